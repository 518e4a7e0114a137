/**
 * GET /api/v1/profiles/terms/{userId} (spec 001 §3.1, §7): the terms of the logged-in participant's
 * profile, `{Terms: [{TermNumber, Name}]}`: the forms of rheumatism (kept only with consent) and the
 * interests as topic terms (72001–72010). The guide recommends activities with them. Forms are
 * health data, so only the participant may ask for their own (401 without a session, 403 for
 * someone else).
 */
import { profileTermNumbers } from "../../src/domain/activities/topics";
import { asUser, withTransaction, type Db, type Queryable } from "../_shared/db";
import { Forbidden } from "../_shared/errors";
import type { SessionUser } from "../_shared/session";

export type ProfileTermsView = { Terms: Array<{ TermNumber: number; Name: string }> };

async function findTermsOfProfile(tx: Queryable, userId: string): Promise<Array<{ termNumber: number; name: string }>> {
  const [details] = await tx<{ forms: number[]; interests: string[] }[]>`
    select to_json(forms) as forms, to_json(interests) as interests from public.profile_details where user_id = ${userId}`;
  if (!details) return [];
  const numbers = profileTermNumbers(details.forms ?? [], details.interests ?? []);
  if (numbers.length === 0) return [];
  return tx<{ termNumber: number; name: string }[]>`
    select term_number, name from public.terms
    where term_number in (select value::int from jsonb_array_elements_text(${tx.json(numbers)}::jsonb))
    order by (vocabulary <> 'topics'), weight, term_number`;
}

export async function profileTermsOf(db: Db, user: SessionUser, userId: string): Promise<ProfileTermsView> {
  if (userId.toLowerCase() !== user.id.toLowerCase()) throw new Forbidden();
  const rows = await withTransaction(db, asUser(user.id), (tx) => findTermsOfProfile(tx, user.id));
  return { Terms: rows.map((row) => ({ TermNumber: row.termNumber, Name: row.name })) };
}
