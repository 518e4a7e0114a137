import path from "node:path";
import { WebpackOptionsRecorder } from "../../src/build/gatsby-internals";
import { onCreateBabelConfig, onCreateWebpackConfig } from "./gatsby-node";

const root = path.resolve(__dirname, "..", "..");

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
      splitChunks: {
        cacheGroups: { shared: { name: () => "sha1" }, styles: { name: "styles", enforce: true } } as Record<
          string,
          unknown
        >,
      },
      minimizer: [new TerserPlugin()],
    },
    plugins: [new MiniCssExtractPlugin()],
  };
}

function run(stage: string, config = gatsbyBrowserConfig()) {
  const replaced: unknown[] = [];
  const set: Array<{ plugins: unknown[]; resolve: { alias: Record<string, string> } }> = [];
  const panics: string[] = [];
  const args = {
    stage,
    getConfig: () => config,
    actions: {
      replaceWebpackConfig: (next: unknown) => replaced.push(next),
      setWebpackConfig: (next: never) => set.push(next),
    },
    store: {
      getState: () => ({ flattenedPlugins: [{ name: "default-site-plugin", browserAPIs: ["wrapPageElement"] }] }),
      dispatch: () => undefined,
    },
    reporter: {
      panic: (message: string) => {
        panics.push(message);
        throw new Error(message);
      },
    },
  };
  try {
    (onCreateWebpackConfig as unknown as (a: typeof args) => void)(args);
  } catch (error) {
    if (!panics.length) throw error;
    return { config, replaced, alias: {} as Record<string, string>, plugins: [] as unknown[], panics };
  }
  return { config, replaced, alias: set[0]!.resolve.alias, plugins: set[0]!.plugins, panics };
}

describe("the site's webpack plugin", () => {
  it("changes Gatsby's browser build: short chunk names, style sheets per template, SWC, idle runtime modules, and records the minifier webpack runs with", () => {
    const { config, replaced, alias, plugins, panics } = run("build-javascript");
    expect(plugins).toEqual([expect.any(WebpackOptionsRecorder)]);
    expect(panics).toEqual([]);
    expect(replaced).toEqual([config]);
    expect(config.output.chunkFilename).toBe("[id]-[contenthash:8].js");
    expect(config.optimization.splitChunks.cacheGroups.styles).toBeUndefined();
    expect(Object.values(alias)).toContain(path.join(root, "src", "build", "empty-module.ts"));
  });

  it("leaves the HTML renderer Gatsby's runtime, and stops the build when Gatsby's configuration looks different", () => {
    const { alias, plugins } = run("build-html");
    expect(Object.keys(alias)).toEqual([]);
    expect(plugins).toEqual([]);
    const { replaced, panics } = run("build-javascript", { output: {}, optimization: {}, plugins: [] } as never);
    expect(replaced).toEqual([]);
    expect(panics).toEqual([expect.stringContaining("not as chunkNames, stylesPerTemplate, swcMinifier expect")]);
  });

  it("compiles the browser bundle for Gatsby's modern browser list", () => {
    const presets: unknown[] = [];
    const args = { stage: "build-javascript", actions: { setBabelPreset: (preset: unknown) => presets.push(preset) } };
    (onCreateBabelConfig as unknown as (a: typeof args) => void)(args);
    expect(presets).toEqual([
      {
        name: "babel-preset-gatsby",
        options: { targets: [">0.25% and supports es6-module", "not dead and supports es6-module"] },
      },
    ]);
  });
});
