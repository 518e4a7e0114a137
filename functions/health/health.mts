/**
 * GET /api/v1/health -> 200 { status: "ok", checks: { database, databaseRole, mail }, region }
 *                    or 503 with the same shape and status "failing".
 * For an uptime monitor and the operator after a deploy (docs/deploy.md): the database as the
 * functions' own login role (one transaction as a visitor), whether that role is too powerful in
 * production, the mail settings, and the region the function runs in. Nothing secret is told
 * (functions/health/service.ts). A production deploy without its required secrets answers 503
 * before this runs, like every function (createApp).
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { getConfig } from "../_shared/config";
import { createApp } from "../_shared/http";
import { checkHealth } from "./service";

const app = createApp("/api/v1/health");

app.get("/", async (c) => {
  const health = await checkHealth(getConfig());
  return c.json(health, health.status === "ok" ? 200 : 503);
});

export default handle(app);

export const config: Config = { path: "/api/v1/health" };
