/** SQL of the authentication area beyond the shared profile queries (functions/_shared/profiles/queries.ts). */
import { serviceRole, withTransaction, type Db } from "../_shared/db";

/** True while an invited account has not chosen its username and password (public.profiles.setup_pending). */
export async function isSetupPending(db: Db, userId: string): Promise<boolean> {
  return withTransaction(db, serviceRole, async (tx) => {
    const [row] = await tx<{ setupPending: boolean }[]>`select setup_pending from public.profiles where id = ${userId}`;
    return row?.setupPending ?? false;
  });
}
