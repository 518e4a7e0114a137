/**
 * Dutch texts of the cookie bar, the video placeholder and the cookies block
 * (locales/nl/cookies.json): a plain lookup, so the texts travel in the chunks of those parts only.
 * The bar renders only in the browser and must have its texts at once, without loading a namespace.
 */
import { interpolate } from "../../i18n/interpolate";
import cookies from "../../i18n/locales/nl/cookies.json";

type Tree = { readonly [key: string]: string | Tree };

export function cookieText(key: string, vars?: Record<string, string | number>): string {
  let node: string | Tree | undefined = cookies as Tree;
  for (const part of key.split(".")) node = typeof node === "object" && node !== null ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`cookie text missing: ${key}`);
  return interpolate(node, vars);
}
