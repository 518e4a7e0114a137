/**
 * Where a build reads its content and which address it builds for (gatsby-config.ts).
 *
 * A production build never publishes the sample content (made-up medical articles and apps): on
 * Netlify, or wherever production is detected, a missing DRUPAL_BASE_URL stops the build with a
 * message for the operator (plugins/embedded-drupal panics in onPreInit, before it would start the
 * sample content server). Elsewhere (npm start, CI, a developer's `npm run build`) the sample
 * content is the default. The check is not a throw in gatsby-config.ts: Gatsby imports the compiled
 * config once to validate it, retries on an error, and then reads a half-loaded module.
 *
 * The site's address is SITE_URL, else Netlify's own URL (the site's main address, set in every
 * Netlify build), else http://localhost:8888.
 */
import { isProduction } from "../../functions/_shared/config";

type Env = Record<string, string | undefined>;

export type ContentSource = {
  /** The Drupal site to read, or null for the embedded sample content server. */
  drupalBaseUrl: string | null;
  /** The site's public origin without a trailing slash. */
  siteUrl: string;
};

export const SAMPLE_CONTENT_REFUSED =
  "DRUPAL_BASE_URL ontbreekt: deze productiebouw zou de voorbeeldinhoud (verzonnen medische artikelen) publiceren en stopt daarom. " +
  "Zet DRUPAL_BASE_URL in Netlify (Site configuration → Environment variables) met de scope Builds, voor deze deploy-context.\n" +
  "DRUPAL_BASE_URL is missing: this production build would publish the sample content (made-up medical articles) and stops. " +
  "Set DRUPAL_BASE_URL in Netlify (Site configuration → Environment variables) with the Builds scope, for this deploy context. " +
  "See docs/deploy.md.";

const text = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * A build for the public: any Netlify build (NETLIFY=true, also deploy previews and branch deploys,
 * whose addresses are public too), or production as the functions detect it. NODE_ENV is left out:
 * `gatsby build` sets it to production for every build, the local ones included.
 */
export function isPublicBuild(env: Env): boolean {
  if (text(env, "NETLIFY_DEV") === "true") return false;
  return text(env, "NETLIFY") === "true" || isProduction({ ...env, NODE_ENV: undefined });
}

/** The site's public origin: SITE_URL, else Netlify's URL, else http://localhost:8888 (no trailing slash). */
export function buildSiteUrl(env: Env): string {
  return (text(env, "SITE_URL") ?? text(env, "URL") ?? "http://localhost:8888").replace(/\/+$/, "");
}

export function contentSource(env: Env): ContentSource {
  return { drupalBaseUrl: text(env, "DRUPAL_BASE_URL") ?? null, siteUrl: buildSiteUrl(env) };
}

/** The operator message when this build would publish the sample content, else null. */
export function sampleContentRefusal(env: Env): string | null {
  return contentSource(env).drupalBaseUrl === null && isPublicBuild(env) ? SAMPLE_CONTENT_REFUSED : null;
}
