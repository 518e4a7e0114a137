/**
 * /api/v1/affiliates: GET the partner organisations; GET /selected the participant's consents;
 * PUT {AffiliateIds} replaces them (answers the new selection).
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { affiliatesBodySchema, type Affiliate } from "../../src/domain/account";
import { callerApp, participantsOnly } from "../_shared/http-db";
import { validate } from "../_shared/validate";
import type { AffiliateRow } from "./queries";
import { listAffiliates, selectedAffiliates, setSelectedAffiliates } from "./service";

const app = callerApp("/api/v1/affiliates");

function present(row: AffiliateRow): Affiliate {
  return { Id: row.id, Name: row.name, Description: row.description, Url: row.url };
}

app.get("/", async (c) => c.json((await listAffiliates(c.var.db)).map(present)));

app.get("/selected", participantsOnly, async (c) => c.json(await selectedAffiliates(c.var.db, c.var.caller)));

app.put("/", participantsOnly, validate(affiliatesBodySchema, "auth"), async (c) => {
  return c.json(await setSelectedAffiliates(c.var.db, c.var.caller, c.var.body.AffiliateIds));
});

export default handle(app);

export const config: Config = { path: ["/api/v1/affiliates", "/api/v1/affiliates/*"] };
