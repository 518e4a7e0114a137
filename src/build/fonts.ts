/**
 * The site's typeface (issue 41, docs/decisions/443-typeface.md): Atkinson Hyperlegible Next, made
 * by the Braille Institute for readers with low vision, self-hosted from its npm package
 * (@fontsource/atkinson-hyperlegible-next, SIL Open Font License). The build copies the files below
 * into public/fonts/ (gatsby-node.ts onPostBuild); src/styles/global.css declares them with
 * `font-display: optional` (no text that jumps when the font arrives) and a metric-matched
 * fallback; every page preloads the two upright weights (gatsby-ssr.tsx).
 */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";

export const FONT_PACKAGE = "@fontsource/atkinson-hyperlegible-next";
export const FONT_URL_PATH = "/fonts/";

export const FONT_FILES = [
  { file: "atkinson-hyperlegible-next-latin-400-normal.woff2", weight: 400, style: "normal", preload: true },
  { file: "atkinson-hyperlegible-next-latin-700-normal.woff2", weight: 700, style: "normal", preload: true },
  { file: "atkinson-hyperlegible-next-latin-400-italic.woff2", weight: 400, style: "italic", preload: false },
] as const;

/** The preloaded files' addresses, for the head of every page. */
export const preloadedFonts = (): string[] =>
  FONT_FILES.filter((font) => font.preload).map((font) => `${FONT_URL_PATH}${font.file}`);

/** Copies the font files from the package into `publicDir`/fonts/. */
export function copyFonts(publicDir: string): void {
  const from = path.join(path.dirname(require.resolve(`${FONT_PACKAGE}/package.json`)), "files");
  const to = path.join(publicDir, FONT_URL_PATH);
  mkdirSync(to, { recursive: true });
  for (const font of FONT_FILES) copyFileSync(path.join(from, font.file), path.join(to, font.file));
}
