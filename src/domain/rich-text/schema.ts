/**
 * Server-side (and pre-send) check of a rich-text document against the editor's schema: the
 * ProseMirror schema built from the same extension list, so a crafted request cannot store a node,
 * mark or link the editor cannot make. The stored value is the normalised document (unknown
 * attributes dropped), never the request's JSON as sent.
 */
import { getSchema } from "@tiptap/core";
import { Node as ProseMirrorNode, type Schema } from "@tiptap/pm/model";
import type { AnyExtension } from "@tiptap/core";
import { richTextExtensions } from "./extensions";
import { isSafeHref, richTextLength, richTextToPlainText, type RichTextDoc } from "./text";

const cached = new Map<AnyExtension[], Schema>();

/** The schema of an extension list (the editor's by default; stories add their image node). */
export function richTextSchema(extensions: AnyExtension[] = richTextExtensions): Schema {
  let schema = cached.get(extensions);
  if (!schema) {
    schema = getSchema(extensions);
    cached.set(extensions, schema);
  }
  return schema;
}

/** Deeper nesting than this is not something a person types (and would cost stack). */
export const RICH_TEXT_MAX_DEPTH = 12;

export type RichTextCheck =
  { ok: true; doc: RichTextDoc; text: string; length: number } | { ok: false; reason: "invalid" | "empty" };

function depthOf(value: unknown, depth = 0): number {
  if (depth > RICH_TEXT_MAX_DEPTH) return depth;
  if (typeof value !== "object" || value === null) return depth;
  const content = (value as { content?: unknown }).content;
  if (!Array.isArray(content)) return depth;
  let max = depth;
  for (const child of content) max = Math.max(max, depthOf(child, depth + 1));
  return max;
}

export function checkRichText(value: unknown, extensions: AnyExtension[] = richTextExtensions): RichTextCheck {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "invalid" };
  if ((value as { type?: unknown }).type !== "doc") return { ok: false, reason: "invalid" };
  if (depthOf(value) > RICH_TEXT_MAX_DEPTH) return { ok: false, reason: "invalid" };
  let node: ProseMirrorNode;
  try {
    node = ProseMirrorNode.fromJSON(richTextSchema(extensions), value);
    node.check();
  } catch {
    return { ok: false, reason: "invalid" };
  }
  let linksSafe = true;
  node.descendants((child) => {
    for (const mark of child.marks) {
      if (mark.type.name === "link" && !isSafeHref(mark.attrs.href)) linksSafe = false;
    }
    return linksSafe;
  });
  if (!linksSafe) return { ok: false, reason: "invalid" };
  const doc = node.toJSON() as RichTextDoc;
  const text = richTextToPlainText(doc);
  if (text.trim().length === 0) return { ok: false, reason: "empty" };
  return { ok: true, doc, text, length: richTextLength(doc) };
}
