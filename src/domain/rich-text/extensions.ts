/**
 * The one extension list of the rich-text editor. The editor (src/features/.../RichTextEditor)
 * and the server check (./schema.ts) both use it, so the server accepts exactly what the editor
 * can make: paragraphs, line breaks, bold, italic, bullet and numbered lists, quotes and links.
 */
import type { AnyExtension } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { isSafeHref } from "./text";

export const richTextExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto"],
      isAllowedUri: (url) => isSafeHref(url),
      HTMLAttributes: { rel: "nofollow ugc noopener noreferrer", target: null },
    },
  }),
];
