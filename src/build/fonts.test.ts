import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyFonts, FONT_FILES, FONT_PACKAGE, FONT_URL_PATH, FONT_VERSION, preloadedFonts } from "./fonts";

const css = readFileSync(path.join(__dirname, "..", "styles", "global.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]!);

describe("the typeface (decision 443)", () => {
  it("declares every copied file once in global.css, with its weight and style, never swapping late", () => {
    const declared = faces
      .filter((face) => face.includes('"Atkinson Hyperlegible Next";'))
      .map((face) => ({
        file: /url\("([^"]+)"\)/.exec(face)?.[1]?.replace(FONT_URL_PATH, ""),
        weight: Number(/font-weight:\s*(\d+)/.exec(face)?.[1]),
        style: /font-style:\s*(\w+)/.exec(face)?.[1],
        display: /font-display:\s*(\w+)/.exec(face)?.[1],
      }));
    expect(declared).toEqual(
      FONT_FILES.map((font) => ({ file: font.file, weight: font.weight, style: font.style, display: "optional" })),
    );
  });

  it("names the typeface first and its metric-matched fallback second", () => {
    expect(css).toMatch(/--font-body:\s*"Atkinson Hyperlegible Next",\s*"Atkinson Hyperlegible Next Fallback",/);
    const fallback = faces.find((face) => face.includes('"Atkinson Hyperlegible Next Fallback"'))!;
    // Atkinson Hyperlegible Next: average width 444/1000, ascent 984, descent 316; Arial 913/2048.
    const sizeAdjust = 444 / 1000 / (913 / 2048);
    expect(fallback).toContain(`size-adjust: ${(sizeAdjust * 100).toFixed(1)}%`);
    expect(fallback).toContain(`ascent-override: ${((0.984 / sizeAdjust) * 100).toFixed(1)}%`);
    expect(fallback).toContain(`descent-override: ${((0.316 / sizeAdjust) * 100).toFixed(1)}%`);
  });

  it("preloads the two upright weights, not the italic", () => {
    expect(preloadedFonts()).toEqual([
      "/static/fonts/atkinson-hyperlegible-next-5.3.0/atkinson-hyperlegible-next-latin-400-normal.woff2",
      "/static/fonts/atkinson-hyperlegible-next-5.3.0/atkinson-hyperlegible-next-latin-700-normal.woff2",
    ]);
  });

  it("names the installed package's version in the files' address (cached a year as immutable)", () => {
    const installed = JSON.parse(readFileSync(require.resolve(`${FONT_PACKAGE}/package.json`), "utf8")) as {
      version: string;
    };
    expect(FONT_VERSION).toBe(installed.version);
  });

  it("copies the files from the npm package into public/static/fonts/", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "fonts-"));
    try {
      copyFonts(publicDir);
      for (const font of FONT_FILES) {
        const file = path.join(publicDir, FONT_URL_PATH, font.file);
        expect(existsSync(file)).toBe(true);
        // A woff2 file ("wOF2"), of the size a Latin subset has.
        expect(readFileSync(file).subarray(0, 4).toString("latin1")).toBe("wOF2");
        expect(statSync(file).size).toBeGreaterThan(5_000);
      }
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
