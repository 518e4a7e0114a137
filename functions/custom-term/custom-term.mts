/**
 * /api/v1/custom_term: the lookup vocabularies as terms {TermNumber, Name}, for everyone.
 *   GET /relationship_with   relation to rheumatism (70509–70516)
 *   GET /treatments          forms of rheumatism (the diagnoses list, docs/decisions/020-profile-and-consent.md)
 *   GET /terms-by-names?terms=a&terms=b
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { anonymous, withTransaction } from "../_shared/db";
import { Invalid } from "../_shared/errors";
import { createApp } from "../_shared/http";
import { database } from "../_shared/http-db";
import { findTermsByNames, findTermsByVocabulary, type TermRow } from "./queries";
import { termName } from "../../src/domain/terms";

const app = createApp("/api/v1/custom_term");
app.use("*", database);

const present = (rows: TermRow[]) =>
  rows.map((row) => ({ TermNumber: row.termNumber, Name: termName(row.termNumber, row.name) }));
const MAX_NAMES = 50;

app.get("/relationship_with", async (c) =>
  c.json(present(await withTransaction(c.var.db, anonymous, (tx) => findTermsByVocabulary(tx, "relationship_with")))),
);

app.get("/treatments", async (c) =>
  c.json(present(await withTransaction(c.var.db, anonymous, (tx) => findTermsByVocabulary(tx, "treatments")))),
);

app.get("/terms-by-names", async (c) => {
  const names = (c.req.queries("terms") ?? [])
    .flatMap((n) => n.split(","))
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length > MAX_NAMES || names.some((n) => n.length > 200))
    throw new Invalid({ terms: ["errors:invalidBody"] });
  return c.json(present(await withTransaction(c.var.db, anonymous, (tx) => findTermsByNames(tx, names))));
});

export default handle(app);

export const config: Config = { path: ["/api/v1/custom_term/*"] };
