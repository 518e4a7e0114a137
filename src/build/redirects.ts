/**
 * Drupal redirects (the redirect module's `redirect--redirect` entities) as site redirects.
 * Used at build time by gatsby-node.ts (createRedirect -> Netlify `_redirects` through the
 * adapter) and at request time by GET /api/v1/permanent-redirect.
 *
 * A Drupal redirect stores its old path without the leading slash (`redirect_source.path`) and
 * its target as a link field (`redirect_redirect.uri`: `internal:/path`, `entity:node/12`, or an
 * absolute URL).
 */

export interface RedirectAttributes {
  redirect_source?: { path?: unknown } | null;
  redirect_redirect?: { uri?: unknown; url?: unknown } | null;
  status_code?: unknown;
}

export interface RedirectRule {
  /** "/ziektebeelden/jicht" */
  fromPath: string;
  /** "/over-reuma/jicht" or an absolute https URL. */
  toPath: string;
  statusCode: 301 | 302 | 307 | 308;
  /** True when the target is a page of this site. */
  internal: boolean;
}

const SAFE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** "/Oud/Pad/" and "oud/pad" both become "/oud/pad" (the form lookups compare). */
export function normalizeAlias(alias: string): string | null {
  const trimmed = alias.trim().split(/[?#]/)[0] ?? "";
  const path = `/${trimmed.replace(/^\/+/, "").replace(/\/+$/, "")}`.toLowerCase();
  if (path === "/" || path.includes("//") || path.includes("..") || !SAFE_PATH.test(path) || path.length > 500)
    return null;
  return path;
}

/** The target of a Drupal link field: a same-site path, an absolute http(s) URL, or null. */
export function redirectTarget(
  link: RedirectAttributes["redirect_redirect"],
): { path: string; internal: boolean } | null {
  const uri = typeof link?.uri === "string" ? link.uri.trim() : "";
  const url = typeof link?.url === "string" ? link.url.trim() : "";
  if (/^https?:\/\//i.test(uri)) return { path: uri, internal: false };
  const local = uri.startsWith("internal:") ? uri.slice("internal:".length) : url.startsWith("/") ? url : "";
  if (!local.startsWith("/") || local.startsWith("//") || local.includes("\\")) return null;
  if (!SAFE_PATH.test(local.split(/[?#]/)[0] ?? "")) return null;
  return { path: local, internal: true };
}

/** One Drupal redirect as a rule, or null when it cannot be used (no source, unknown target, a loop). */
export function redirectRule(attributes: RedirectAttributes): RedirectRule | null {
  const source =
    typeof attributes.redirect_source?.path === "string" ? normalizeAlias(attributes.redirect_source.path) : null;
  const target = redirectTarget(attributes.redirect_redirect);
  if (!source || !target) return null;
  if (target.internal && normalizeAlias(target.path) === source) return null;
  const code = Number(attributes.status_code);
  const statusCode = code === 302 || code === 307 || code === 308 ? code : 301;
  return { fromPath: source, toPath: target.path, statusCode, internal: target.internal };
}

/** Usable rules, the first rule per old path winning (Drupal keeps one redirect per source). */
export function redirectRules(items: readonly RedirectAttributes[]): RedirectRule[] {
  const seen = new Set<string>();
  const rules: RedirectRule[] = [];
  for (const item of items) {
    const rule = redirectRule(item);
    if (!rule || seen.has(rule.fromPath)) continue;
    seen.add(rule.fromPath);
    rules.push(rule);
  }
  return rules;
}

// Build time ---------------------------------------------------------------------------------------

type CreateRedirect = (redirect: {
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
  statusCode: number;
  force: boolean;
}) => void;
type Reporter = { info(message: string): void; warn(message: string): void };
type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>;

export type DrupalAccess = { baseUrl: string; username?: string | undefined; password?: string | undefined };

/** The Drupal the build reads (as gatsby-config.ts): DRUPAL_BASE_URL or the embedded content server. */
export function drupalAccessFromEnv(env: Record<string, string | undefined> = process.env): DrupalAccess {
  const base =
    env.DRUPAL_BASE_URL?.trim() ||
    `http://${env.CONTENT_SERVER_HOST || "127.0.0.1"}:${env.CONTENT_SERVER_PORT || 8890}`;
  return {
    baseUrl: base.replace(/\/+$/, ""),
    username: env.DRUPAL_BASIC_AUTH_USERNAME,
    password: env.DRUPAL_BASIC_AUTH_PASSWORD,
  };
}

/**
 * Every redirect entity of the Drupal, following `links.next`. The type is not sourced into
 * Gatsby (a Drupal shows it only to accounts with "administer redirects"; gatsby-source-drupal
 * would fail the whole build on its 403), so it is read here: 403 or 404 means "no redirects".
 */
export async function fetchDrupalRedirects(
  access: DrupalAccess,
  fetcher: Fetch = fetch,
): Promise<{ items: RedirectAttributes[]; refused: number | null }> {
  const headers: Record<string, string> = { accept: "application/vnd.api+json" };
  if (access.username && access.password) {
    headers.authorization = `Basic ${Buffer.from(`${access.username}:${access.password}`).toString("base64")}`;
  }
  const items: RedirectAttributes[] = [];
  let url: string | undefined = `${access.baseUrl}/jsonapi/redirect/redirect?page[limit]=50`;
  for (let pages = 0; url && pages < 200; pages += 1) {
    const response = await fetcher(url, { headers });
    if (response.status === 403 || response.status === 404) return { items, refused: response.status };
    if (!response.ok) throw new Error(`Drupal answered ${response.status} for ${url}`);
    const body = (await response.json()) as {
      data?: Array<{ attributes?: RedirectAttributes }>;
      links?: { next?: { href?: string } };
    };
    for (const item of body.data ?? []) if (item.attributes) items.push(item.attributes);
    url = body.links?.next?.href;
  }
  return { items, refused: null };
}

/** Called from gatsby-node createPages: every Drupal redirect becomes a Netlify redirect. */
export async function createDrupalRedirects(args: {
  actions: { createRedirect: CreateRedirect };
  reporter: Reporter;
  access?: DrupalAccess;
  fetcher?: Fetch;
}): Promise<number> {
  const access = args.access ?? drupalAccessFromEnv();
  const { items, refused } = await fetchDrupalRedirects(access, args.fetcher);
  if (refused) {
    args.reporter.warn(
      `Drupal redirects not readable (${refused}); no redirects created. The build account needs "administer redirects".`,
    );
    return 0;
  }
  const rules = redirectRules(items);
  if (rules.length < items.length)
    args.reporter.warn(`${items.length - rules.length} Drupal redirect(s) skipped (no usable source or target)`);
  for (const rule of rules) {
    // force: like Drupal, a redirect wins over a page that still exists at the old path.
    args.actions.createRedirect({
      fromPath: rule.fromPath,
      toPath: rule.toPath,
      isPermanent: rule.statusCode === 301 || rule.statusCode === 308,
      statusCode: rule.statusCode,
      force: true,
    });
  }
  args.reporter.info(`Created ${rules.length} redirects from Drupal`);
  return rules.length;
}
