/**
 * Preview of a node revision at request time (spec 001 §2.2, §7: GET /api/v1/drupal/getPreviewPage
 * ?nodeId&revisionId). The revision is read from Drupal's JSON:API (DRUPAL_BASE_URL, basic auth
 * with DRUPAL_BASIC_AUTH_USERNAME / _PASSWORD: that account needs "view all revisions") or, on
 * embedded defaults, from the sample content (unpublished drafts included). The answer is shaped
 * for the site's block registry: paragraphs as `{ __typename: "paragraph__text", id, ... }` with
 * formatted text sanitised here exactly as at build time.
 */
import type { Resource } from "../../content-model/jsonapi";
import { identifiers } from "../../content-model/jsonapi";
import { allFields, findBundle, isReferenceField, resourceTypes } from "../../content-model/model";
import { ContentStore } from "../../content-model/store";
import type { PreviewAnswer } from "../../src/domain/preview";
import {
  drupalSettingsOf,
  formatted,
  jsonApiOf,
  presentBlock,
  type DrupalSettings,
  type PreviewBlock,
} from "../_shared/drupal";

/** The answer of getPreviewPage. */
export type PreviewPage = PreviewAnswer<PreviewBlock>;

export type NodeRevision = { node: Resource; included: Resource[] };

export interface PreviewSource {
  /** The node `nodeId` at revision `revisionId`, with its paragraphs and author; null if unknown. */
  revision(nodeId: number, revisionId: number): Promise<NodeRevision | null>;
}

const NODE_TYPES = (): string[] => resourceTypes().filter((type) => type.startsWith("node--"));
const BLOCK_FIELDS = ["field_page_content", "field_content_blocks"];

// Embedded defaults ------------------------------------------------------------------------------

/** Reads the sample content (content-model) in process, drafts included. */
export function embeddedPreviewSource(): PreviewSource {
  return {
    async revision(nodeId, revisionId) {
      const store = ContentStore.load();
      const node = NODE_TYPES()
        .flatMap((type) => store.list(type))
        .find((resource) => resource.attributes.drupal_internal__nid === nodeId);
      if (!node || node.attributes.drupal_internal__vid !== revisionId) return null;
      const included = new Map<string, Resource>();
      const walk = (resource: Resource, depth: number) => {
        if (depth > 3) return;
        for (const field of Object.keys(resource.relationships)) {
          if (field === "node_type" || field === "paragraph_type" || field === "revision_uid" || field === "vid")
            continue;
          for (const related of store.related(resource, field)) {
            if (included.has(related.id)) continue;
            included.set(related.id, related);
            walk(related, depth + 1);
          }
        }
      };
      walk(node, 0);
      return { node, included: [...included.values()] };
    },
  };
}

// Drupal -----------------------------------------------------------------------------------------

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Drupal's JSON:API when DRUPAL_BASE_URL is set, else the sample content. */
export function previewSource(env: Record<string, string | undefined> = process.env): PreviewSource {
  const settings = drupalSettingsOf(env);
  return settings ? drupalPreviewSource(settings) : embeddedPreviewSource();
}

export function drupalPreviewSource(settings: DrupalSettings, fetcher: Fetch = fetch): PreviewSource {
  const { base, headers } = jsonApiOf(settings);
  const get = async (url: string): Promise<{ status: number; body: { data?: unknown; included?: Resource[] } }> => {
    const response = await fetcher(url, { headers, signal: AbortSignal.timeout(10_000) });
    if (response.status === 404 || response.status === 403) return { status: response.status, body: {} };
    if (!response.ok) throw new Error(`Drupal answered ${response.status} for ${url}`);
    return { status: response.status, body: (await response.json()) as { data?: unknown; included?: Resource[] } };
  };

  return {
    async revision(nodeId, revisionId) {
      // JSON:API has no route across node bundles: ask each bundle for the node id.
      const found = await Promise.all(
        NODE_TYPES().map(async (type) => {
          const [entity, bundle] = type.split("--") as [string, string];
          const url = `${base}/jsonapi/${entity}/${bundle}?filter[drupal_internal__nid]=${nodeId}&fields[${type}]=drupal_internal__nid`;
          const { body } = await get(url);
          const data = Array.isArray(body.data) ? (body.data as Resource[]) : [];
          return data[0] ? { type, id: data[0].id } : null;
        }),
      );
      const hit = found.find((item) => item !== null);
      if (!hit) return null;
      const bundle = findBundle(hit.type);
      const include = bundle
        ? Object.entries(allFields(bundle))
            .filter(([name, field]) => isReferenceField(field) && !["node_type", "revision_uid"].includes(name))
            .map(([name]) => name)
        : [];
      const [entity, bundleName] = hit.type.split("--") as [string, string];
      const url = `${base}/jsonapi/${entity}/${bundleName}/${hit.id}?resourceVersion=id:${revisionId}${include.length ? `&include=${include.join(",")}` : ""}`;
      const { body } = await get(url);
      const node = body.data as Resource | undefined;
      if (!node || typeof node !== "object") return null;
      return { node, included: body.included ?? [] };
    },
  };
}

// Presenting ---------------------------------------------------------------------------------------

export function presentPreview(revision: NodeRevision): PreviewPage {
  const { node, included } = revision;
  const byId = new Map(included.map((resource) => [resource.id, resource]));
  const a = node.attributes;
  const blocks: PreviewBlock[] = [];
  for (const field of BLOCK_FIELDS) {
    for (const identifier of identifiers(node.relationships[field])) {
      const paragraph = byId.get(identifier.id);
      if (paragraph && paragraph.attributes.status !== false) blocks.push(presentBlock(paragraph));
    }
  }
  const author = identifiers(node.relationships.uid)
    .map((identifier) => byId.get(identifier.id))
    .find((user) => user !== undefined);
  const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
  const intro = formatted(a.field_wysiwyg_introduction);
  const path = (a.path as { alias?: unknown } | undefined)?.alias;
  return {
    NodeId: Number(a.drupal_internal__nid),
    RevisionId: Number(a.drupal_internal__vid),
    Type: node.type.replace(/^node--/, ""),
    Title: String(a.title ?? ""),
    Path: typeof path === "string" ? path : null,
    Published: a.status !== false,
    Description:
      text(a.field_article_description) ??
      text(a.field_introduction) ??
      (intro?.processed ? intro.processed.replace(/<[^>]*>/g, "") : null),
    Author: author ? text(author.attributes.display_name) : null,
    LastUpdate: text(a.field_last_update) ?? text(a.changed),
    Blocks: blocks,
  };
}
