/**
 * Read-only rendering of a stored rich-text document (ProseMirror/Tiptap JSON) as React elements:
 * never HTML from users, never dangerouslySetInnerHTML. Unknown nodes render their children,
 * unknown marks nothing extra, unsafe links as plain text. No Tiptap code is loaded for this.
 */
import type { ReactNode } from "react";
import { isSafeHref, type RichTextMark, type RichTextNode } from "../domain/rich-text/text";

function withMarks(text: ReactNode, marks: RichTextMark[] | undefined, key: string): ReactNode {
  let out = text;
  for (const [index, mark] of (marks ?? []).entries()) {
    const markKey = `${key}m${index}`;
    if (mark.type === "bold") out = <strong key={markKey}>{out}</strong>;
    else if (mark.type === "italic") out = <em key={markKey}>{out}</em>;
    else if (mark.type === "link" && isSafeHref(mark.attrs?.href)) {
      out = (
        <a key={markKey} href={mark.attrs.href} rel="nofollow ugc noopener noreferrer">
          {out}
        </a>
      );
    }
  }
  return out;
}

function renderNode(node: RichTextNode, key: string): ReactNode {
  const children = (node.content ?? []).map((child, index) => renderNode(child, `${key}.${index}`));
  switch (node.type) {
    case "text":
      return withMarks(node.text ?? "", node.marks, key);
    case "hardBreak":
      return <br key={key} />;
    case "paragraph":
      return <p key={key}>{children}</p>;
    case "bulletList":
      return <ul key={key}>{children}</ul>;
    case "orderedList": {
      const start = Number(node.attrs?.start);
      return (
        <ol key={key} start={Number.isInteger(start) && start > 1 ? start : undefined}>
          {children}
        </ol>
      );
    }
    case "listItem":
      return <li key={key}>{children}</li>;
    case "blockquote":
      return <blockquote key={key}>{children}</blockquote>;
    case "storyImage":
      return <StoryImage key={key} attrs={node.attrs ?? {}} />;
    default:
      return children.length > 0 ? <span key={key}>{children}</span> : null;
  }
}

/** Story images: only addresses the server made (same site, or Supabase Storage over https). */
const SAFE_IMAGE = /^(?:\/api\/v1\/storage\/|https:\/\/)[^\s"<>]+$/;
const safeImage = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 2000 && SAFE_IMAGE.test(value);

function StoryImage({ attrs }: { attrs: Record<string, unknown> }) {
  if (!safeImage(attrs.src)) return null;
  const srcset =
    typeof attrs.srcset === "string" && attrs.srcset.split(", ").every((part) => safeImage(part.split(" ")[0]))
      ? attrs.srcset
      : undefined;
  return (
    <figure className="rich-text__figure">
      <img
        src={attrs.src}
        srcSet={srcset}
        sizes="(min-width: 48rem) 45rem, 100vw"
        alt={typeof attrs.alt === "string" ? attrs.alt : ""}
        loading="lazy"
        decoding="async"
      />
    </figure>
  );
}

export type RichTextProps = { doc: RichTextNode | null | undefined; className?: string };

export function RichText({ doc, className }: RichTextProps) {
  if (!doc || !Array.isArray(doc.content)) return null;
  return (
    <div className={className ?? "rich-text"}>{doc.content.map((node, index) => renderNode(node, String(index)))}</div>
  );
}
