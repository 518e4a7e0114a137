/** GET /api/v1/account/export: all of one's own data as a JSON download (GDPR art. 20). */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { createAuthProvider } from "../_shared/auth";
import { callerApp, participantsOnly } from "../_shared/http-db";
import { exportAccount } from "./service";

const app = callerApp("/api/v1/account");

app.get("/export", participantsOnly, async (c) => {
  const data = await exportAccount({ db: c.var.db, auth: createAuthProvider(c.var.db) }, c.var.caller);
  const day = data.exportedAt.slice(0, 10);
  c.header("Content-Disposition", `attachment; filename="reumanl-mijn-gegevens-${day}.json"`);
  return c.body(JSON.stringify(data, null, 2), 200, { "Content-Type": "application/json; charset=utf-8" });
});

export default handle(app);

export const config: Config = { path: ["/api/v1/account/*"] };
