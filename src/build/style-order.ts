/**
 * The order of the style sheets Gatsby inlines in a page's HTML (src/build/browser-bundle.ts,
 * stylesPerTemplate): it inlines the app chunk's sheet (the shell: global.css, forms.css) after the
 * template's, because static-entry unshifts them in reverse. The shell's must come first, as in the
 * browser after a client-side navigation (a template's sheet is then added after it), so that a
 * template's rules win over the shell's at the same specificity. Used by gatsby-ssr's onPreRenderHTML.
 */
import { isValidElement, type ReactNode } from "react";

const isInlinedSheet = (component: ReactNode): boolean =>
  isValidElement<{ "data-href"?: unknown }>(component) && component.type === "style" && typeof component.props["data-href"] === "string";

const isShellSheet = (component: ReactNode): boolean =>
  isInlinedSheet(component) && /^app[.-]/.test(String((component as { props: { "data-href": string } }).props["data-href"]).split("/").pop() ?? "");

/** The head components with the shell's sheet moved to where the first inlined sheet was. */
export function shellSheetFirst(components: readonly ReactNode[]): ReactNode[] {
  const first = components.findIndex(isInlinedSheet);
  const shell = components.filter(isShellSheet);
  if (first < 0 || shell.length === 0) return [...components];
  const others = components.filter((component) => !isShellSheet(component));
  return [...others.slice(0, first), ...shell, ...others.slice(first)];
}
