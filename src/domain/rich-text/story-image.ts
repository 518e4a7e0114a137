/**
 * The image node of stories (only stories: conversations and reactions keep the plain list of
 * ./extensions.ts). Stored as { path, alt }: `path` names an upload of POST /CustomBlog/postimage
 * ("<owner id>/<token>"), the server re-checks it belongs to the author and turns it into `src`
 * and `srcset` when presenting; `alt` is required. The same extension list builds the editor and
 * the server's check (./schema.ts), so nothing else can be stored.
 */
import { mergeAttributes, Node, type AnyExtension } from "@tiptap/core";
import { richTextExtensions } from "./extensions";
import type { RichTextNode } from "./text";

export const STORY_IMAGE_NODE = "storyImage";
/** "<uuid>/<16 lower-case letters and digits>". */
export const STORY_IMAGE_PATH = /^[0-9a-f-]{36}\/[a-z0-9]{16}$/;

export const StoryImage = Node.create({
  name: STORY_IMAGE_NODE,
  group: "block",
  atom: true,
  draggable: false,
  selectable: true,
  addAttributes() {
    return {
      path: { default: null },
      alt: { default: "" },
      src: { default: null },
      srcset: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: "img[data-story-image]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes, { "data-story-image": "", loading: "lazy" })];
  },
});

export const storyExtensions: AnyExtension[] = [...richTextExtensions, StoryImage];

/** The story images of a document, in order. */
export function storyImagesOf(doc: RichTextNode): RichTextNode[] {
  const found: RichTextNode[] = [];
  const walk = (node: RichTextNode) => {
    if (node.type === STORY_IMAGE_NODE) found.push(node);
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return found;
}

/** Maps every story image of a document (a new document; the input is not changed). */
export function mapStoryImages(
  doc: RichTextNode,
  fn: (attrs: Record<string, unknown>) => Record<string, unknown>,
): RichTextNode {
  const walk = (node: RichTextNode): RichTextNode => {
    if (node.type === STORY_IMAGE_NODE) return { ...node, attrs: fn(node.attrs ?? {}) };
    return node.content ? { ...node, content: node.content.map(walk) } : node;
  };
  return walk(doc);
}
