/**
 * Every page starts its scripts after its first contentful paint
 * (docs/decisions/010-scripts-after-first-paint.md). Gatsby ends each page with `<script src=… async>`
 * tags for the webpack
 * runtime, React and its own runtime. An async script runs as soon as it has arrived: from the
 * browser's cache, or on a fast line, that is before the page has painted, and the reader looks at
 * a blank page while React is compiled and evaluated. On a slow phone that is hundreds of
 * milliseconds. The page's text is all in the HTML and its style sheet is inlined, so nothing needs
 * the scripts to paint.
 *
 * Gatsby writes those tags once per build, into the scripts slice
 * (public/_gatsby/slices/_gatsby-scripts-1.html), and stitches that file into every page.
 * ScriptsAfterPaintPlugin (wired in plugins/reumanl-webpack for the browser build) replaces the tags there with
 * one small inline loader (`afterPaintLoader`), which adds the same scripts once the browser reports
 * the first contentful paint:
 *   - at once when the page is not visible (a background tab never paints);
 *   - after the next frame where the browser cannot report paints;
 *   - after 3 s at the latest.
 * React and the app chunk come first; the webpack runtime, fetched meanwhile, runs once both have
 * run and starts the app in a task of its own (whichever script arrived last used to start it
 * within its own evaluation: one long task).
 * Before Gatsby compares that file with what it would write, the plugin puts Gatsby's own tags back,
 * so Gatsby only stitches every page again when the scripts really changed, not on every build.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The scripts slice, relative to the project folder, as Gatsby's stats extractor writes it. */
export const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");

/** Gatsby's tag for one entry script (gatsby/dist/utils/gatsby-webpack-stats-extractor.js). */
const GATSBY_SCRIPT_TAG = /<script src="([^"<>]+)" async><\/script>/g;
const gatsbyScriptTag = (source: string) => `<script src="${source}" async></script>`;

const LOADER_ID = "scripts-after-paint";
// The list is the loader's last argument: the greedy [^<]* finds the last "([" of the script.
const LOADER = new RegExp(`<script id="${LOADER_ID}">[^<]*\\((\\[[^<\\]]*\\])\\)</script>`);

/**
 * The inline loader for these scripts. Each is async, as Gatsby's were; the webpack runtime (which
 * takes the chunks that ran before it from its global array, as webpack allows) is added when the
 * others have run, and starts the app.
 */
export function afterPaintLoader(sources: readonly string[]): string {
  const start =
    "var started=false;function start(){if(started)return;started=true;" +
    'var runtime=null,others=[];sources.forEach(function(src){if(/\\/webpack-runtime-[^/]*$/.test(src))runtime=src;else others.push(src)});' +
    'function add(src,done){var s=document.createElement("script");s.src=src;if(done)s.onload=s.onerror=done;document.body.appendChild(s)}' +
    "if(!runtime)return others.forEach(function(src){add(src)});" +
    'var link=document.createElement("link");link.rel="preload";link.setAttribute("as","script");link.href=runtime;document.head.appendChild(link);' +
    "var pending=others.length;others.forEach(function(src){add(src,function(){if(--pending===0)add(runtime)})})}";
  const wait =
    'if(document.visibilityState!=="visible")return start();' +
    'document.addEventListener("visibilitychange",start);setTimeout(start,3000);' +
    "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;" +
    'if(types&&types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){' +
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}' +
    '}).observe({type:"paint",buffered:true});' +
    "else requestAnimationFrame(function(){setTimeout(start,0)})";
  // JSON of plain paths: no "<" or "]" in them (Gatsby's file names are [name]-[hash].js).
  return `<script id="${LOADER_ID}">(function(sources){${start};${wait}})(${JSON.stringify(sources)})</script>`;
}

/** Gatsby's scripts slice with its async script tags replaced by the loader (unchanged if it has none). */
export function scriptsAfterPaint(slice: string): string {
  const sources = [...slice.matchAll(GATSBY_SCRIPT_TAG)].map((match) => match[1]!);
  if (sources.length === 0) return slice;
  let first = true;
  return slice.replace(GATSBY_SCRIPT_TAG, () => {
    if (!first) return "";
    first = false;
    return afterPaintLoader(sources);
  });
}

/** The scripts the loader in this HTML starts (none when it has no loader). */
export function afterPaintSources(html: string): string[] {
  const list = LOADER.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The slice as Gatsby wrote it: the loader replaced by Gatsby's tags again. */
export function gatsbyScriptTags(slice: string): string {
  return slice.replace(LOADER, (_loader, list: string) => (JSON.parse(list) as string[]).map(gatsbyScriptTag).join(""));
}

/** The part of webpack's compiler this plugin uses. */
export interface DoneHookCompiler {
  hooks: { done: { tapPromise(options: { name: string; stage: number }, run: () => Promise<void>): void } };
}

async function readSlice(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Rewrites the scripts slice after each browser build. Gatsby's stats extractor writes the slice in
 * webpack's `done` hook (stage 0) and, when the file's content differs from what it would write,
 * has every page stitched again. This plugin's first step (stage -100) puts Gatsby's tags back, its
 * second (stage 100) puts the loader in. When only the loader changed (a new version of this file),
 * `restitch` has Gatsby stitch the pages again.
 */
export class ScriptsAfterPaintPlugin {
  constructor(
    private readonly file: string,
    private readonly restitch: () => void,
  ) {}

  apply(compiler: DoneHookCompiler): void {
    let before: string | undefined;
    compiler.hooks.done.tapPromise({ name: "ScriptsAfterPaint", stage: -100 }, async () => {
      before = await readSlice(this.file);
      if (before !== undefined && afterPaintSources(before).length > 0) await writeFile(this.file, gatsbyScriptTags(before));
    });
    compiler.hooks.done.tapPromise({ name: "ScriptsAfterPaint", stage: 100 }, async () => {
      const gatsby = await readSlice(this.file);
      if (gatsby === undefined) return;
      const after = scriptsAfterPaint(gatsby);
      if (after !== gatsby) await writeFile(this.file, after);
      if (before !== undefined && before !== after && gatsbyScriptTags(before) === gatsby) this.restitch();
    });
  }
}
