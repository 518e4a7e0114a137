/**
 * @jest-environment jsdom
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AsyncSeriesHook } from "tapable";
import { afterPaintLoader, afterPaintSources, gatsbyScriptTags, scriptsAfterPaint, ScriptsAfterPaintPlugin } from "./scripts-after-paint";

const root = path.resolve(__dirname, "..", "..");
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [root] }));
// Gatsby's own comparison before it rewrites the slice and has every page stitched again.
const { ensureFileContent } = require(path.join(gatsbyDir, "dist", "utils", "ensure-file-content.js")) as {
  ensureFileContent(file: string, data: string): Promise<boolean>;
};

const SOURCES = ["/webpack-runtime-34190da5382ea6d03d20.js", "/framework-31f37f766c5bf859ccad.js", "/app-6667536920448242033e.js"];

/** The scripts slice as gatsby-webpack-stats-extractor.js writes it. */
function gatsbySlice(sources: readonly string[] = SOURCES, hash = "a45ace0d7ec610e48221"): string {
  return (
    `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ` +
    `<script>window.___webpackCompilationHash="${hash}";</script>` +
    sources.map((source) => `<script src="${source}" async></script>`).join("")
  );
}

describe("the scripts slice", () => {
  it("the installed Gatsby still writes its entry scripts as async tags into the scripts slice", () => {
    const extractor = readFileSync(path.join(gatsbyDir, "dist", "utils", "gatsby-webpack-stats-extractor.js"), "utf8");
    expect(extractor).toContain("`<script src=\"${this.publicPath}/${asset}\" async></script>`");
    expect(extractor).toContain("`_gatsby-scripts-1.html`");
  });

  it("replaces Gatsby's async tags by one loader that lists the same scripts in the same order", () => {
    const slice = scriptsAfterPaint(gatsbySlice());
    expect(slice).not.toMatch(/<script src=/);
    expect(slice).toContain('<script>window.___webpackCompilationHash="a45ace0d7ec610e48221";</script>');
    expect(slice).toContain('id="gatsby-chunk-mapping"');
    expect(slice.match(/<script id="scripts-after-paint">/g)).toHaveLength(1);
    expect(afterPaintSources(slice)).toEqual(SOURCES);
  });

  it("gives Gatsby's slice back exactly, and leaves a slice without entry scripts alone", () => {
    expect(gatsbyScriptTags(scriptsAfterPaint(gatsbySlice()))).toBe(gatsbySlice());
    const none = gatsbySlice([]);
    expect(scriptsAfterPaint(none)).toBe(none);
    expect(afterPaintSources(none)).toEqual([]);
  });
});

describe("the loader", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function runLoader(sources: readonly string[]) {
    const html = afterPaintLoader(sources);
    const code = /<script id="scripts-after-paint">([\s\S]*)<\/script>/.exec(html)![1]!;
    new Function(code)();
  }

  const added = () => [...document.body.querySelectorAll("script")].map((script) => script.getAttribute("src"));
  const loaded = (src: string) => document.body.querySelector(`script[src="${src}"]`)!.dispatchEvent(new Event("load"));
  const [RUNTIME, FRAMEWORK, APP] = SOURCES as [string, string, string];

  it("where the browser cannot report paints (jsdom has no PerformanceObserver), starts the scripts after the next frame", async () => {
    expect(document.visibilityState).toBe("visible");
    runLoader(SOURCES);
    expect(added()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(added()).toEqual([FRAMEWORK, APP]);
  });

  /** Runs the loader in a tab that is not visible: it starts at once, without waiting for a paint. */
  function runHidden(sources: readonly string[]): void {
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      runLoader(sources);
    } finally {
      visibility.mockRestore();
    }
  }

  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("runs the webpack runtime, which starts the app, only after React and the app chunk have run, and fetches it meanwhile", () => {
    runHidden(SOURCES);
    expect(document.head.querySelector(`link[rel="preload"][as="script"][href="${RUNTIME}"]`)).not.toBeNull();
    expect(added()).toEqual([FRAMEWORK, APP]);
    loaded(APP);
    expect(added()).toEqual([FRAMEWORK, APP]);
    loaded(FRAMEWORK);
    expect(added()).toEqual([FRAMEWORK, APP, RUNTIME]);
  });

  it("starts the scripts at once when the page is not visible (a background tab never paints), and only once", () => {
    runHidden(SOURCES);
    expect(added()).toEqual([FRAMEWORK, APP]);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(added()).toEqual([FRAMEWORK, APP]);
  });

  it("starts every script at once when none of them is the webpack runtime", () => {
    runHidden([FRAMEWORK, APP]);
    expect(added()).toEqual([FRAMEWORK, APP]);
    expect(document.head.querySelector("link[rel=preload]")).toBeNull();
  });
});

describe("ScriptsAfterPaintPlugin", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "scripts-slice-"));
    file = path.join(dir, "_gatsby-scripts-1.html");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** One browser build: Gatsby's extractor (stage 0) and this plugin on a webpack-style done hook. */
  async function build(slice: string): Promise<{ gatsbyRegenerated: boolean; restitched: boolean }> {
    const done = new AsyncSeriesHook<[]>([]);
    let gatsbyRegenerated = false;
    let restitched = false;
    done.tapPromise("GatsbyWebpackStatsExtractor", async () => {
      gatsbyRegenerated = await ensureFileContent(file, slice);
    });
    new ScriptsAfterPaintPlugin(file, () => (restitched = true)).apply({ hooks: { done } });
    await done.promise();
    return { gatsbyRegenerated, restitched };
  }

  it("leaves the loader in the slice after every build", async () => {
    await build(gatsbySlice());
    expect(afterPaintSources(readFileSync(file, "utf8"))).toEqual(SOURCES);
    expect(readFileSync(file, "utf8")).toBe(scriptsAfterPaint(gatsbySlice()));
  });

  it("does not make Gatsby stitch every page again when the scripts did not change", async () => {
    await build(gatsbySlice());
    expect(await build(gatsbySlice())).toEqual({ gatsbyRegenerated: false, restitched: false });
    expect(readFileSync(file, "utf8")).toBe(scriptsAfterPaint(gatsbySlice()));
  });

  it("lets Gatsby stitch the pages again when the scripts changed", async () => {
    await build(gatsbySlice());
    const changed = gatsbySlice(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "b1");
    expect(await build(changed)).toEqual({ gatsbyRegenerated: true, restitched: false });
    expect(afterPaintSources(readFileSync(file, "utf8"))).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("has the pages stitched again when only the loader changed (a slice from before this plugin)", async () => {
    writeFileSync(file, gatsbySlice());
    expect(await build(gatsbySlice())).toEqual({ gatsbyRegenerated: false, restitched: true });
    expect(afterPaintSources(readFileSync(file, "utf8"))).toEqual(SOURCES);
  });
});
