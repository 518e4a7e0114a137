/**
 * Where to go after logging in. Only a same-site relative path ("/..." but not "//..." or "/\...")
 * is followed; anything else (absolute URLs, protocol-relative URLs, javascript:, control
 * characters) goes to the homepage, so a crafted login link cannot send people to another site.
 */
export const LOGIN_PATH = "/inloggen";
export const RETURN_URL_PARAM = "returnUrl";
export const SESSION_TIMEOUT_PARAM = "sessionTimeout";

const CHECK_ORIGIN = "https://same-site.invalid";
/** Pages it makes no sense to return to after logging in. */
const NO_RETURN = new Set([LOGIN_PATH, "/registreren"]);

export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  // Browsers read "\" as "/" and drop tabs and newlines: "/\evil.nl" and "/\t/evil.nl" are "//evil.nl".
  // eslint-disable-next-line no-control-regex -- control characters in a return address are refused on purpose
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== CHECK_ORIGIN) return "/";
  const pathname = url.pathname.replace(/\/+$/, "") || "/";
  if (NO_RETURN.has(pathname)) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address for a page that needs a session (spec 000 §6: flag plus the page to return to). */
export function loginPath(returnUrl?: string, options: { sessionTimeout?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.sessionTimeout) params.set(SESSION_TIMEOUT_PARAM, "true");
  if (returnUrl && safeReturnUrl(returnUrl) !== "/") params.set(RETURN_URL_PARAM, returnUrl);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** The sign-up of volunteer experts (spec 001 §2.1 register_volunteer): after activating its account, the steps follow there. */
export const VOLUNTEER_REGISTER_PATH = "/ervaringsdeskundigen-registreren";
/** The activation link's `next` value of that sign-up's account. */
export const VOLUNTEER_NEXT = "volunteer";
