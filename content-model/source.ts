/**
 * Sample content as authors write it: small JSON files under content-model/sample/ that use the
 * Drupal machine names of model.ts. This module reads them into "source entities"; normalize.ts
 * turns those into JSON:API resources.
 *
 * Layout (see README.md):
 *   users.json, media.json, dossiers.json, menus.json, homepage.json
 *   articles/<section>/<slug>.json   medical_article at /<section>/<slug>
 *   nodes/<bundle>/<slug>.json       any other node bundle (needs "path")
 */
import fs from "node:fs";
import path from "node:path";

/** One entity before normalisation: field machine names as keys, references by key. */
export interface SourceEntity {
  /** JSON:API resource type, e.g. "node--medical_article". */
  type: string;
  /** Unique within its type; the resource uuid is derived from type and key. */
  key: string;
  [field: string]: unknown;
}

export interface MenuSourceItem {
  key: string;
  title: string;
  link: string;
  expanded?: boolean;
  enabled?: boolean;
  description?: string;
  children?: MenuSourceItem[];
  /** Featured-item texts (field_featured_*), passed through to the menu link. */
  [field: `field_${string}`]: unknown;
}

export const ARTICLE_SECTIONS = ["over-reuma", "leven-met-reuma"] as const;

function readJson<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch (error) {
    throw new Error(`content-model: cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

function readOptional<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? readJson<T>(file) : fallback;
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));
}

function withType(type: string, items: Array<Record<string, unknown>>, what: string): SourceEntity[] {
  return items.map((item, index) => {
    if (typeof item.key !== "string" || item.key === "") {
      throw new Error(`content-model: ${what} item ${index} has no "key"`);
    }
    return { ...item, type: typeof item.type === "string" ? item.type : type, key: item.key };
  });
}

/** Menu items become menu_link_content entities; "parent" is resolved by the normaliser. */
function menuSources(menus: Record<string, MenuSourceItem[]>): SourceEntity[] {
  const out: SourceEntity[] = [];
  const walk = (menu: string, items: MenuSourceItem[], parentKey: string | null) => {
    items.forEach((item, index) => {
      const key = `${menu}/${parentKey ? `${parentKey}/` : ""}${item.key}`;
      out.push({
        type: "menu_link_content--menu_link_content",
        key,
        title: item.title,
        menu_name: menu,
        link: item.link,
        weight: index,
        expanded: item.expanded ?? false,
        enabled: item.enabled ?? true,
        description: item.description ?? null,
        parent: parentKey ? `${menu}/${parentKey}` : null,
        ...Object.fromEntries(Object.entries(item).filter(([name]) => name.startsWith("field_"))),
      });
      if (item.children?.length) walk(menu, item.children, parentKey ? `${parentKey}/${item.key}` : item.key);
    });
  };
  for (const [menu, items] of Object.entries(menus)) walk(menu, items, null);
  return out;
}

/** Reads every sample file under `root/sample`. Order is stable (sorted file names). */
export function loadSampleSources(root: string): SourceEntity[] {
  const sample = path.join(root, "sample");
  if (!fs.existsSync(sample)) throw new Error(`content-model: no sample folder at ${sample}`);

  const sources: SourceEntity[] = [
    ...withType("user--user", readOptional(path.join(sample, "users.json"), []), "users.json"),
    ...withType("media--image", readOptional(path.join(sample, "media.json"), []), "media.json"),
    ...withType("taxonomy_term--dossiers", readOptional(path.join(sample, "dossiers.json"), []), "dossiers.json"),
  ];

  const homepage = path.join(sample, "homepage.json");
  if (fs.existsSync(homepage)) sources.push(...withType("node--homepage", [readJson(homepage)], "homepage.json"));

  for (const section of ARTICLE_SECTIONS) {
    for (const file of jsonFiles(path.join(sample, "articles", section))) {
      const slug = path.basename(file, ".json");
      const data = readJson<Record<string, unknown>>(file);
      sources.push({ path: `/${section}/${slug}`, ...data, type: "node--medical_article", key: `${section}/${slug}` });
    }
  }

  const nodesDir = path.join(sample, "nodes");
  if (fs.existsSync(nodesDir)) {
    for (const bundle of fs.readdirSync(nodesDir).sort()) {
      for (const file of jsonFiles(path.join(nodesDir, bundle))) {
        const data = readJson<Record<string, unknown>>(file);
        if (typeof data.path !== "string") throw new Error(`content-model: ${file} needs a "path"`);
        sources.push({ ...data, type: `node--${bundle}`, key: `${bundle}/${path.basename(file, ".json")}` });
      }
    }
  }

  sources.push(...menuSources(readOptional(path.join(sample, "menus.json"), {})));
  sources.push(
    ...withType("redirect--redirect", readOptional(path.join(sample, "redirects.json"), []), "redirects.json"),
  );
  return sources;
}

/** The content-model folder: next to this file when run from source, else ./content-model. */
export function defaultContentRoot(): string {
  const candidates = [typeof __dirname === "string" ? __dirname : "", path.join(process.cwd(), "content-model")];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(path.join(candidate, "sample")) && fs.existsSync(path.join(candidate, "model.ts"))) {
      return candidate;
    }
  }
  throw new Error("content-model: cannot find the content-model folder; pass `root`");
}
