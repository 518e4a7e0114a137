/**
 * A text whose marked parts become elements: "Geen bevestigingsmail ontvangen? <resend>Vraag een
 * nieuwe aan</resend>." with `links={{ resend: <a href="…" /> }}` renders the words between the
 * marks as that link's text. Unmarked text stays text (React escapes it).
 */
import { cloneElement, Fragment, type ReactElement } from "react";

export function TextWithLinks({ text, links }: { text: string; links: Record<string, ReactElement> }) {
  // split() with two groups: text, name, inner words, text, name, inner words, …, text.
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/g);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>;
        if (index % 3 === 2) return null;
        const element = links[part];
        const words = parts[index + 1] ?? "";
        return element ? cloneElement(element, { key: index }, words) : <Fragment key={index}>{words}</Fragment>;
      })}
    </>
  );
}
