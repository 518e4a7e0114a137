/**
 * Opportunities and the volunteer lookups (spec 000 §7):
 *   GET /api/v1/Opportunity?abilityId&region            all the caller may see (volunteers, organisers)
 *   GET /api/v1/Opportunity/ervaringsdeskundigen/{slug}  one, with who is interested for organisers
 *   GET /api/v1/AbilityCategory, /Interest, /FormOfreuma lookups (public: the sign-up needs them)
 */
import type { Config } from "@netlify/functions";
import type { Context } from "hono";
import { handle } from "hono/netlify";
import { communityApp } from "../_community/context";
import * as volunteers from "../_community/volunteers/service";

const app = communityApp("/api/v1");

function optionalNumber(c: Context, name: string, max: number): number | undefined {
  const raw = c.req.query(name);
  if (!raw || !/^[0-9]{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
}

app.get("/Opportunity", async (c) =>
  c.json(
    await volunteers.allOpportunities(c.var.deps, c.var.caller, {
      abilityId: optionalNumber(c, "abilityId", 999_999),
      region: optionalNumber(c, "region", 13),
    }),
  ),
);
app.get("/Opportunity/ervaringsdeskundigen/:slug", async (c) =>
  c.json(await volunteers.opportunityBySlug(c.var.deps, c.var.caller, c.req.param("slug").slice(0, 120))),
);
app.get("/AbilityCategory", async (c) => c.json(await volunteers.abilityCategories(c.var.deps, c.var.caller)));
app.get("/Interest", async (c) => c.json(await volunteers.interests(c.var.deps, c.var.caller)));
app.get("/FormOfreuma", async (c) => c.json(await volunteers.forms(c.var.deps, c.var.caller)));

export default handle(app);

export const config: Config = {
  path: [
    "/api/v1/Opportunity",
    "/api/v1/Opportunity/*",
    "/api/v1/opportunity",
    "/api/v1/opportunity/*",
    "/api/v1/AbilityCategory",
    "/api/v1/abilitycategory",
    "/api/v1/Interest",
    "/api/v1/interest",
    "/api/v1/FormOfreuma",
    "/api/v1/formofreuma",
  ],
};
