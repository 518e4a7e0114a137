/**
 * GET /api/v1/permanent-redirect?alias=/old/path (spec 001 §7: "204 or 404 keeps the path").
 * Looks the alias up among Drupal's redirects at request time, so a redirect an editor adds works
 * before the next build: DRUPAL_BASE_URL's JSON:API (`redirect--redirect`, basic auth with
 * DRUPAL_BASIC_AUTH_USERNAME / _PASSWORD: the redirect module shows its entities only to accounts
 * with "administer redirects"), or the sample content on embedded defaults.
 */
import sampleRedirects from "../../content-model/sample/redirects.json";
import { toLink } from "../../content-model/field-values";
import {
  normalizeAlias,
  redirectRule,
  redirectRules,
  type RedirectAttributes,
  type RedirectRule,
} from "../../src/build/redirects";

export interface RedirectLookup {
  /** The redirect of a normalised alias ("/oud/pad"), or null. */
  find(alias: string): Promise<RedirectRule | null>;
}

/**
 * Embedded defaults: the sample redirects (content-model/sample/redirects.json), bundled into the
 * function so it does not depend on the working directory (Netlify's bundler runs it elsewhere).
 */
export function embeddedRedirectLookup(): RedirectLookup {
  const rules = redirectRules(
    sampleRedirects.map((item) => ({ ...item, redirect_redirect: toLink(item.redirect_redirect) })),
  );
  return {
    async find(alias) {
      return rules.find((rule) => rule.fromPath === alias) ?? null;
    },
  };
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export function drupalRedirectLookup(
  settings: { baseUrl: string; username?: string | undefined; password?: string | undefined },
  fetcher: Fetch = fetch,
): RedirectLookup {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = { accept: "application/vnd.api+json" };
  if (settings.username && settings.password) {
    headers.authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString("base64")}`;
  }
  return {
    async find(alias) {
      const url = `${base}/jsonapi/redirect/redirect?filter[redirect_source.path]=${encodeURIComponent(alias.slice(1))}&page[limit]=5`;
      const response = await fetcher(url, { headers, signal: AbortSignal.timeout(8000) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Drupal answered ${response.status} for the redirect lookup`);
      const body = (await response.json()) as { data?: Array<{ attributes?: RedirectAttributes }> };
      for (const item of body.data ?? []) {
        const rule = item.attributes ? redirectRule(item.attributes) : null;
        if (rule && rule.fromPath === alias) return rule;
      }
      return null;
    },
  };
}

export function redirectLookup(env: Record<string, string | undefined> = process.env): RedirectLookup {
  const baseUrl = env.DRUPAL_BASE_URL?.trim();
  if (!baseUrl) return embeddedRedirectLookup();
  return drupalRedirectLookup({
    baseUrl,
    username: env.DRUPAL_BASIC_AUTH_USERNAME,
    password: env.DRUPAL_BASIC_AUTH_PASSWORD,
  });
}

/** The same-site target of an alias, or null (no redirect, or one to another site). */
export async function findPermanentRedirect(
  lookup: RedirectLookup,
  alias: string,
): Promise<{ Path: string; StatusCode: number } | null> {
  const normalised = normalizeAlias(alias);
  if (!normalised) return null;
  const rule = await lookup.find(normalised);
  if (!rule || !rule.internal) return null;
  return { Path: rule.toPath, StatusCode: rule.statusCode };
}
