/** SQL of the library calls (parameterised, postgres.js). */
import type { Queryable } from "../_shared/db";

export type NewFeedback = { itemId: string; path: string; feedback: string; userId: string | null };

/** Stores one feedback (no `returning`: the API roles may add feedback but never read it). */
export async function insertFeedback(tx: Queryable, row: NewFeedback): Promise<void> {
  await tx`
    insert into public.article_feedback (item_id, path, feedback, user_id)
    values (${row.itemId}, ${row.path}, ${row.feedback}, ${row.userId})`;
}
