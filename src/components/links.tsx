/**
 * The link a view renders: Gatsby's Link in the browser (client-side navigation), a plain anchor
 * where Gatsby is not (functions/forum-page renders the group page's first view). Both render
 * `<a href>` with the same attributes, so the server's HTML hydrates.
 */
import type { ComponentType, ReactNode } from "react";

export type LinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export const PlainLink: LinkComponent = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);
