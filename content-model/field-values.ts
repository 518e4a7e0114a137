/**
 * The values normalize.ts writes into resources: stable uuids, links, formatted text, attribute
 * values by field type and the computed metatags, shaped as Drupal's JSON:API answers them.
 */
import { createHash } from "node:crypto";
import { SITE_NAME } from "../src/domain/site";
import type { FieldDefinition } from "./model";
import type { SourceEntity } from "./source";

export const TEXT_FORMAT = "basic_html";

/** A uuid (version 5 layout) derived from a name, so ids stay the same between runs. */
export function stableUuid(name: string): string {
  const hash = createHash("sha1").update(`reumanl:${name}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function uuidFor(type: string, key: string): string {
  return stableUuid(`${type}:${key}`);
}

/** "internal:/x" and "/x" become { uri: "internal:/x", url: "/x" }; http(s) links stay as they are. */
export function toLink(value: unknown): Record<string, unknown> {
  const source = typeof value === "string" ? { uri: value } : ((value ?? {}) as Record<string, unknown>);
  const raw = String(source.uri ?? source.url ?? "");
  const isExternal = /^https?:\/\//i.test(raw);
  const url = isExternal ? raw : raw.replace(/^internal:/, "").replace(/^entity:/, "/");
  const uri = isExternal || raw.startsWith("internal:") || raw.startsWith("entity:") ? raw : `internal:${raw}`;
  return { uri, url, title: source.title ?? null, options: source.options ?? [] };
}

export function formattedText(value: unknown, withSummary: boolean): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return { format: TEXT_FORMAT, ...(value as Record<string, unknown>) };
  const html = String(value);
  const text: Record<string, unknown> = { value: html, format: TEXT_FORMAT, processed: html };
  if (withSummary) text.summary = "";
  return text;
}

export function attributeValue(field: FieldDefinition, value: unknown): unknown {
  const convert = (item: unknown): unknown => {
    if (
      field.type === "list_string" &&
      field.allowedValues &&
      item !== null &&
      !field.allowedValues.includes(String(item))
    ) {
      throw new Error(
        `content-model: "${String(item)}" is not an allowed value of "${field.label}" (${field.allowedValues.join(", ")})`,
      );
    }
    switch (field.type) {
      case "text_long":
        return formattedText(item, false);
      case "text_with_summary":
        return formattedText(item, true);
      case "link":
        return item === null ? null : toLink(item);
      default:
        return item;
    }
  };
  if (field.cardinality === "unlimited") return (Array.isArray(value) ? value : [value]).map(convert);
  return convert(value);
}

export function nodeMetatags(source: SourceEntity): Array<Record<string, unknown>> {
  return computedMetatags(
    source.title,
    source.field_article_description ?? source.field_introduction,
    source.field_metatags,
  );
}

/**
 * Drupal's computed `metatag` field: the defaults (title "<label> | site", the description) with
 * the editor's overrides of `field_metatags` merged in, as the metatag module does. An override is
 * `{ "description": "...", "og:image": "https://..." }`; `og:` keys become `property` tags.
 */
export function computedMetatags(
  label: unknown,
  description: unknown,
  overrides: unknown,
): Array<Record<string, unknown>> {
  const values = new Map<string, string>([["title", `${String(label)} | ${SITE_NAME}`]]);
  if (typeof description === "string" && description) values.set("description", description);
  if (overrides && typeof overrides === "object" && !Array.isArray(overrides)) {
    for (const [key, value] of Object.entries(overrides as Record<string, unknown>))
      if (typeof value === "string" && value) values.set(key, value);
  }
  return [...values].map(([key, content]) =>
    key.startsWith("og:")
      ? { tag: "meta", attributes: { property: key, content } }
      : { tag: "meta", attributes: { name: key, content } },
  );
}
