/**
 * Cookie consent per spec 001 §2.7, §3.1, §4 and §9. Pure functions over `document.cookie`-style
 * strings plus thin writers; the bar (CookieBar.tsx) and the video placeholder use them.
 *
 * Cookies: cookie_consent_video, cookie_consent_analytics, cookie_consent_functional ("yes"/"no",
 * undecided while absent) and cookie_show ("yes" forces the bar, "no" hides it). Set from the bar
 * they live 1000 days; accepted from the video placeholder, or a reset of the bar, 30 days.
 * popupClosed and pageVisits are session cookies (no expiry). After a choice the event
 * `cookie_consent_accepted` is dispatched on window.
 */
export const COOKIE = {
  video: "cookie_consent_video",
  analytics: "cookie_consent_analytics",
  functional: "cookie_consent_functional",
  show: "cookie_show",
  popupClosed: "popupClosed",
  pageVisits: "pageVisits",
} as const;

export const CONSENT_EVENT = "cookie_consent_accepted";
export const BAR_LIFETIME_DAYS = 1000;
export const SHORT_LIFETIME_DAYS = 30;
export const MAIN_DOMAIN = "reumanl.nl";
/** Pages where the bar never shows (new-password page). */
export const NO_BAR_PATHS = ["/wachtwoord/opnieuw-instellen"];

export type Choice = "yes" | "no" | undefined;

export interface ConsentState {
  show: boolean;
  functional: Choice;
  analytics: Choice;
  video: Choice;
}

export function parseCookies(cookieHeader: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in out)) out[name] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

const choice = (value: string | undefined): Choice => (value === "yes" || value === "no" ? value : undefined);

export function readConsent(cookieHeader: string): ConsentState {
  const jar = parseCookies(cookieHeader);
  const functional = choice(jar[COOKIE.functional]);
  return {
    // The bar shows unless functional consent is given; cookie_show=yes (a reset) forces it.
    show: jar[COOKIE.show] === "yes" || functional !== "yes",
    functional,
    analytics: choice(jar[COOKIE.analytics]),
    video: choice(jar[COOKIE.video]),
  };
}

export function barAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return !NO_BAR_PATHS.includes(path);
}

/** "; domain=reumanl.nl" when the site runs on the main domain (or a subdomain of it). */
export function cookieDomain(hostname: string): string | undefined {
  return hostname === MAIN_DOMAIN || hostname.endsWith(`.${MAIN_DOMAIN}`) ? MAIN_DOMAIN : undefined;
}

/** One Set-Cookie style string for document.cookie; days 0 makes a session cookie, below 0 removes it. */
export function serializeCookie(
  name: string,
  value: string,
  days: number,
  now: Date,
  hostname: string,
  secure: boolean,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "path=/", "SameSite=Lax"];
  if (days !== 0) parts.push(`expires=${new Date(days > 0 ? now.getTime() + days * 86_400_000 : 0).toUTCString()}`);
  const domain = cookieDomain(hostname);
  if (domain) parts.push(`domain=${domain}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The cookies to write for each action (name, value, lifetime in days). */
export type CookieWrite = readonly [name: string, value: string, days: number];

export function acceptAllWrites(): CookieWrite[] {
  return [
    [COOKIE.video, "yes", BAR_LIFETIME_DAYS],
    [COOKIE.analytics, "yes", BAR_LIFETIME_DAYS],
    [COOKIE.functional, "yes", BAR_LIFETIME_DAYS],
    [COOKIE.show, "no", BAR_LIFETIME_DAYS],
  ];
}

/** Accept with the settings open: functional and analytics are fixed on, video per checkbox. */
export function acceptSettingsWrites(video: boolean): CookieWrite[] {
  return [
    [COOKIE.video, video ? "yes" : "no", BAR_LIFETIME_DAYS],
    [COOKIE.analytics, "yes", BAR_LIFETIME_DAYS],
    [COOKIE.functional, "yes", BAR_LIFETIME_DAYS],
    [COOKIE.show, "no", BAR_LIFETIME_DAYS],
  ];
}

export function acceptVideoWrites(): CookieWrite[] {
  return [[COOKIE.video, "yes", SHORT_LIFETIME_DAYS]];
}

export function resetWrites(): CookieWrite[] {
  return [[COOKIE.show, "yes", SHORT_LIFETIME_DAYS]];
}

export function pageVisitWrites(cookieHeader: string): CookieWrite[] {
  const visits = Number.parseInt(parseCookies(cookieHeader)[COOKIE.pageVisits] ?? "0", 10);
  return [[COOKIE.pageVisits, String((Number.isFinite(visits) ? visits : 0) + 1), 0]];
}

export function popupClosedWrites(): CookieWrite[] {
  return [[COOKIE.popupClosed, "true", 0]];
}

/** Writes cookies in the browser and, for a consent choice, dispatches cookie_consent_accepted. */
export function applyWrites(writes: readonly CookieWrite[], options: { announce?: boolean } = {}): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:";
  for (const [name, value, days] of writes) {
    document.cookie = serializeCookie(name, value, days, new Date(), window.location.hostname, secure);
  }
  if (options.announce) window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: readConsent(document.cookie) }));
}

export function currentConsent(): ConsentState {
  return readConsent(typeof document === "undefined" ? "" : document.cookie);
}

/** Opens the bar again (the "cookie settings" button on the cookies page). */
export function resetCookieBar(): void {
  applyWrites(resetWrites());
  window.dispatchEvent(new CustomEvent(RESET_EVENT));
}
export const RESET_EVENT = "reumanl:cookie-bar-reset";
