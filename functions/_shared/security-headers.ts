/**
 * The security headers of every answer, in one place. netlify.toml applies the same to static files
 * (security-headers.test.ts keeps the two equal); the page-rendering functions send PAGE_SECURITY_HEADERS
 * and every API answer sends API_SECURITY_HEADERS (JSON never runs as a page: nothing may load).
 */
const COMMON: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(self), geolocation=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/**
 * The inline scripts a page may run, by the SHA-256 of their text: no 'unsafe-inline' for scripts
 * (docs/decisions/331-csp-script-hashes.md). The form guard (src/build/form-guard.ts), the early
 * cookie bar (src/features/cookies/EarlyCookieBar.tsx), the reader of Gatsby's globals
 * (src/build/inline-scripts.ts) and the text size (src/platform/text-size.ts). src/build/inline-scripts.test.ts fails when one of those texts
 * changes without its hash here; the build fails when a page runs an inline script not listed.
 */
export const PAGE_SCRIPT_HASHES = [
  "'sha256-Z0LKcarrGhwYKdW+mNioQj/p4HVTyhl9Zoqtb8o/rrA='",
  "'sha256-88DLyodcoUyCMOZDt5LlivM6mOLOBYZJixMR2uukJuU='",
  "'sha256-uxGP4uqu3jB6JtDssrpL+sGhQLtycQgWyrd0jvFO4Zo='",
  "'sha256-k3cCr1T9NLQ5Nb0h0zt/tx2oof7/hsE5sYTa08QFoZs='",
] as const;

/** The CSP of the site's pages (static and rendered by functions). */
export const PAGE_CSP = `default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self' ${PAGE_SCRIPT_HASHES.join(" ")}; connect-src 'self'; frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://open.spotify.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`;

export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  "Content-Security-Policy": PAGE_CSP,
};

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};
