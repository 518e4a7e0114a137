/**
 * Local Gatsby plugin: every change the site makes to Gatsby's webpack and Babel configuration, and
 * the build fixes around Gatsby's output, in one place (docs/ARCHITECTURE.md, "Build"). The site's
 * own gatsby-node.ts only sources content and creates pages.
 *
 * Webpack (onCreateWebpackConfig):
 *   - texts in the browser bundle only (docs/decisions/008-texts-in-the-browser.md): `react-i18next`
 *     resolves to src/i18n/react-i18next.browser.ts, which sets up the browser's i18next before
 *     re-exporting the package, and src/i18n/resources to resources.browser.ts (the page's texts
 *     plus namespaces loaded on demand); the HTML renderer keeps every namespace;
 *   - the production browser build (src/build/browser-bundle.ts, docs/decisions/006 and 009): short
 *     names for the chunks loaded on demand and the shared-chunk naming fix, one style sheet per page
 *     template, and Gatsby runtime modules that never run here replaced with an empty module;
 *   - build speed (src/build/build-speed.ts, docs/decisions/005): SWC minifier, and under
 *     `npm start` no webpack cache on disk and no source maps;
 *   - every page starts its scripts after its first paint (src/build/scripts-after-paint.ts,
 *     docs/decisions/010): a webpack plugin rewrites Gatsby's scripts slice after each browser build;
 *   - the entry scripts start with V8's compile hint (src/build/compile-hints.ts, docs/decisions/011).
 * Babel (onCreateBabelConfig): the browser bundle targets Gatsby's own modern browser list.
 * Around Gatsby's output: onPreBuild puts the client-only preview page's HTML back where an
 * incremental build looks for it (src/build/client-only-html.ts); onPostBuild copies the forum's
 * and the stories' page shells to public/_shells/ (src/build/forum-shells.ts).
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { idleRuntimeModules, shortenChunkFileNames, stylesPerTemplate, type BrowserPlugin, type ChunkNamingConfig, type StylesConfig } from "../../src/build/browser-bundle";
import { persistentCacheOff, sourceMapsOff, swcMinifier, type MinimizerConfig } from "../../src/build/build-speed";
import { restoreClientOnlyHtml } from "../../src/build/client-only-html";
import { copyForumShells } from "../../src/build/forum-shells";
import { CompileHintsPlugin } from "../../src/build/compile-hints";
import { SCRIPTS_SLICE, ScriptsAfterPaintPlugin } from "../../src/build/scripts-after-paint";

type BrowserBuildConfig = ChunkNamingConfig & StylesConfig & MinimizerConfig & { cache?: unknown; devtool?: unknown };

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, store, getConfig, reporter }) => {
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig() as BrowserBuildConfig;
    let changed = false;
    if (stage === "build-javascript") {
      const named = shortenChunkFileNames(config);
      if (!named) reporter.warn("Gatsby's chunk naming has changed: chunk names and shared chunks stay as Gatsby makes them (src/build/browser-bundle.ts)");
      const styled = stylesPerTemplate(config);
      if (!styled) reporter.warn("Gatsby's style sheet bundling has changed: every page keeps all of the site's CSS (src/build/browser-bundle.ts)");
      const minified = swcMinifier(config);
      if (!minified) reporter.warn("Gatsby's minimizer has changed: scripts are minified by Terser, which is slower (src/build/build-speed.ts)");
      changed = named || styled || minified;
    }
    if (persistentCacheOff()) {
      config.cache = false;
      changed = true;
    }
    if (sourceMapsOff()) {
      config.devtool = false;
      changed = true;
    }
    if (changed) actions.replaceWebpackConfig(config);
  }
  const i18n = path.resolve("src", "i18n");
  const reactI18next = path.join(path.dirname(createRequire(path.resolve("package.json")).resolve("react-i18next/package.json")), "dist", "es", "index.js");
  const browser = stage === "develop" || stage === "build-javascript";
  actions.setWebpackConfig({
    // When only the loader changed, Gatsby is told to stitch the pages again (an internal action of
    // its own, the one its stats extractor dispatches when the scripts change). The entry scripts
    // get V8's compile hint (docs/decisions/011).
    plugins:
      stage === "build-javascript"
        ? [new ScriptsAfterPaintPlugin(path.resolve(SCRIPTS_SLICE), () => store.dispatch({ type: "SLICES_SCRIPTS_REGENERATED" })), new CompileHintsPlugin()]
        : [],
    resolve: {
      alias: {
        "react-i18next-package$": reactI18next,
        ...(browser
          ? {
              "react-i18next$": path.join(i18n, "react-i18next.browser.ts"),
              [path.join(i18n, "resources")]: path.join(i18n, "resources.browser.ts"),
            }
          : {}),
        ...(stage === "build-javascript"
          ? idleRuntimeModules(path.resolve("."), (store.getState() as { flattenedPlugins: BrowserPlugin[] }).flattenedPlugins)
          : {}),
      },
    },
  });
};

/**
 * The browser bundle is compiled for the browsers Gatsby 5 targets by default (modern, ES modules).
 * Without explicit targets babel-preset-gatsby also rewrites every class and spread for very old
 * browsers (helpers such as wrapNativeSuper on every page); with them, only what those browsers
 * lack is rewritten.
 */
const BROWSER_TARGETS = [">0.25% and supports es6-module", "not dead and supports es6-module"];

export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ stage, actions }) => {
  if (stage !== "develop" && stage !== "build-javascript") return;
  actions.setBabelPreset({ name: "babel-preset-gatsby", options: { targets: BROWSER_TARGETS } });
};

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const restored = restoreClientOnlyHtml(path.join(program.directory, "public"));
  if (restored.length) reporter.verbose(`restored ${restored.join(", ")} for the incremental build`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const shells = copyForumShells(path.resolve("public"));
  reporter.verbose(`forum shells: ${shells.join(", ") || "none"}`);
};
