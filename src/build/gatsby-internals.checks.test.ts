/**
 * The checks after the build (gatsby-internals.ts, BUILD_CHECKS) against a small public/ shaped as
 * the real build writes it: each passes there, each fails when its trick did not take effect, and
 * a failed check fails the build (the local plugin's onPostBuild calls panicOnBuild, which ends
 * `gatsby build` with exit code 1).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPostBuild } from "../../plugins/reumanl-webpack/gatsby-node";
import { PAGE_SHELL_FILES } from "./forum-shells";
import { BUILD_CHECKS, buildProblems, webpackRecord, type BuildFacts } from "./gatsby-internals";

const ENTRY = ["/webpack-runtime-1a2b.js", "/framework-3c4d.js", "/app-5e6f.js"];
const SLICE = ENTRY.map((source) => `<script src="${source}" async></script>`).join("");

/** A page's HTML as Gatsby renders and stitches it, with the tricks in effect. */
const page = (
  body = "<h1>Jicht</h1>",
  head = '<style data-href="/app.5e6f.css">a{}</style><style data-href="/12.abcdef01.css">b{}</style>',
) =>
  `<!DOCTYPE html><html lang="nl"><head>${head}</head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div class="site">${body}</div></div></div>${SLICE}</body></html>`;

/** Writes a public/ in which every trick took effect. */
function goodBuild(publicDir: string): void {
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  };
  write(
    "webpack.stats.json",
    JSON.stringify({
      assetsByChunkName: {
        app: ["webpack-runtime-1a2b.js", "framework-3c4d.js", "app.5e6f.css", "app-5e6f.js"],
        "component---src-templates-medical-article-tsx": ["12-abcdef01.js", "12.abcdef01.css"],
      },
    }),
  );
  write("webpack-runtime-1a2b.js", `(()=>{})();`);
  write("framework-3c4d.js", `(self.webpackChunk=self.webpackChunk||[]).push([]);`);
  write("app-5e6f.js", `(self.webpackChunk=self.webpackChunk||[]).push([[524],{}]);`);
  write("app.5e6f.css", "a{}");
  write("12-abcdef01.js", "(self.webpackChunk=self.webpackChunk||[]).push([[12],{}]);");
  write("12.abcdef01.css", "b{}");
  write("index.html", page());
  write("over-reuma/jicht/index.html", page());
  write("preview/[...].html", page());
  write("preview/[...]/index.html", page());
  write("_gatsby/slices/_gatsby-scripts-1.html", SLICE);
  for (const file of PAGE_SHELL_FILES) write(file, page());
  for (const pagePath of ["index", "over-reuma/jicht", "preview/[...]"])
    write(`page-data/${pagePath}/page-data.json`, "{}");
  write("page-data/app-data.json", "{}");
}

const store = {
  getState: () => ({
    pages: new Map([
      ["/", { path: "/" }],
      ["/over-reuma/jicht/", { path: "/over-reuma/jicht/" }],
      ["/preview/[...]", { path: "/preview/[...]", matchPath: "/preview/*" }],
    ]),
    redirects: [{ fromPath: "/oud/" }],
  }),
};

let dir: string;
let publicDir: string;
let facts: BuildFacts;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-checks-"));
  publicDir = path.join(dir, "public");
  goodBuild(publicDir);
  facts = { publicDir, shells: PAGE_SHELL_FILES, store, minifier: "swc" };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (content: string) => string) =>
  fs.writeFileSync(path.join(publicDir, file), change(fs.readFileSync(path.join(publicDir, file), "utf8")));

describe("the checks after the build", () => {
  it("find nothing when every trick took effect", () => {
    expect(buildProblems(facts)).toEqual([]);
  });

  // Each trick undone the way Gatsby's own build would look without it.
  const undone: Array<[string, () => void]> = [
    [
      "chunkNames",
      () =>
        fs.renameSync(
          path.join(publicDir, "12-abcdef01.js"),
          path.join(publicDir, "component---src-templates-medical-article-tsx-9f8e7d6c5b4a39281706.js"),
        ),
    ],
    [
      "chunkNames",
      () =>
        edit("webpack.stats.json", (stats) =>
          stats.replace("component---src-templates-medical-article-tsx", "8c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d"),
        ),
    ],
    ["stylesPerTemplate", () => fs.writeFileSync(path.join(publicDir, "styles.1234567890abcdef.css"), "a{}b{}")],
    ["swcMinifier", () => (facts.minifier = "other")],
    ["idleRuntimeModules", () => edit("app-5e6f.js", (code) => `${code}var t="text/partytown";`)],
    ["idleRuntimeModules", () => edit("app-5e6f.js", (code) => `${code}navigator.serviceWorker.register("/sw.js");`)],
    [
      "shellSheetFirst",
      () =>
        edit("index.html", () =>
          page(
            undefined,
            '<style data-href="/12.abcdef01.css">b{}</style><style data-href="/app.5e6f.css">a{}</style>',
          ),
        ),
    ],
    ["clientOnlyHtml", () => fs.rmSync(path.join(publicDir, "preview", "[...]"), { recursive: true })],
    ["pageShells", () => fs.rmSync(path.join(publicDir, PAGE_SHELL_FILES[0]!))],
    [
      "hydrationRoot",
      () =>
        edit("index.html", (html) =>
          html.replace(
            'id="gatsby-focus-wrapper"><div class="site">',
            'id="gatsby-focus-wrapper"></div><div class="site">',
          ),
        ),
    ],
    ["routes", () => (facts.store = { getState: () => ({ pages: { "/": {} }, redirects: [] }) })],
    [
      "routes",
      () => {
        fs.mkdirSync(path.join(publicDir, "page-data", "nieuw"));
        fs.writeFileSync(path.join(publicDir, "page-data", "nieuw", "page-data.json"), "{}");
      },
    ],
  ];

  it.each(undone)("%s fails when its trick did not take effect", (trick, undo) => {
    undo();
    const problems = buildProblems(facts);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith(`${trick}: `))).toBe(true);
  });

  it("covers every trick the module lists", () => {
    expect(new Set(undone.map(([trick]) => trick))).toEqual(new Set(Object.keys(BUILD_CHECKS)));
  });

  it("reports a check that cannot read what it needs as a problem, not as a pass", () => {
    fs.rmSync(path.join(publicDir, "webpack.stats.json"));
    expect(buildProblems(facts)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^chunkNames: the check could not run/)]),
    );
  });
});

describe("the local plugin's onPostBuild", () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  function postBuild(): string[] {
    const panics: string[] = [];
    const reporter = {
      verbose: () => undefined,
      info: () => undefined,
      panicOnBuild: (message: string) => void panics.push(message),
    };
    process.chdir(dir);
    (onPostBuild as unknown as (args: { reporter: typeof reporter; store: typeof store }) => void)({ reporter, store });
    return panics;
  }

  it("lets a build whose tricks all took effect pass", () => {
    webpackRecord.minifier = "swc";
    expect(postBuild()).toEqual([]);
  });

  it("fails the build when a trick did not take effect, naming it", () => {
    webpackRecord.minifier = "other";
    edit("index.html", () =>
      page(undefined, '<style data-href="/12.abcdef01.css">b{}</style><style data-href="/app.5e6f.css">a{}</style>'),
    );
    const panics = postBuild();
    expect(panics).toHaveLength(1);
    expect(panics[0]).toContain("swcMinifier: the browser build was minified by other, not SWC");
    expect(panics[0]).toContain(
      "shellSheetFirst: index.html: the first inlined sheet is /12.abcdef01.css, not the shell's",
    );
  });
});
