/** The content server's collection parameters: filter[...], sort, page[offset|limit]. */
import type { Resource } from "../jsonapi";
import { HttpError, type Context, type Query } from "./context";

function valueAt(resource: Resource, dotted: string): unknown {
  let value: unknown = dotted === "id" ? resource.id : resource.attributes;
  if (dotted === "id") return value;
  for (const part of dotted.split(".")) {
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

function sameValue(actual: unknown, expected: string): boolean {
  if (typeof actual === "boolean") return actual === (expected === "1" || expected === "true");
  return actual !== undefined && actual !== null && String(actual) === expected;
}

/** filter[path]=value and filter[path][value]=value (equality); other filter syntax is ignored. */
export function applyFilters(resources: Resource[], query: Query): Resource[] {
  let out = resources;
  for (const [key, value] of query) {
    const match = key.match(/^filter\[([^\]]+)\](?:\[value\])?$/);
    if (!match?.[1]) continue;
    const fieldPath = match[1];
    out = out.filter((resource) => sameValue(valueAt(resource, fieldPath), value));
  }
  return out;
}

export function applySort(resources: Resource[], sort: string | null): Resource[] {
  if (!sort) return resources;
  const keys = sort.split(",").map((s) => ({ desc: s.startsWith("-"), path: s.replace(/^-/, "") }));
  return [...resources].sort((a, b) => {
    for (const key of keys) {
      const x = valueAt(a, key.path);
      const y = valueAt(b, key.path);
      if (x === y) continue;
      const order = String(x ?? "") < String(y ?? "") ? -1 : 1;
      const numeric = typeof x === "number" && typeof y === "number" ? (x < y ? -1 : 1) : order;
      return key.desc ? -numeric : numeric;
    }
    return 0;
  });
}

export function pageNumber(query: Query, name: string, fallback: number, max: number): number {
  const raw = query.get(`page[${name}]`);
  if (raw === null || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new HttpError(400, "Bad Request", `The page ${name} parameter must be a non-negative integer.`);
  }
  return Math.min(value, max);
}

export function pageLink(
  ctx: Context,
  pathname: string,
  query: Query,
  offset: number,
  limit: number,
): { href: string } {
  const params = new URLSearchParams(query);
  params.set("page[offset]", String(offset));
  params.set("page[limit]", String(limit));
  return { href: `${ctx.base}${pathname}?${params.toString()}` };
}
