/**
 * The layers of src/ (docs/ARCHITECTURE.md, "Folders"), checked over the import graph of every file
 * under src/: its imports, exports from, dynamic imports and require calls (read by TypeScript's own
 * pre-processor) and a style sheet's @import.
 *   - a feature (src/features/<a>/) imports its own folder, src/platform, src/components,
 *     src/domain, src/i18n and src/styles: never another feature, the shell, the blocks or a page;
 *   - src/platform and src/components import no feature, no shell, no blocks and no page;
 *   - src/domain imports nothing of the site's React parts;
 *   - no file-level import cycle, in src/ and in functions/.
 * And by static imports: the shell reaches no zod; nothing under functions/ reaches the gatsby package.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(__dirname, "..");
const src = path.join(root, "src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mts|css)$/.test(name) ? [full] : [];
  });
}

const EXTENSIONS = ["", ".ts", ".tsx", ".d.ts", ".js", ".json", ".css", "/index.ts", "/index.tsx"];

/** The file a relative specifier names, or null for a package (or a template path, import(`./x/${y}`)). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  // TypeScript's ESM spelling: "./x.mjs" names x.mts.
  const base = path.resolve(path.dirname(from), specifier.replace(/\.mjs$/, ".mts"));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
}

export function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = file.endsWith(".css")
    ? [...text.matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)].map((match) => match[1]!)
    : ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  return specifiers.flatMap((specifier) => {
    if (specifier.includes("${")) return [];
    const target = resolve(file, specifier);
    return target ? [target] : [];
  });
}

const files = filesUnder(src);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** "features/stories", "platform", "components", "shell", ... for a file under src/ (else its top folder outside src). */
export function areaOf(file: string): string {
  const relative = path.relative(src, file);
  if (relative.startsWith("..")) return path.relative(root, file).split(path.sep)[0]!;
  const [top, second] = relative.split(path.sep);
  if (top === "features") return second && !/\.(ts|tsx|css)$/.test(second) ? `features/${second}` : "features/(file)";
  return relative.includes(path.sep) ? top! : "(src file)";
}

const BELOW_FEATURES = new Set(["platform", "components", "domain", "i18n", "styles", "test-support"]);

/** Why this import breaks the layers, or null when it is allowed. */
export function brokenRule(fromArea: string, toArea: string): string | null {
  if (fromArea === toArea) return null;
  if (fromArea === "features/(file)") return "a file directly under src/features/ (features live in folders)";
  if (fromArea.startsWith("features/")) return BELOW_FEATURES.has(toArea) ? null : `a feature imports ${toArea}`;
  if (fromArea === "platform" || fromArea === "components")
    return BELOW_FEATURES.has(toArea) ? null : `${fromArea} imports ${toArea}`;
  if (fromArea === "domain")
    return ["features", "platform", "components", "shell", "blocks", "pages", "templates"].some(
      (area) => toArea === area || toArea.startsWith(`${area}/`),
    )
      ? `domain imports ${toArea}`
      : null;
  return null;
}

