/**
 * Turns source entities (sample files, generated articles) into JSON:API resources shaped like
 * Drupal's: deterministic uuids, drupal_internal__* ids, base fields, formatted text objects,
 * relationship identifiers with meta, paragraphs as separate resources, files with size and pixels.
 *
 * Every field name is checked against model.ts, so a typo in a sample file fails loudly.
 */
import path from "node:path";
import {
  attributeValue,
  computedMetatags,
  formattedText,
  nodeMetatags,
  stableUuid,
  toLink,
  uuidFor,
} from "./field-values";
import { mimeType, readFileFacts } from "./files";
import type { Resource, ResourceIdentifier, Relationship } from "./jsonapi";
import { allFields, findBundle, isReferenceField, type BundleDefinition } from "./model";
import type { SourceEntity } from "./source";

export const LANGCODE = "nl";
const DEFAULT_TIME = "2024-01-01T09:00:00+01:00";

interface Pending {
  source: SourceEntity;
  bundle: BundleDefinition;
  id: string;
  internalId: number;
  /** For paragraphs: host entity. */
  parent?: { type: string; internalId: number; field: string; created: unknown };
}

interface Reference {
  ref: string; // "<type>:<key>"
  meta?: Record<string, unknown>;
}

export interface NormalizeOptions {
  /** Folder with the files that file--file entities point to (content-model/files). */
  filesDir: string;
}

