/**
 * GET /api/v1/profiles/terms/{userId} (spec 001 §3.1, §7): the terms of the logged-in participant's
 * profile, `{Terms: [{TermNumber, Name}]}`: the forms of rheumatism (kept only with consent) and the
 * interests as topic terms (72001–72010). The guide recommends activities with them. Forms are
 * health data, so only the participant may ask for their own (401 without a session, 403 for
 * someone else).
 */
import { asUser, withTransaction, type Db } from "../_shared/db";
import { Forbidden } from "../_shared/errors";
import type { Participant } from "../_shared/caller";
import { findTermsOfProfile } from "../_shared/profiles/details-queries";
import { termName } from "../../src/domain/terms";

export type ProfileTermsView = { Terms: Array<{ TermNumber: number; Name: string }> };

export async function profileTermsOf(db: Db, caller: Participant, userId: string): Promise<ProfileTermsView> {
  if (userId.toLowerCase() !== caller.userId.toLowerCase()) throw new Forbidden();
  const rows = await withTransaction(db, asUser(caller.userId), (tx) => findTermsOfProfile(tx, caller.userId));
  return { Terms: rows.map((row) => ({ TermNumber: row.termNumber, Name: termName(row.termNumber, row.name) })) };
}
