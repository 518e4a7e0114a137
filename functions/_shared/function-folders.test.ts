/**
 * The import rules of functions/ (docs/decisions/380-one-caller-and-function-folders.md), over the
 * import graph of every .ts/.tsx/.mts file (imports, `import type`, dynamic import() and require):
 *
 * 1. A function folder (functions/<name>/, one Netlify function) imports only its own files,
 *    functions/_shared (platform), functions/_community (the community domain) and the allowed
 *    places outside functions/ below. Never another function folder: what two functions share
 *    moves to _shared or _community.
 * 2. functions/_shared and functions/_community never import a function folder; _shared never
 *    imports _community (the platform sits below the community).
 * 3. Tests (*.test.ts) and functions/_shared/test-support/ may import another function's entry,
 *    functions/<name>/<name>.mts (its HTTP handler or scheduled entry, as Netlify calls it): that
 *    is its public face, never its internals.
 * 4. Outside functions/: src/domain/, src/i18n/, src/blocks/ (the sanitiser shared with the
 *    build), src/build/redirects.ts (permanent-redirect) and content-model/; the server-rendered
 *    pages (forum-page, story-page, and _shared/rendered-page.ts) also the views they render from
 *    src/features/, src/components/ and src/platform/; tests also scripts/, src/test-support/,
 *    src/build/ (what the build makes, which a test compares with what a function answers) and
 *    drupal/ (the Drupal module whose calls a test replays).
 * 5. Inside functions/_community, the aggregates (one folder each) depend one way: no two folders
 *    import each other, directly or round a cycle, and the root modules (context.ts, errors.ts,
 *    queries.ts ...) import no aggregate.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const FUNCTIONS = path.join(ROOT, "functions");

const OUTSIDE_ALLOWED = ["src/domain/", "src/i18n/", "src/blocks/", "src/build/redirects.ts", "content-model/"];
const PAGE_VIEWS = ["src/features/", "src/components/", "src/platform/"];
const PAGE_RENDERERS = ["functions/forum-page/", "functions/story-page/", "functions/_shared/rendered-page.ts"];
const TEST_ONLY = ["scripts/", "src/test-support/", "src/build/", "drupal/"];

type Edge = { from: string; to: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file a relative specifier names (".mjs" names its ".mts"), or null for a package. */
function resolve(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.mjs$/, ".mts"));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, "index.ts")];
  const found = candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
  return path
    .relative(ROOT, found ?? base)
    .split(path.sep)
    .join("/");
}

function importsOf(file: string): Edge[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  const from = path.relative(ROOT, file).split(path.sep).join("/");
  return importedFiles.flatMap(({ fileName }) => {
    const to = resolve(file, fileName);
    return to ? [{ from, to }] : [];
  });
}

const EDGES = sourceFiles(FUNCTIONS).flatMap(importsOf);

/** "account-data" for functions/account-data/..., "_shared", "_community", or null outside functions/. */
const folderOf = (file: string): string | null => (file.startsWith("functions/") ? (file.split("/")[1] ?? null) : null);
const isTest = (file: string) =>
  /\.test\.(ts|tsx|mts)$/.test(file) || file.startsWith("functions/_shared/test-support/");
const isEntry = (file: string) => {
  const [, folder, name] = file.split("/");
  return file.split("/").length === 3 && name === `${folder}.mts`;
};
const isHome = (folder: string) => folder === "_shared" || folder === "_community";

function broken(edge: Edge): string | null {
  const fromFolder = folderOf(edge.from)!;
  const toFolder = folderOf(edge.to);
  if (toFolder === null) {
    if (OUTSIDE_ALLOWED.some((prefix) => edge.to.startsWith(prefix))) return null;
    if (
      PAGE_VIEWS.some((prefix) => edge.to.startsWith(prefix)) &&
      PAGE_RENDERERS.some((prefix) => edge.from.startsWith(prefix))
    )
      return null;
    if (
      isTest(edge.from) &&
      (TEST_ONLY.some((prefix) => edge.to.startsWith(prefix)) ||
        PAGE_VIEWS.some((prefix) => edge.to.startsWith(prefix)))
    )
      return null;
    return "imports a place outside functions/ that the rules do not allow";
  }
  if (toFolder === fromFolder) return null;
  if (toFolder === "_shared") return null;
  if (toFolder === "_community")
    return fromFolder === "_shared" ? "the platform (_shared) imports the community" : null;
  if (isTest(edge.from) && isEntry(edge.to)) return null;
  return isHome(fromFolder)
    ? "a shared home imports a function folder"
    : "a function folder imports another function folder";
}

