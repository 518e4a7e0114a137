/**
 * The site's typeface (issue 41, docs/decisions/443-typeface.md): Atkinson Hyperlegible Next, made
 * by the Braille Institute for readers with low vision, self-hosted from its npm package
 * (@fontsource/atkinson-hyperlegible-next, SIL Open Font License). The build copies the files below
 * into public/static/fonts/ (gatsby-node.ts onPostBuild); src/styles/global.css declares them with
 * `font-display: optional` (no text that jumps when the font arrives) and a metric-matched
 * fallback; every page preloads the two upright weights (gatsby-ssr.tsx).
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const FONT_PACKAGE = "@fontsource/atkinson-hyperlegible-next";
/**
 * Under /static/, which every answer caches for a year as immutable (public/_headers, Gatsby's
 * adapter), with the package's version in the path so that an update is a new address.
 * `src/build/fonts.test.ts` fails when the installed version differs.
 */
export const FONT_VERSION = "5.3.0";
export const FONT_URL_PATH = `/static/fonts/atkinson-hyperlegible-next-${FONT_VERSION}/`;

export const FONT_FILES = [
  { file: "atkinson-hyperlegible-next-latin-400-normal.woff2", weight: 400, style: "normal", preload: true },
  { file: "atkinson-hyperlegible-next-latin-700-normal.woff2", weight: 700, style: "normal", preload: true },
  { file: "atkinson-hyperlegible-next-latin-400-italic.woff2", weight: 400, style: "italic", preload: false },
] as const;

/** The preloaded files' addresses, for the head of every page. */
export const preloadedFonts = (): string[] =>
  FONT_FILES.filter((font) => font.preload).map((font) => `${FONT_URL_PATH}${font.file}`);

/** Copies the font files from the package into `publicDir` + FONT_URL_PATH. */
export function copyFonts(publicDir: string): void {
  // Resolved from the project (gatsby-node is bundled by Parcel, where a bare require.resolve is not Node's).
  const packageJson = createRequire(path.join(process.cwd(), "package.json")).resolve(`${FONT_PACKAGE}/package.json`);
  const from = path.join(path.dirname(packageJson), "files");
  const to = path.join(publicDir, FONT_URL_PATH);
  mkdirSync(to, { recursive: true });
  for (const font of FONT_FILES) copyFileSync(path.join(from, font.file), path.join(to, font.file));
}
