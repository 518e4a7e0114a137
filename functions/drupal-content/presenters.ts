/**
 * What leaves the server of volunteer news and pages (spec 000 §7): items with Title,
 * PublicationDate, Information and Slug (for pages the introduction without HTML); the detail adds
 * the paragraphs in the block registry's shape (sanitised like at build time).
 */
import { identifiers, type Resource } from "../../content-model/jsonapi";
import { htmlToPlainText } from "../../src/blocks/sanitize";
import type { VolunteerContentDetail, VolunteerContentItem } from "../../src/domain/volunteers";
import { presentBlock } from "../_shared/drupal";
import { BLOCK_FIELD, type BundleContent, type VolunteerKind } from "./source";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The last segment of the path alias (/ervaringsdeskundigen/nieuws/{slug}). */
export function slugOf(node: Resource): string | null {
  const alias = (node.attributes.path as { alias?: unknown } | undefined)?.alias;
  const slug = typeof alias === "string" ? alias.replace(/\/+$/, "").split("/").pop() : undefined;
  return slug && /^[a-z0-9-]+$/.test(slug) ? slug : null;
}

function information(kind: VolunteerKind, node: Resource): string | null {
  if (kind === "news") return text(node.attributes.field_introduction);
  const intro = node.attributes.field_wysiwyg_introduction as
    { processed?: unknown; value?: unknown } | null | undefined;
  const html = text(intro?.processed) ?? text(intro?.value);
  return html ? text(htmlToPlainText(html)) : null;
}

export function presentItem(kind: VolunteerKind, node: Resource): VolunteerContentItem | null {
  const slug = slugOf(node);
  if (!slug) return null;
  return {
    Title: String(node.attributes.title ?? ""),
    PublicationDate: text(node.attributes.field_publication_date) ?? text(node.attributes.created),
    Information: information(kind, node),
    Slug: slug,
  };
}

/** Newest first. */
export function presentList(kind: VolunteerKind, content: BundleContent): VolunteerContentItem[] {
  return content.nodes
    .map((node) => presentItem(kind, node))
    .filter((item): item is VolunteerContentItem => item !== null)
    .sort((a, b) => (b.PublicationDate ?? "").localeCompare(a.PublicationDate ?? ""));
}

export function presentDetail(
  kind: VolunteerKind,
  content: BundleContent,
  slug: string,
): VolunteerContentDetail | null {
  const node = content.nodes.find((candidate) => slugOf(candidate) === slug);
  const item = node ? presentItem(kind, node) : null;
  if (!node || !item) return null;
  const byId = new Map(content.included.map((resource) => [resource.id, resource]));
  const blocks = identifiers(node.relationships[BLOCK_FIELD[kind]])
    .map((identifier) => byId.get(identifier.id))
    .filter((paragraph): paragraph is Resource => paragraph !== undefined && paragraph.attributes.status !== false)
    .map(presentBlock);
  return { ...item, Blocks: blocks };
}