/** The folder of a _community module: its aggregate, or "(root)" for the modules beside them. */
function communityPartOf(file: string): string | null {
  if (!file.startsWith("functions/_community/")) return null;
  const parts = file.split("/");
  return parts.length > 3 ? parts[2]! : "(root)";
}

/** Every cycle of the _community folder graph (production code), as "a -> b -> a". */
function communityCycles(edges: Edge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (isTest(edge.from)) continue;
    const from = communityPartOf(edge.from);
    const to = communityPartOf(edge.to);
    if (!from || !to || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  const cycles: string[] = [];
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) cycles.push([...trail.slice(at), next].join(" -> "));
      else visit(next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) visit(start, [start]);
  return [...new Set(cycles.map((cycle) => cycle))].sort();
}

describe("the import graph of functions/", () => {
  it("reads the imports of the function folders (the rules are checked on something)", () => {
    expect(EDGES.length).toBeGreaterThan(1000);
    expect(EDGES).toContainEqual({ from: "functions/groups/groups.mts", to: "functions/_community/context.ts" });
    expect(EDGES).toContainEqual({
      from: "functions/_shared/test-support/api.ts",
      to: "functions/custom-user/custom-user.mts",
    });
  });

  it("has function folders that meet only in _shared and _community, and shared homes that import no function", () => {
    const problems = EDGES.flatMap((edge) => {
      const problem = broken(edge);
      return problem ? [`${edge.from} -> ${edge.to}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("finds a function folder that imports another one's internals, and allows a test to call another function's entry", () => {
    expect(broken({ from: "functions/story-page/page.ts", to: "functions/forum-page/page.ts" })).toBe(
      "a function folder imports another function folder",
    );
    expect(broken({ from: "functions/_community/search/recommended.ts", to: "functions/profiles/queries.ts" })).toBe(
      "a shared home imports a function folder",
    );
    expect(broken({ from: "functions/_shared/http-db.ts", to: "functions/_community/context.ts" })).toBe(
      "the platform (_shared) imports the community",
    );
    expect(broken({ from: "functions/inbox/inbox.integration.test.ts", to: "functions/custom-user/service.ts" })).toBe(
      "a function folder imports another function folder",
    );
    expect(
      broken({ from: "functions/inbox/inbox.integration.test.ts", to: "functions/custom-user/custom-user.mts" }),
    ).toBeNull();
    expect(broken({ from: "functions/groups/groups.mts", to: "src/features/community/GroupContent.tsx" })).toBe(
      "imports a place outside functions/ that the rules do not allow",
    );
    expect(broken({ from: "functions/forum-page/page.ts", to: "src/features/community/GroupContent.tsx" })).toBeNull();
  });

  it("has community aggregates that depend one way", () => {
    expect(communityCycles(EDGES)).toEqual([]);
    const rootImports = EDGES.filter(
      (edge) =>
        !isTest(edge.from) &&
        communityPartOf(edge.from) === "(root)" &&
        ![null, "(root)"].includes(communityPartOf(edge.to)),
    );
    expect(rootImports).toEqual([]);
  });

  it("finds a pair of community folders that import each other", () => {
    const pair = [
      { from: "functions/_community/groups/service.ts", to: "functions/_community/conversations/lists.ts" },
      { from: "functions/_community/conversations/service.ts", to: "functions/_community/groups/queries.ts" },
    ];
    expect(communityCycles(pair)).toEqual([
      "conversations -> groups -> conversations",
      "groups -> conversations -> groups",
    ]);
  });
});