/** Converts source entities into JSON:API resources. Throws on unknown fields or references. */
export function normalize(sources: readonly SourceEntity[], options: NormalizeOptions): Resource[] {
  const pending = new Map<string, Pending>(); // "<type>:<key>"
  const counters = new Map<string, number>();
  const order: string[] = [];
  const fileFacts = new Map<string, ReturnType<typeof readFileFacts>>();

  const nextId = (entityType: string) => {
    const next = (counters.get(entityType) ?? 0) + 1;
    counters.set(entityType, next);
    return next;
  };

  const register = (source: SourceEntity, parent?: Pending["parent"]): Pending => {
    const bundle = findBundle(source.type);
    if (!bundle) throw new Error(`content-model: unknown resource type "${source.type}" (key ${source.key})`);
    const ref = `${source.type}:${source.key}`;
    if (pending.has(ref)) throw new Error(`content-model: duplicate key ${ref}`);
    // A term may keep its Drupal id (the homepage dossier 55362, spec 001 §3.3).
    const fixed =
      bundle.entityType === "taxonomy_term" && Number.isInteger(source.drupal_internal__tid)
        ? (source.drupal_internal__tid as number)
        : null;
    const entry: Pending = {
      source,
      bundle,
      id: uuidFor(source.type, source.key),
      internalId: fixed ?? nextId(bundle.entityType),
    };
    if (parent) entry.parent = parent;
    pending.set(ref, entry);
    order.push(ref);
    return entry;
  };

  const registerFile = (fileName: string): string => {
    const ref = `file--file:${fileName}`;
    if (!pending.has(ref)) {
      const facts = readFileFacts(path.join(options.filesDir, fileName));
      fileFacts.set(fileName, facts);
      register({ type: "file--file", key: fileName, filename: path.basename(fileName) });
    }
    return ref;
  };

  // Pass 1: register every entity, unfold inline paragraphs and inline files into their own entities,
  // and replace reference values by Reference objects.
  const references = new Map<string, Map<string, Reference[] | Reference | null>>();

  const unfold = (source: SourceEntity, parent?: Pending["parent"]) => {
    const entry = register(source, parent);
    const fields = allFields(entry.bundle);
    const refs = new Map<string, Reference[] | Reference | null>();
    references.set(`${source.type}:${source.key}`, refs);

    for (const [name, value] of Object.entries(source)) {
      if (name === "type" || name === "key") continue;
      const field = fields[name];
      if (!field) throw new Error(`content-model: ${source.type} "${source.key}" has unknown field "${name}"`);
      if (!isReferenceField(field)) continue;

      const toReference = (item: unknown, index: number): Reference => {
        if (field.type === "entity_reference_revisions") {
          if (typeof item !== "object" || item === null || typeof (item as { type?: unknown }).type !== "string") {
            throw new Error(
              `content-model: ${source.type} "${source.key}" ${name}[${index}] must be an inline paragraph`,
            );
          }
          const { type, ...rest } = item as { type: string };
          const childType = type.includes("--") ? type : `paragraph--${type}`;
          if (field.targets && !field.targets.includes(childType)) {
            throw new Error(`content-model: ${childType} is not allowed in ${source.type}.${name}`);
          }
          const childKey = `${source.key}/${name}/${index}`;
          unfold(
            { ...rest, type: childType, key: childKey },
            { type: entry.bundle.entityType, internalId: entry.internalId, field: name, created: source.created },
          );
          return { ref: `${childType}:${childKey}` };
        }
        if (field.type === "image" || field.type === "file") {
          const spec = item as { file?: unknown; alt?: unknown; title?: unknown };
          if (typeof spec?.file !== "string") {
            throw new Error(`content-model: ${source.type} "${source.key}" ${name} needs { "file": "name.jpg" }`);
          }
          const ref = registerFile(spec.file);
          const pixels = fileFacts.get(spec.file)?.pixels;
          const meta: Record<string, unknown> =
            field.type === "image"
              ? {
                  alt: spec.alt ?? "",
                  title: spec.title ?? "",
                  width: pixels?.width ?? null,
                  height: pixels?.height ?? null,
                }
              : { display: null, description: null };
          return { ref, meta };
        }
        // entity_reference by key: "key" when the field has one target type, else "<type>:<key>".
        if (typeof item !== "string") {
          throw new Error(`content-model: ${source.type} "${source.key}" ${name} must reference keys`);
        }
        const explicit = item.match(/^([a-z_]+--[a-z_]+):(.+)$/);
        if (explicit) return { ref: `${explicit[1]}:${explicit[2]}` };
        const targets = field.targets ?? [];
        if (targets.length !== 1) {
          throw new Error(`content-model: ${source.type}.${name} can point to several types; write "<type>:${item}"`);
        }
        return { ref: `${targets[0]}:${item}` };
      };

      if (value === null || value === undefined) refs.set(name, null);
      else if (field.cardinality === "unlimited")
        refs.set(name, (Array.isArray(value) ? value : [value]).map(toReference));
      else refs.set(name, toReference(value, 0));
    }
  };

  for (const source of sources) unfold(source);

  // Pass 2: build resources.
  const identifierFor = (reference: Reference, from: string): ResourceIdentifier => {
    const target = pending.get(reference.ref);
    if (!target) throw new Error(`content-model: ${from} points to unknown ${reference.ref}`);
    const meta: Record<string, unknown> = { ...(reference.meta ?? {}), drupal_internal__target_id: target.internalId };
    if (target.bundle.entityType === "paragraph") meta.target_revision_id = target.internalId;
    return { type: target.source.type, id: target.id, meta };
  };

  const resources: Resource[] = [];
  for (const ref of order) {
    const entry = pending.get(ref)!;
    const { source, bundle } = entry;
    const fields = allFields(bundle);
    const attributes: Record<string, unknown> = {};
    const relationships: Record<string, Relationship> = {};
    const created = source.created ?? entry.parent?.created ?? DEFAULT_TIME;
    const changed = source.changed ?? created;
    const status = source.status ?? true;
    const uid = typeof source.uid === "string" ? source.uid : "redactie";

    const rel = (name: string, data: Relationship["data"]) => {
      relationships[name] = { data };
    };
    const config = (type: string, machineName: string): ResourceIdentifier => ({
      type,
      id: stableUuid(`${type}:${machineName}`),
      meta: { drupal_internal__target_id: machineName },
    });

    switch (bundle.entityType) {
      case "node":
        Object.assign(attributes, {
          drupal_internal__nid: entry.internalId,
          drupal_internal__vid: entry.internalId,
          langcode: LANGCODE,
          revision_timestamp: changed,
          revision_log: null,
          status,
          title: source.title,
          created,
          changed,
          promote: source.promote ?? false,
          sticky: source.sticky ?? false,
          default_langcode: true,
          revision_translation_affected: true,
          moderation_state: status ? "published" : "draft",
          metatag: nodeMetatags(source),
          path: { alias: source.path ?? null, pid: source.path ? entry.internalId : null, langcode: LANGCODE },
        });
        rel("node_type", config("node_type--node_type", bundle.bundle));
        break;
      case "taxonomy_term":
        Object.assign(attributes, {
          drupal_internal__tid: entry.internalId,
          drupal_internal__revision_id: entry.internalId,
          langcode: LANGCODE,
          status,
          name: source.name,
          description: formattedText(source.description ?? null, false),
          weight: source.weight ?? 0,
          changed,
          default_langcode: true,
          path: { alias: source.path ?? null, pid: source.path ? 1000 + entry.internalId : null, langcode: LANGCODE },
          metatag: computedMetatags(source.name, source.field_introduction, source.field_metatags),
        });
        rel("vid", config("taxonomy_vocabulary--taxonomy_vocabulary", bundle.bundle));
        if (!source.parent) {
          rel("parent", [
            {
              type: source.type,
              id: "virtual",
              meta: {
                links: {
                  help: {
                    href: "https://www.drupal.org/docs/8/modules/json-api/core-concepts#virtual",
                    meta: { about: "Usage and meaning of the 'virtual' resource identifier." },
                  },
                },
              },
            },
          ]);
        }
        break;
      case "paragraph":
        Object.assign(attributes, {
          drupal_internal__id: entry.internalId,
          drupal_internal__revision_id: entry.internalId,
          langcode: LANGCODE,
          status,
          created,
          parent_id: String(entry.parent?.internalId ?? ""),
          parent_type: entry.parent?.type ?? null,
          parent_field_name: entry.parent?.field ?? null,
          behavior_settings: [],
          default_langcode: true,
          revision_translation_affected: true,
        });
        rel("paragraph_type", config("paragraphs_type--paragraphs_type", bundle.bundle));
        break;
      case "media":
        Object.assign(attributes, {
          drupal_internal__mid: entry.internalId,
          drupal_internal__vid: entry.internalId,
          langcode: LANGCODE,
          status,
          name: source.name,
          created,
          changed,
          default_langcode: true,
          path: { alias: null, pid: null, langcode: LANGCODE },
        });
        rel("bundle", config("media_type--media_type", bundle.bundle));
        break;
      case "file": {
        const fileName = String(source.key);
        const facts = fileFacts.get(fileName);
        Object.assign(attributes, {
          drupal_internal__fid: entry.internalId,
          langcode: LANGCODE,
          filename: path.basename(fileName),
          uri: { value: `public://${fileName}`, url: `/sites/default/files/${fileName}` },
          filemime: mimeType(fileName),
          filesize: facts?.size ?? 0,
          status: true,
          created,
          changed,
        });
        break;
      }
      case "menu_link_content": {
        const link = toLink(source.link);
        const parentRef = typeof source.parent === "string" ? `${source.type}:${source.parent}` : null;
        const parent = parentRef ? pending.get(parentRef) : undefined;
        if (parentRef && !parent) throw new Error(`content-model: menu link ${source.key} has unknown parent`);
        Object.assign(attributes, {
          drupal_internal__id: entry.internalId,
          drupal_internal__revision_id: entry.internalId,
          langcode: LANGCODE,
          enabled: source.enabled ?? true,
          title: source.title,
          description: source.description ?? null,
          menu_name: source.menu_name,
          link,
          external: /^https?:/i.test(String(link.uri)),
          rediscover: false,
          weight: source.weight ?? 0,
          expanded: source.expanded ?? false,
          parent: parent ? `menu_link_content:${parent.id}` : null,
          changed,
          default_langcode: true,
        });
        break;
      }
      case "redirect":
        Object.assign(attributes, {
          drupal_internal__rid: entry.internalId,
          language: LANGCODE,
          status_code: source.status_code ?? 301,
          created,
        });
        break;
      case "user":
        Object.assign(attributes, {
          drupal_internal__uid: entry.internalId,
          langcode: LANGCODE,
          name: source.name,
          display_name: source.display_name ?? source.name,
          created,
          changed,
          status: true,
        });
        break;
    }

    // Bundle attributes from the source (base attributes above win only when the source is silent).
    for (const [name, value] of Object.entries(source)) {
      if (name === "type" || name === "key") continue;
      const field = fields[name];
      if (!field || isReferenceField(field)) continue;
      if (name in attributes) continue; // base attributes were already derived from the source
      attributes[name] = value === null ? null : attributeValue(field, value);
    }
    if (bundle.entityType === "node" || bundle.entityType === "taxonomy_term") {
      attributes.path = attributes.path ?? { alias: null, pid: null, langcode: LANGCODE };
    }

    // Relationships: every reference field of the model appears (null or [] when empty), like Drupal.
    const refs = references.get(ref) ?? new Map();
    for (const [name, field] of Object.entries(fields)) {
      if (!isReferenceField(field) || relationships[name]) continue;
      const value = refs.get(name);
      const where = `${source.type} "${source.key}".${name}`;
      if (name === "uid" || name === "revision_uid") {
        rel(name, identifierFor({ ref: `user--user:${uid}` }, where));
      } else if (bundle.entityType === "media" && name === "thumbnail") {
        const image = refs.get("field_media_image");
        rel(name, image && !Array.isArray(image) ? identifierFor(image, where) : null);
      } else if (Array.isArray(value)) {
        rel(
          name,
          value.map((item) => identifierFor(item, where)),
        );
      } else if (value) {
        rel(name, identifierFor(value, where));
      } else {
        rel(name, field.cardinality === "unlimited" ? [] : null);
      }
    }
    resources.push({ type: source.type, id: entry.id, attributes, relationships });
  }
  return resources;
}
