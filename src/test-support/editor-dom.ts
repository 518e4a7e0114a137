/**
 * What ProseMirror asks of the DOM that jsdom lacks (layout: rectangles of ranges and text, the
 * element at a point). Import in component tests that render the editor; nothing else changes.
 */
const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

Range.prototype.getClientRects = rects;
Range.prototype.getBoundingClientRect = () => rect;
(Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects = rects;
if (!document.elementFromPoint) document.elementFromPoint = () => null;

export {};
