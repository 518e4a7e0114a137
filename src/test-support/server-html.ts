/**
 * The HTML the build would write for an element, for hydration tests. react-dom/server needs
 * TextEncoder, which jsdom lacks, so it is loaded after Node's is put in place.
 */
import { TextEncoder } from "node:util";
import type { ReactElement } from "react";

export function serverHtml(element: ReactElement): string {
  if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- react-dom/server needs the TextEncoder set just above when it loads
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
  return renderToString(element);
}

/** Puts the build's HTML of `element` into a new container in the document and answers it. */
export function staticPage(element: ReactElement): HTMLDivElement {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = serverHtml(element);
  return container;
}
