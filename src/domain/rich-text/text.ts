/**
 * Rich text as stored: ProseMirror/Tiptap JSON (never HTML from users). This module is pure (no
 * Tiptap import), so the read-only renderer and the counters stay small; the editor and the
 * server check documents against the schema in ./schema.ts, built from ./extensions.ts.
 */

/** The node types the editor can make (kept equal to the schema's: see schema.test.ts). */
export const RICH_TEXT_NODES = [
  "doc",
  "paragraph",
  "text",
  "hardBreak",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
] as const;
/** The marks the editor can make. */
export const RICH_TEXT_MARKS = ["bold", "italic", "link"] as const;

/** storyImage: only in stories (./story-image.ts). */
export type RichTextNodeType = (typeof RICH_TEXT_NODES)[number] | "storyImage";
export type RichTextMarkType = (typeof RICH_TEXT_MARKS)[number];

export type RichTextMark = { type: RichTextMarkType; attrs?: { href?: string | null; [name: string]: unknown } };
export type RichTextNode = {
  type: RichTextNodeType;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
};
export type RichTextDoc = RichTextNode & { type: "doc" };

/** Links may only go to web pages or e-mail addresses (no javascript:, data:, relative paths). */
export const SAFE_HREF = /^(?:https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/i;

export function isSafeHref(href: unknown): href is string {
  return typeof href === "string" && href.length <= 2000 && SAFE_HREF.test(href);
}

const BLOCKS = new Set<string>(["paragraph", "bulletList", "orderedList", "listItem", "blockquote", "storyImage"]);

/**
 * The text a reader sees: blocks separated by a line break, hard breaks as line breaks. This is
 * what the 4,000-character limit counts (spec 000 §5), so markup never counts.
 */
export function richTextToPlainText(doc: RichTextNode): string {
  const parts: string[] = [];
  const walk = (node: RichTextNode): void => {
    if (node.type === "text") {
      parts.push(node.text ?? "");
      return;
    }
    if (node.type === "hardBreak") {
      parts.push("\n");
      return;
    }
    const isBlock = BLOCKS.has(node.type);
    if (isBlock && parts.length > 0 && !parts[parts.length - 1]!.endsWith("\n")) parts.push("\n");
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return parts.join("").replace(/\n+$/, "");
}

/** The number of characters (Unicode code points, so an emoji is one) of the text. */
export function richTextLength(doc: RichTextNode): number {
  return Array.from(richTextToPlainText(doc)).length;
}

/** A document holding only this text, one paragraph per line (for seeds, quotes and tests). */
export function plainTextToRichText(text: string): RichTextDoc {
  const paragraphs = text
    .split(/\r?\n/)
    .map((line): RichTextNode =>
      line ? { type: "paragraph", content: [{ type: "text", text: line }] } : { type: "paragraph" },
    );
  return { type: "doc", content: paragraphs.length > 0 ? paragraphs : [{ type: "paragraph" }] };
}

/** Parses stored JSON text ("empty when unreadable", spec 001 §3.1): null when it is not a doc. */
export function readStoredRichText(stored: unknown): RichTextDoc | null {
  let value: unknown = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || (value as { type?: unknown }).type !== "doc") return null;
  return value as RichTextDoc;
}
