import { readFileSync } from "node:fs";
import path from "node:path";
import { gatsbyCpuCount, persistentCacheOff, sourceMapsOff, swcMinifier } from "./build-speed";

const root = path.resolve(__dirname, "..", "..");
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json", { paths: [root] }));
// The plugin class Gatsby itself uses, from Gatsby's own resolution.
const TerserPlugin = require(require.resolve("terser-webpack-plugin", { paths: [gatsbyDir] })) as {
  new (options: Record<string, unknown>): { options: { exclude: unknown; parallel: unknown; minimizer: { implementation: unknown; options: Record<string, unknown> } } };
  swcMinify: (input: Record<string, string>, sourceMap: undefined, options: Record<string, unknown>) => Promise<{ code: string }>;
};
const CssMinimizer = class CssMinimizerPlugin {};

function gatsbyLike() {
  const terser = new TerserPlugin({ exclude: /\.min\.js/, parallel: 1, terserOptions: { ie8: false, mangle: { safari10: true } } });
  return { optimization: { minimizer: [terser, new CssMinimizer()] as unknown[] } };
}

describe("swcMinifier", () => {
  it("replaces Gatsby's Terser minimizer by SWC's in the same plugin, keeping its exclusions, parallelism and the CSS minimizer", () => {
    const config = gatsbyLike();
    const css = config.optimization.minimizer[1];
    expect(swcMinifier(config)).toBe(true);
    const [js, second] = config.optimization.minimizer as [InstanceType<typeof TerserPlugin>, unknown];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(js.options.exclude).toEqual(/\.min\.js/);
    expect(js.options.parallel).toBe(1);
    expect(second).toBe(css);
  });

  it("minifies with the options it passes to the installed SWC", async () => {
    const config = gatsbyLike();
    swcMinifier(config);
    const options = (config.optimization.minimizer[0] as InstanceType<typeof TerserPlugin>).options.minimizer.options;
    const source = "export function greet(longParameterName) { const unusedValue = 1; return 'Hallo ' + longParameterName; }";
    const { code } = await TerserPlugin.swcMinify({ "app.js": source }, undefined, { ...options, module: true });
    expect(code).toContain("Hallo ");
    expect(code).not.toContain("longParameterName");
    expect(code).not.toContain("unusedValue");
    expect(code.length).toBeLessThan(source.length);
  });

  it("changes nothing without a Terser minimizer", () => {
    const config = { optimization: { minimizer: [new CssMinimizer()] as unknown[] } };
    expect(swcMinifier(config)).toBe(false);
    expect(swcMinifier({})).toBe(false);
    expect(config.optimization.minimizer).toHaveLength(1);
  });

  // If a Gatsby upgrade changes these, the functions above would stop applying: look again.
  it("matches the Gatsby version installed: Terser minimizes scripts, each build stage has a webpack cache on disk and source maps", () => {
    const utils = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack-utils.js"), "utf8");
    expect(utils).toMatch(/plugins\.minifyJs = \([\s\S]*?new _terserWebpackPlugin\.default\(/);
    const webpackConfig = readFileSync(path.join(gatsbyDir, "dist", "utils", "webpack.config.js"), "utf8");
    expect(webpackConfig).toMatch(/type: `filesystem`,[\s\S]*?config\.cache = cacheConfig;/);
    expect(webpackConfig).toMatch(/case `build-html`:\s*case `build-javascript`:\s*return `source-map`;/);
  });
});

describe("persistentCacheOff", () => {
  it("is on only when WEBPACK_CACHE is off (npm start)", () => {
    expect(persistentCacheOff({ WEBPACK_CACHE: "off" })).toBe(true);
    expect(persistentCacheOff({})).toBe(false);
    expect(persistentCacheOff({ WEBPACK_CACHE: "on" })).toBe(false);
  });
});

describe("sourceMapsOff", () => {
  it("is on only when SOURCE_MAPS is off (npm start)", () => {
    expect(sourceMapsOff({ SOURCE_MAPS: "off" })).toBe(true);
    expect(sourceMapsOff({})).toBe(false);
    expect(sourceMapsOff({ SOURCE_MAPS: "on" })).toBe(false);
  });
});

describe("gatsbyCpuCount", () => {
  it("asks Gatsby for one worker per logical core: the count it is given minus one", () => {
    expect(gatsbyCpuCount({}, 2)).toBe("3");
    expect(gatsbyCpuCount({}, 4)).toBe("5");
  });

  it("starts at most eight workers", () => {
    expect(gatsbyCpuCount({}, 32)).toBe("9");
  });

  it("leaves Gatsby's choice on a single core and when GATSBY_CPU_COUNT is set", () => {
    expect(gatsbyCpuCount({}, 1)).toBeUndefined();
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "1" }, 4)).toBeUndefined();
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "logical_cores" }, 4)).toBeUndefined();
  });
});
