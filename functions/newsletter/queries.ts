/** SQL of the newsletter calls (parameterised, postgres.js; run as service_role). */
import type { Queryable } from "../_shared/db";

/** Adds the confirmed address; a second confirmation keeps the first row and its date. */
export async function insertSubscriber(tx: Queryable, email: string): Promise<void> {
  await tx`
    insert into public.newsletter_subscribers (email)
    values (${email})
    on conflict (email) do nothing`;
}
