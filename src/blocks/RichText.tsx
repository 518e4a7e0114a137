/**
 * Editor HTML. Only pass `processed` of DrupalFormattedText: gatsby-node.ts has run it through the
 * strict allowlist of sanitize.ts at build time.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
