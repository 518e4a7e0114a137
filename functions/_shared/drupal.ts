/**
 * Reading Drupal at run time (the preview of functions/drupal, the volunteer content of
 * functions/drupal-content): the JSON:API's address and account from the environment
 * (DRUPAL_BASE_URL, basic auth with DRUPAL_BASIC_AUTH_USERNAME / _PASSWORD), its request headers,
 * and a paragraph in the shape the site's block registry reads, its formatted text sanitised
 * exactly as at build time.
 */
import type { Resource } from "../../content-model/jsonapi";
import { gatsbyTypeName } from "../../content-model/model";
import { sanitizeEditorHtml } from "../../src/blocks/sanitize";

export type DrupalSettings = { baseUrl: string; username?: string | undefined; password?: string | undefined };

/** Drupal's JSON:API from the environment, or null on embedded defaults (no DRUPAL_BASE_URL: the sample content). */
export function drupalSettingsOf(env: Record<string, string | undefined> = process.env): DrupalSettings | null {
  const baseUrl = env.DRUPAL_BASE_URL?.trim();
  if (!baseUrl) return null;
  return { baseUrl, username: env.DRUPAL_BASIC_AUTH_USERNAME, password: env.DRUPAL_BASIC_AUTH_PASSWORD };
}

/** The JSON:API address without a trailing slash and the request headers (with basic auth when an account is set). */
export function jsonApiOf(settings: DrupalSettings): { base: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { accept: "application/vnd.api+json" };
  if (settings.username && settings.password) {
    headers.authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString("base64")}`;
  }
  return { base: settings.baseUrl.replace(/\/+$/, ""), headers };
}

export type PreviewBlock = { __typename: string; id: string; [field: string]: unknown };

/** Formatted text as the block registry reads it: `{ processed }`, sanitised like at build time. */
export function formatted(value: unknown): { processed: string } | null {
  if (typeof value !== "object" || value === null) return null;
  const text = value as { processed?: unknown; value?: unknown };
  const html = typeof text.processed === "string" ? text.processed : typeof text.value === "string" ? text.value : "";
  return { processed: sanitizeEditorHtml(html) };
}

/** A paragraph in the shape the block registry reads: scalars and sanitised formatted text only. */
export function presentBlock(paragraph: Resource): PreviewBlock {
  const block: PreviewBlock = { __typename: gatsbyTypeName(paragraph.type), id: paragraph.id };
  for (const [name, value] of Object.entries(paragraph.attributes)) {
    if (!name.startsWith("field_")) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null)
      block[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) block[name] = value;
    else if (typeof value === "object" && ("processed" in value || "value" in value)) block[name] = formatted(value);
  }
  return block;
}
