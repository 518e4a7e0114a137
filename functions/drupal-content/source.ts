/**
 * Volunteer-only Drupal content (vrijwilliger_nieuws, vrijwilliger_pagina) read at run time: from
 * Drupal's JSON:API (DRUPAL_BASE_URL, basic auth with DRUPAL_BASIC_AUTH_USERNAME / _PASSWORD: on
 * Drupal these bundles are not readable anonymously) or, on embedded defaults, from the sample
 * content in process, like the preview. Answers are cached briefly per function instance.
 */
import type { Resource } from "../../content-model/jsonapi";
import { ContentStore } from "../../content-model/store";
import { drupalSettingsOf, jsonApiOf, type DrupalSettings } from "../_shared/drupal";

export const VOLUNTEER_BUNDLES = { news: "vrijwilliger_nieuws", pages: "vrijwilliger_pagina" } as const;
export type VolunteerKind = keyof typeof VOLUNTEER_BUNDLES;

/** The paragraphs field of each bundle (content-model/model.ts). */
export const BLOCK_FIELD: Record<VolunteerKind, string> = { news: "field_page_content", pages: "field_content_blocks" };

export type BundleContent = { nodes: Resource[]; included: Resource[] };

export interface VolunteerContentSource {
  /** Published, unexpired nodes of the bundle with their paragraphs. */
  list(kind: VolunteerKind): Promise<BundleContent>;
}

export function embeddedVolunteerSource(load: () => ContentStore = () => ContentStore.load()): VolunteerContentSource {
  return {
    async list(kind) {
      const store = load();
      const nodes = store.list(`node--${VOLUNTEER_BUNDLES[kind]}`).filter((node) => store.isPublic(node));
      const included = nodes.flatMap((node) => store.related(node, BLOCK_FIELD[kind]));
      return { nodes: [...nodes], included };
    },
  };
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
const MAX_PAGES = 10;

export function drupalVolunteerSource(settings: DrupalSettings, fetcher: Fetch = fetch): VolunteerContentSource {
  const { base, headers } = jsonApiOf(settings);
  return {
    async list(kind) {
      const nodes: Resource[] = [];
      const included: Resource[] = [];
      let url: string | undefined =
        `${base}/jsonapi/node/${VOLUNTEER_BUNDLES[kind]}?filter[status]=1&include=${BLOCK_FIELD[kind]}&page[limit]=50`;
      for (let page = 0; url && page < MAX_PAGES; page += 1) {
        const response = await fetcher(url, { headers, signal: AbortSignal.timeout(8000) });
        if (!response.ok) throw new Error(`Drupal answered ${response.status} for ${VOLUNTEER_BUNDLES[kind]}`);
        const body = (await response.json()) as {
          data?: Resource[];
          included?: Resource[];
          links?: { next?: { href?: string } };
        };
        nodes.push(...(body.data ?? []));
        included.push(...(body.included ?? []));
        url = body.links?.next?.href;
      }
      return { nodes, included };
    },
  };
}

export function volunteerSource(env: Record<string, string | undefined> = process.env): VolunteerContentSource {
  const settings = drupalSettingsOf(env);
  return settings ? drupalVolunteerSource(settings) : embeddedVolunteerSource();
}

/** Caches each bundle for `ttlMs` (per function instance): volunteers read, editors rarely publish. */
export function cachedSource(
  source: VolunteerContentSource,
  ttlMs = 60_000,
  now: () => number = Date.now,
): VolunteerContentSource {
  const cache = new Map<VolunteerKind, { at: number; value: Promise<BundleContent> }>();
  return {
    list(kind) {
      const hit = cache.get(kind);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = source.list(kind);
      cache.set(kind, { at: now(), value });
      value.catch(() => cache.delete(kind));
      return value;
    },
  };
}
