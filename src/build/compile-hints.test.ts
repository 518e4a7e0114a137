import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Configuration, Stats, WebpackPluginInstance } from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "./compile-hints";

const root = path.resolve(__dirname, "..", "..");
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [root] }));
// The webpack and minifier Gatsby builds with.
const webpack = require(require.resolve("webpack", { paths: [gatsbyDir] })) as (config: Configuration, done: (error: Error | null, stats?: Stats) => void) => void;
const TerserPlugin = require(require.resolve("terser-webpack-plugin", { paths: [gatsbyDir] })) as new (options?: object) => WebpackPluginInstance;
const { SourceMapConsumer } = require(require.resolve("source-map", { paths: [gatsbyDir] })) as typeof import("source-map");

describe("CompileHintsPlugin", () => {
  it("relies on the installed Gatsby naming its production browser entry app", () => {
    const config = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(config).toMatch(/polyfill: directoryPath\(`\.cache\/polyfill-entry`\),\s*app: directoryPath\(`\.cache\/production-app`\)/);
  });

  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    writeFileSync(
      path.join(dir, "entry.js"),
      ['import { greet } from "./shared";', "", 'console.log(greet("app-start"));', 'import("./later").then((m) => m.later());', ""].join("\n"),
    );
    writeFileSync(path.join(dir, "shared.js"), 'export function greet(name) { return "hallo " + name; }\n');
    writeFileSync(path.join(dir, "later.js"), 'export function later() { console.log("later-chunk"); }\n');
    // As Gatsby's production browser build: the "app" entry, a runtime chunk, minified, source maps.
    const config: Configuration = {
      mode: "production",
      context: dir,
      entry: { app: "./entry.js" },
      output: { path: path.join(dir, "out"), filename: "[name].js", chunkFilename: "[name].chunk.js" },
      devtool: "source-map",
      optimization: { runtimeChunk: { name: "webpack-runtime" }, minimize: true, minimizer: [new TerserPlugin({ extractComments: true })] },
      plugins: [new CompileHintsPlugin()],
    };
    await new Promise<void>((resolve, reject) =>
      webpack(config, (error, stats) => (error ? reject(error) : stats?.hasErrors() ? reject(new Error(stats.toString())) : resolve())),
    );
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const read = (file: string) => readFileSync(path.join(dir, "out", file), "utf8");

  it("starts each script of the app entry with the hint, after minification", () => {
    for (const file of ["app.js", "webpack-runtime.js"]) {
      const code = read(file);
      expect(code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
    }
    // Minified: the entry's code is on the hint's next line, without the source's line breaks.
    expect(read("app.js").split("\n")[1]).toContain("app-start");
  });

  it("leaves chunks loaded later to lazy compilation", () => {
    const later = readdirSync(path.join(dir, "out")).filter((file) => file.endsWith(".chunk.js"));
    expect(later).toHaveLength(1);
    expect(read(later[0]!)).toContain("later-chunk");
    expect(read(later[0]!)).not.toContain(COMPILE_HINT);
  });

  it("keeps the source maps true: they shift by the hint's line", async () => {
    const code = read("app.js");
    const lines = code.split("\n");
    const line = lines.findIndex((text) => text.includes('"app-start"'));
    expect(line).toBe(1);
    const consumer = await new SourceMapConsumer(JSON.parse(read("app.js.map")));
    const original = consumer.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('"app-start"') });
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(3);
    consumer.destroy();
  });
});
