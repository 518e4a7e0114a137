/** SQL of the profiles area. */
import { profileTermNumbers } from "../../src/domain/activities/topics";
import type { Queryable } from "../_shared/db";

export async function isModerator(sql: Queryable, userId: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`select exists (select 1 from public.moderators where user_id = ${userId}) as found`;
  return row?.found ?? false;
}

/** The terms of a profile: its forms of rheumatism (kept only with consent) and interests as topic terms. */
export async function findTermsOfProfile(tx: Queryable, userId: string): Promise<Array<{ termNumber: number; name: string }>> {
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
