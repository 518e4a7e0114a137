/**
 * Volunteer-only content (spec 000 §7, spec 001 §6, §7), served only to volunteers (and organisers),
 * checked on the server; the build never sources these bundles:
 *   GET /api/v1/drupal/content/volunteer-news            items
 *   GET /api/v1/drupal/content/volunteer-news/{slug}     one item with its blocks
 *   GET /api/v1/drupal/content/volunteer-pages           items (introduction without HTML)
 *   GET /api/v1/drupal/content/volunteer-pages/{slug}    one page with its blocks
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { NotFound } from "../_shared/errors";
import { communityApp } from "../_community/context";
import { requireVolunteerArea } from "../_community/volunteers/access";
import { presentDetail, presentList } from "./presenters";
import { cachedSource, volunteerSource, type VolunteerKind } from "./source";

const app = communityApp("/api/v1/drupal/content");
const source = cachedSource(volunteerSource());
const KINDS: Record<string, VolunteerKind> = { "volunteer-news": "news", "volunteer-pages": "pages" };

app.use("*", async (c, next) => {
  await next();
  // Personal (volunteers only): never in a shared cache.
  c.header("Cache-Control", "private, no-store");
});

for (const [path, kind] of Object.entries(KINDS)) {
  app.get(`/${path}`, async (c) => {
    await requireVolunteerArea(c.var.deps, c.var.caller);
    return c.json(presentList(kind, await source.list(kind)));
  });
  app.get(`/${path}/:slug{[a-z0-9-]+}`, async (c) => {
    await requireVolunteerArea(c.var.deps, c.var.caller);
    const detail = presentDetail(kind, await source.list(kind), c.req.param("slug"));
    if (!detail) throw new NotFound({ code: "VolunteerContentNotFound", messageKey: "volunteers:content.notFound" });
    return c.json(detail);
  });
}

export default handle(app);

export const config: Config = { path: ["/api/v1/drupal/content/*"] };