/** Every file-level cycle of a graph, as "a -> b -> a" with paths from the repository's root. */
function cyclesOf(graph: Map<string, string[]>, files: string[]): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === "open")
        cycles.push(
          stack
            .slice(stack.indexOf(target))
            .concat(target)
            .map((f) => path.relative(root, f))
            .join(" -> "),
        );
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe("the import graph of src/", () => {
  it("reads every kind of import", () => {
    // A dynamic import (the story's reaction form, loaded on demand) and a style sheet's @import.
    const relativeImports = (file: string) =>
      graph.get(path.join(src, file))!.map((target) => path.relative(src, target));
    expect(relativeImports("features/stories/StoryReactions.tsx")).toContain("components/community/ReactionForm.tsx");
    expect(relativeImports("features/stories/stories.css")).toEqual(["styles/community.css"]);
    expect(brokenRule("features/stories", "features/community")).toBe("a feature imports features/community");
    expect(brokenRule("features/inbox", "shell")).toBe("a feature imports shell");
    expect(brokenRule("components", "features/community")).toBe("components imports features/community");
    expect(brokenRule("platform", "shell")).toBe("platform imports shell");
    expect(brokenRule("features/stories", "components")).toBeNull();
    expect(brokenRule("shell", "features/stories")).toBeNull();
  });

  it("keeps features apart and the platform and the components below them", () => {
    const broken: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const rule = brokenRule(areaOf(file), areaOf(target));
        if (rule) broken.push(`${path.relative(root, file)} -> ${path.relative(root, target)}: ${rule}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("has no import cycle between files", () => {
    expect(cyclesOf(graph, files)).toEqual([]);
  });
});

describe("the import graph of functions/", () => {
  const functionFiles = filesUnder(path.join(root, "functions"));
  const functionGraph = new Map(functionFiles.map((file) => [file, importsOf(file)]));

  it("finds a cycle when there is one", () => {
    const [a, b, c] = ["functions/a.ts", "functions/b.ts", "functions/c.ts"].map((f) => path.join(root, f));
    const made = new Map([
      [a!, [b!]],
      [b!, [c!]],
      [c!, [a!]],
    ]);
    expect(cyclesOf(made, [a!, b!, c!])).toEqual([
      "functions/a.ts -> functions/b.ts -> functions/c.ts -> functions/a.ts",
    ]);
  });

  it("has no import cycle between files", () => {
    expect(functionFiles.length).toBeGreaterThan(300);
    expect(functionGraph.get(path.join(root, "functions/_shared/http-db.ts"))).toContain(
      path.join(root, "functions/_shared/http.ts"),
    );
    expect(cyclesOf(functionGraph, functionFiles)).toEqual([]);
  });
});

describe("what every page loads", () => {
  /** The modules a file imports statically (`import type` is erased, `import()` loads later): relative files and packages. */
  function staticImports(file: string): { files: string[]; packages: string[] } {
    if (file.endsWith(".css") || file.endsWith(".json")) return { files: [], packages: [] };
    const text = readFileSync(file, "utf8");
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm),
    ].map((match) => match[1]!);
    const files: string[] = [];
    const packages: string[] = [];
    for (const specifier of specifiers) {
      const target = resolve(file, specifier);
      if (target) files.push(target);
      else packages.push(specifier);
    }
    return { files, packages };
  }

  /** Each package `starts` reach by static imports, with the chain of files that leads to it. */
  function packagesReachedFrom(starts: string[]): Map<string, string> {
    const seen = new Map<string, string>(starts.map((start) => [start, path.relative(root, start)]));
    const packages = new Map<string, string>();
    const queue = [...starts];
    while (queue.length) {
      const file = queue.shift()!;
      const { files: targets, packages: used } = staticImports(file);
      for (const name of used) if (!packages.has(name)) packages.set(name, seen.get(file)!);
      for (const target of targets) {
        if (seen.has(target)) continue;
        seen.set(target, `${seen.get(file)} -> ${path.relative(root, target)}`);
        queue.push(target);
      }
    }
    return packages;
  }

  it("keeps zod (the forms' schemas, ~27 KB gzipped) out of the shell: the menu and header come with every page", () => {
    const packages = packagesReachedFrom([path.join(src, "shell", "Layout.tsx")]);
    expect([...packages.keys()]).toContain("react");
    expect(packages.get("zod") ?? null).toBeNull();
  });

  it("keeps Gatsby out of the functions, which render some views themselves (forum and story pages)", () => {
    const starts = filesUnder(path.join(root, "functions")).filter((file) => !/\.test\.m?tsx?$/.test(file));
    const packages = packagesReachedFrom(starts);
    // The views the functions render are reached (ConversationView through functions/forum-page).
    expect([...packages.keys()]).toContain("react");
    expect(packages.get("gatsby") ?? null).toBeNull();
  });
});
