/**
 * Local Gatsby plugin: the site's changes to Gatsby's webpack and Babel configuration, and the
 * fixes around Gatsby's output (docs/ARCHITECTURE.md, "Build"). What relies on Gatsby's internals
 * is src/build/gatsby-internals.ts; this file wires it:
 *   - onPreInit: the installed Gatsby family must be the pinned versions, or the build stops;
 *   - onCreateWebpackConfig: the browser build's tricks (a configuration that does not look as they
 *     expect stops the build), build speed under `npm start` (src/build/build-speed.ts);
 *   - onCreateBabelConfig: Gatsby's modern browser list (its documented setBabelPreset);
 *   - onPreBuild: client-only HTML back where Gatsby stitches;
 *   - onPostBuild: the forum's and stories' page shells to public/_shells/, then every trick's check
 *     (a failed check fails the build).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { persistentCacheOff, sourceMapsOff } from "../../src/build/build-speed";
import { copyForumShells, PAGE_SHELL_FILES } from "../../src/build/forum-shells";
import { inlineScriptProblems, rewriteBuiltPages } from "../../src/build/inline-scripts";
import { PAGE_CSP } from "../../functions/_shared/security-headers";
import {
  BROWSER_CONFIG_TRICKS,
  browserPlugins,
  buildProblems,
  idleRuntimeModules,
  restoreClientOnlyHtml,
  versionProblems,
  webpackRecord,
  WebpackOptionsRecorder,
  type BrowserConfig,
  type GatsbyStore,
} from "../../src/build/gatsby-internals";

const UPGRADE = "docs/gatsby-upgrade.md";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = versionProblems(path.resolve("."));
  if (problems.length) reporter.panic(`Gatsby is not the pinned version (${UPGRADE}):\n  ${problems.join("\n  ")}`);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  store,
  getConfig,
  reporter,
}) => {
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig() as BrowserConfig & { cache?: unknown; devtool?: unknown };
    if (stage === "build-javascript") {
      const missed = Object.entries(BROWSER_CONFIG_TRICKS).flatMap(([name, trick]) => (trick(config) ? [] : [name]));
      if (missed.length)
        reporter.panic(
          `Gatsby's browser configuration is not as ${missed.join(", ")} expect (src/build/gatsby-internals.ts, ${UPGRADE})`,
        );
    }
    if (persistentCacheOff()) config.cache = false;
    if (sourceMapsOff()) config.devtool = false;
    actions.replaceWebpackConfig(config);
  }
  const gatsbyStore = store as unknown as GatsbyStore;
  actions.setWebpackConfig({
    plugins: stage === "build-javascript" ? [new WebpackOptionsRecorder()] : [],
    resolve: {
      alias: stage === "build-javascript" ? idleRuntimeModules(path.resolve("."), browserPlugins(gatsbyStore)) : {},
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

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const restored = restoreClientOnlyHtml(path.resolve("public"));
  if (restored.length) reporter.verbose(`restored ${restored.join(", ")} for the incremental build`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, store }) => {
  const publicDir = path.resolve("public");
  // Before the shells are copied: they are pages too (src/build/inline-scripts.ts, decision 331).
  reporter.verbose(`inline scripts: ${rewriteBuiltPages(publicDir)} pages rewritten`);
  const shells = copyForumShells(publicDir);
  reporter.verbose(`page shells: ${shells.join(", ") || "none"}`);
  const problems = buildProblems({
    publicDir,
    shells: PAGE_SHELL_FILES,
    store: store as unknown as GatsbyStore,
    minifier: webpackRecord.minifier,
  });
  if (problems.length)
    reporter.panicOnBuild(
      `Gatsby-internal tricks did not take effect (src/build/gatsby-internals.ts, ${UPGRADE}):\n  ${problems.join("\n  ")}`,
    );
  else reporter.info("gatsby internals: every trick took effect");
  const scripts = inlineScriptProblems(publicDir, PAGE_CSP);
  if (scripts.length)
    reporter.panicOnBuild(
      `Inline scripts the CSP does not allow (functions/_shared/security-headers.ts PAGE_SCRIPT_HASHES, decision 331):\n  ${scripts.slice(0, 20).join("\n  ")}${scripts.length > 20 ? `\n  … ${scripts.length - 20} more` : ""}`,
    );
  else reporter.info("inline scripts: every one has its hash in the CSP");
};
