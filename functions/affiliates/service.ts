/**
 * Affiliate consent (spec 000 §2 settings, §7): which partner organisations a participant allows
 * to inform them. The list is public; the consents are the participant's own (RLS applies).
 */
import { anonymous, asUser, withTransaction, type Db } from "../_shared/db";
import { Invalid } from "../_shared/errors";
import type { Participant } from "../_shared/caller";
import { findActiveAffiliates, findConsentedAffiliateIds, replaceConsents, type AffiliateRow } from "./queries";

export async function listAffiliates(db: Db): Promise<AffiliateRow[]> {
  return withTransaction(db, anonymous, (tx) => findActiveAffiliates(tx));
}

export async function selectedAffiliates(db: Db, caller: Participant): Promise<number[]> {
  return withTransaction(db, asUser(caller.userId), (tx) => findConsentedAffiliateIds(tx, caller.userId));
}

/** Replaces the consents with `ids` (all must be active partners, else 400 and nothing changes). */
export async function setSelectedAffiliates(db: Db, caller: Participant, ids: number[]): Promise<number[]> {
  return withTransaction(db, asUser(caller.userId), async (tx) => {
    const known = new Set((await findActiveAffiliates(tx)).map((a) => a.id));
    if (ids.some((id) => !known.has(id))) throw new Invalid({ AffiliateIds: ["auth:affiliates.unknown"] });
    await replaceConsents(tx, caller.userId, ids);
    return findConsentedAffiliateIds(tx, caller.userId);
  });
}
