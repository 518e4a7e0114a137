import path from "node:path";
import { CompileHintsPlugin } from "../../src/build/compile-hints";
import { ScriptsAfterPaintPlugin } from "../../src/build/scripts-after-paint";
import { onCreateBabelConfig, onCreateWebpackConfig } from "./gatsby-node";

const root = path.resolve(__dirname, "..", "..");
const i18n = path.join(root, "src", "i18n");

/** The parts of Gatsby's browser configuration that the plugin changes, as Gatsby 5 writes them. */
function gatsbyBrowserConfig() {
  class MiniCssExtractPlugin {
    options = { chunkFilename: "[name].[contenthash].css" };
  }
  class TerserPlugin {
    static swcMinify = () => undefined;
    constructor(readonly options: Record<string, unknown> = {}) {}
  }
  return {
    output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    optimization: {
      splitChunks: { cacheGroups: { shared: { name: () => "sha1" }, styles: { name: "styles", enforce: true } } as Record<string, unknown> },
      minimizer: [new TerserPlugin()],
    },
    plugins: [new MiniCssExtractPlugin()],
  };
}

function run(stage: string, config = gatsbyBrowserConfig()) {
  const replaced: unknown[] = [];
  const set: Array<{ plugins: unknown[]; resolve: { alias: Record<string, string> } }> = [];
  const warnings: string[] = [];
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: unknown) => replaced.push(next), setWebpackConfig: (next: never) => set.push(next) },
    store: { getState: () => ({ flattenedPlugins: [{ name: "default-site-plugin", browserAPIs: ["wrapPageElement"] }] }) },
    reporter: { warn: (message: string) => warnings.push(message) },
  };
  (onCreateWebpackConfig as unknown as (a: typeof args) => void)(args);
  return { config, replaced, alias: set[0]!.resolve.alias, plugins: set[0]!.plugins, warnings };
}

describe("the site's webpack plugin", () => {
  it("changes Gatsby's browser build: short chunk names, style sheets per template, SWC, texts, idle runtime modules, scripts after paint, compile hints", () => {
    const { config, replaced, alias, plugins, warnings } = run("build-javascript");
    expect(plugins).toEqual([expect.any(ScriptsAfterPaintPlugin), expect.any(CompileHintsPlugin)]);
    expect(warnings).toEqual([]);
    expect(replaced).toEqual([config]);
    expect(config.output.chunkFilename).toBe("[id]-[contenthash:8].js");
    expect(config.optimization.splitChunks.cacheGroups.styles).toBeUndefined();
    expect(alias["react-i18next$"]).toBe(path.join(i18n, "react-i18next.browser.ts"));
    expect(alias[path.join(i18n, "resources")]).toBe(path.join(i18n, "resources.browser.ts"));
    expect(Object.values(alias)).toContain(path.join(root, "src", "build", "empty-module.ts"));
  });

  it("leaves the HTML renderer every namespace and Gatsby's runtime, and says when Gatsby's configuration looks different", () => {
    const { alias, plugins } = run("build-html");
    expect(Object.keys(alias)).toEqual(["react-i18next-package$"]);
    expect(plugins).toEqual([]);
    const { replaced, warnings } = run("build-javascript", { output: {}, optimization: {}, plugins: [] } as never);
    expect(replaced).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  it("compiles the browser bundle for Gatsby's modern browser list", () => {
    const presets: unknown[] = [];
    const args = { stage: "build-javascript", actions: { setBabelPreset: (preset: unknown) => presets.push(preset) } };
    (onCreateBabelConfig as unknown as (a: typeof args) => void)(args);
    expect(presets).toEqual([{ name: "babel-preset-gatsby", options: { targets: [">0.25% and supports es6-module", "not dead and supports es6-module"] } }]);
  });
});
