/** The content server's JSON:API serialisation: resources, sparse fieldsets, includes, what a request may see. */
import type { Resource } from "../jsonapi";
import { allFields, findBundle, isReferenceField } from "../model";
import type { ContentStore } from "../store";
import { HttpError, type Context, type Query } from "./context";

export function resourcePath(type: string): string {
  const [entity, bundle] = type.split("--");
  return `/jsonapi/${entity}/${bundle}`;
}

export function visible(ctx: Context, resource: Resource): boolean {
  if (ctx.hidden.has(resource.type) || ctx.hiddenIds.has(resource.id)) return false;
  return ctx.includeUnpublished || ctx.store.isPublic(resource);
}

/** Ids of the paragraphs (nested too) that nodes of `types` own. */
export function ownedParagraphIds(store: ContentStore, types: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  const visit = (resource: Resource) => {
    for (const field of Object.keys(resource.relationships)) {
      for (const child of store.related(resource, field)) {
        if (!child.type.startsWith("paragraph--") || ids.has(child.id)) continue;
        ids.add(child.id);
        visit(child);
      }
    }
  };
  for (const type of types) for (const node of store.list(type)) visit(node);
  return ids;
}

export function serialize(ctx: Context, resource: Resource, fields?: Set<string>): Record<string, unknown> {
  const self = `${ctx.base}${resourcePath(resource.type)}/${resource.id}`;
  const pick = <T>(record: Record<string, T>) =>
    fields ? Object.fromEntries(Object.entries(record).filter(([name]) => fields.has(name))) : record;
  const relationships = Object.fromEntries(
    Object.entries(pick(resource.relationships)).map(([name, relationship]) => [
      name,
      {
        data: relationship.data,
        links: {
          related: { href: `${self}/${name}` },
          self: { href: `${self}/relationships/${name}` },
        },
      },
    ]),
  );
  return {
    type: resource.type,
    id: resource.id,
    links: { self: { href: self } },
    attributes: pick(resource.attributes),
    relationships,
  };
}

/** fields[type]=a,b sparse fieldsets. */
export function sparseFields(query: Query): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, value] of query) {
    const match = key.match(/^fields\[(.+)\]$/);
    if (match?.[1])
      out.set(
        match[1],
        new Set(
          value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      );
  }
  return out;
}

/**
 * include=a,b.c: every resource reachable over those relationship paths, without duplicates and
 * without the primary data. Unknown relationship names give 400 like Drupal.
 */
export function collectIncluded(ctx: Context, primary: readonly Resource[], include: string | null): Resource[] {
  if (!include) return [];
  const primaryIds = new Set(primary.map((r) => r.id));
  const included = new Map<string, Resource>();
  const types = new Set(primary.map((r) => r.type));
  for (const rawPath of include
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const segments = rawPath.split(".");
    validateIncludePath(types, segments, rawPath);
    let level: Resource[] = [...primary];
    for (const segment of segments) {
      const next: Resource[] = [];
      for (const resource of level) {
        for (const target of ctx.store.related(resource, segment)) {
          if (!visible(ctx, target)) continue;
          next.push(target);
          if (!primaryIds.has(target.id)) included.set(target.id, target);
        }
      }
      level = next;
    }
  }
  return [...included.values()];
}

function validateIncludePath(startTypes: Set<string>, segments: string[], rawPath: string): void {
  let types = [...startTypes];
  for (const segment of segments) {
    const nextTypes = new Set<string>();
    let known = types.length === 0; // an empty collection has nothing to check against
    for (const type of types) {
      const bundle = findBundle(type);
      const field = bundle ? allFields(bundle)[segment] : undefined;
      if (field && isReferenceField(field)) {
        known = true;
        for (const target of field.targets ?? []) nextTypes.add(target);
      }
    }
    if (!known) {
      throw new HttpError(400, "Bad Request", `\`${rawPath}\` is not a valid relationship field name.`);
    }
    types = [...nextTypes];
  }
}
