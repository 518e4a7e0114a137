/**
 * One value per security header (issue 35 row 11, docs/decisions/331-csp-script-hashes.md).
 * netlify.toml sets the site's security headers for every path (the same as
 * functions/_shared/security-headers.ts, by test). Gatsby adds its own defaults to every route it
 * hands the adapter (referrer-policy: same-origin, x-frame-options, x-content-type-options and the
 * deprecated x-xss-protection), which gatsby-adapter-netlify writes to public/_headers; Netlify
 * then sent both, e.g. two Referrer-Policy headers. This wraps the adapter: those headers are
 * taken out of the routes before it writes, and the build fails when public/_headers still sets
 * one of them.
 */
import fs from "node:fs";
import path from "node:path";
import type { IAdapter } from "gatsby";

/** Headers only netlify.toml sets (lower case); x-xss-protection is set by nobody (browsers dropped it). */
export const HEADERS_OF_NETLIFY_TOML = [
  "referrer-policy",
  "x-frame-options",
  "x-content-type-options",
  "x-xss-protection",
  "content-security-policy",
  "permissions-policy",
  "strict-transport-security",
] as const;

type Header = { key: string; value: string };
const ours = new Set<string>(HEADERS_OF_NETLIFY_TOML);
const withoutOurs = <R extends { headers?: Header[] }>(route: R): R =>
  route.headers ? { ...route, headers: route.headers.filter((header) => !ours.has(header.key.toLowerCase())) } : route;

/** The header lines of public/_headers that set one of HEADERS_OF_NETLIFY_TOML. */
export function duplicateHeaderLines(headersFile: string): string[] {
  if (!fs.existsSync(headersFile)) return [];
  return fs
    .readFileSync(headersFile, "utf8")
    .split("\n")
    .filter((line) => /^\s+[\w-]+\s*:/.test(line) && ours.has(line.trim().split(":")[0]!.trim().toLowerCase()));
}

export function withoutDuplicateSecurityHeaders(adapter: IAdapter, publicDir = path.resolve("public")): IAdapter {
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt({
        ...context,
        routesManifest: context.routesManifest.map((route) => ("headers" in route ? withoutOurs(route) : route)),
        headerRoutes: context.headerRoutes?.map(withoutOurs),
      });
      const duplicates = duplicateHeaderLines(path.join(publicDir, "_headers"));
      if (duplicates.length)
        throw new Error(
          `public/_headers sets headers netlify.toml sets (two values would be sent): ${duplicates.join(", ")}`,
        );
    },
  };
}
