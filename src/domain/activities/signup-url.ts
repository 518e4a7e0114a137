/**
 * Sign-up links (spec 001 §2.4, §5): a URL without an http(s) prefix gets a protocol-relative
 * prefix ("//"), so "www.example.nl/aanmelden" opens that site, not a page of ours. Anything that
 * is not a web address (javascript:, mailto:, data:, ...) gives no link.
 */
export function signUpHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || /\s/.test(value)) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("//")) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+(\/|$)/.test(value)) return null;
  return `//${value.replace(/^\/+/, "")}`;
}
