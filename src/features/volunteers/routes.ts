/** Which volunteer-area view a path under /ervaringsdeskundigen/ asks for. */
export type VolunteerRoute = { kind: "opportunity" | "news" | "pages"; slug: string } | { kind: "unknown" };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function routeOf(pathname: string): VolunteerRoute {
  const parts = pathname
    .replace(/^\/ervaringsdeskundigen\/?/, "")
    .split("/")
    .filter(Boolean)
    .map(decodeURIComponent);
  if (parts.length === 1 && SLUG.test(parts[0]!)) return { kind: "opportunity", slug: parts[0]! };
  if (parts.length === 2 && SLUG.test(parts[1]!)) {
    if (parts[0] === "nieuws") return { kind: "news", slug: parts[1]! };
    if (parts[0] === "pagina") return { kind: "pages", slug: parts[1]! };
  }
  return { kind: "unknown" };
}
