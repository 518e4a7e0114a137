/** @jest-environment jsdom */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_CSP, PAGE_SCRIPT_HASHES } from "../../functions/_shared/security-headers";
import { EARLY_BAR_SCRIPT } from "../features/cookies/EarlyCookieBar";
import { TEXT_SIZE_SCRIPT } from "../platform/text-size";
import { FORM_GUARD } from "./form-guard";
import {
  cspHash,
  GLOBALS_READER,
  inlineScriptProblems,
  rewriteBuiltPages,
  runningInlineScripts,
  scriptSources,
  withoutChangingInlineScripts,
} from "./inline-scripts";

/** A page as Gatsby 5.16 writes it (the scripts slice stitched in), shortened. */
const CHUNK_MAPPING = String.raw`"{\"app\":[\"/app-5e74b4f20a6eb8d67d52.js\"],\"component---src-pages-index-tsx\":[]}"`;
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html lang="nl"><head><script>${FORM_GUARD}</script></head><body>` +
  `<script>${EARLY_BAR_SCRIPT}</script><div id="___gatsby"></div>` +
  `<script type="application/json" id="i18n-texts">{"a":"b"}</script>` +
  `<script type="application/ld+json">{"@type":"Event"}</script>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${CHUNK_MAPPING};\n          </script>` +
  `<script>window.___webpackCompilationHash="99e5c93fb3d9075ca3c0";</script>` +
  `<script src="/app-5e74b4f20a6eb8d67d52.js" async></script></body></html>`;

describe("the pages' inline scripts and the CSP (issue 35 row 11)", () => {
  it("lists the hash of each fixed inline script, and no 'unsafe-inline' for scripts", () => {
    expect([...PAGE_SCRIPT_HASHES]).toEqual([
      cspHash(FORM_GUARD),
      cspHash(EARLY_BAR_SCRIPT),
      cspHash(GLOBALS_READER),
      cspHash(TEXT_SIZE_SCRIPT),
    ]);
    expect(scriptSources(PAGE_CSP)).toEqual(["'self'", ...PAGE_SCRIPT_HASHES]);
  });

  it("turns Gatsby's changing scripts into data the fixed reader sets the same globals from", () => {
    const before = gatsbyPage("/over-reuma/jicht/");
    const after = withoutChangingInlineScripts(before);
    // Only fixed texts run; the data blocks and the app script stay.
    expect(runningInlineScripts(after)).toEqual([FORM_GUARD, EARLY_BAR_SCRIPT, GLOBALS_READER]);
    expect(after).toContain('<script src="/app-5e74b4f20a6eb8d67d52.js" async></script>');
    expect(after.indexOf(GLOBALS_READER)).toBeLessThan(after.indexOf('/app-5e74b4f20a6eb8d67d52.js" async'));
    // The globals as Gatsby's own scripts set them.
    const expected = new Function(
      `var window={};${runningInlineScripts(before).slice(2).join(";")};return window;`,
    )() as Record<string, unknown>;
    document.body.innerHTML = after; // scripts put in by innerHTML do not run: only the reader below does
    const globals = window as unknown as Record<string, unknown>;
    new Function(GLOBALS_READER)();
    expect({
      pagePath: globals.pagePath,
      ___chunkMapping: globals.___chunkMapping,
      ___webpackCompilationHash: globals.___webpackCompilationHash,
    }).toEqual(expected);
    expect(JSON.parse(String(globals.___chunkMapping))).toEqual({
      app: ["/app-5e74b4f20a6eb8d67d52.js"],
      "component---src-pages-index-tsx": [],
    });
    expect(withoutChangingInlineScripts(after)).toBe(after);
  });

  it("fails a built site whose page runs an inline script without its hash, and passes it once rewritten", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "reumanl-csp-"));
    try {
      fs.mkdirSync(path.join(publicDir, "over-reuma"));
      fs.writeFileSync(path.join(publicDir, "over-reuma", "index.html"), gatsbyPage("/over-reuma/"));
      fs.writeFileSync(path.join(publicDir, "404.html"), gatsbyPage("/404.html"));
      const problems = inlineScriptProblems(publicDir, PAGE_CSP);
      expect(problems).toHaveLength(6); // three changing scripts on each of the two pages
      expect(problems[0]).toMatch(/an inline script without its hash in the CSP \('sha256-/);
      expect(
        inlineScriptProblems(publicDir, PAGE_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")),
      ).toContain("the CSP's script-src allows 'unsafe-inline'");

      expect(rewriteBuiltPages(publicDir)).toBe(2);
      expect(inlineScriptProblems(publicDir, PAGE_CSP)).toEqual([]);
      fs.appendFileSync(path.join(publicDir, "404.html"), "<script>alert(1)</script>");
      expect(inlineScriptProblems(publicDir, PAGE_CSP)).toEqual([
        `404.html: an inline script without its hash in the CSP (${cspHash("alert(1)")}: alert(1)…)`,
      ]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
