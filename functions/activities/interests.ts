/**
 * Interest in online activities (spec 001 §3.4 OnlineActivity ShowInterestForm, interested users;
 * docs/decisions/242-online-activities.md): a logged-in participant says they are interested in a
 * published online activity that asks for it, or takes it back; an organiser of the activity (a
 * user of one of its organisations) sees who is interested. Runs as the participant: RLS and the
 * security-definer functions of 20261126225000 check the same rules again.
 */
import type { Participant } from "../_shared/caller";
import { asUser, withTransaction, type Db } from "../_shared/db";
import { Forbidden, NotFound } from "../_shared/errors";
import {
  deleteInterest,
  findInterestedUsers,
  findOnlineInterestForm,
  insertInterest,
  interestExists,
  isOnlineActivityOrganiser,
} from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new NotFound({ code: "ActivityNotFound", messageKey: "activities:api.notFound" });

export type InterestState = { Interested: boolean };
export type InterestedUser = { Username: string; Since: string };

export async function interestOf(db: Db, { userId }: Participant, activityId: string): Promise<InterestState> {
  if (!UUID.test(activityId)) throw notFound();
  return withTransaction(db, asUser(userId), async (tx) => {
    if ((await findOnlineInterestForm(tx, activityId)) === null) throw notFound();
    return { Interested: await interestExists(tx, activityId, userId) };
  });
}

export async function setInterest(
  db: Db,
  { userId }: Participant,
  activityId: string,
  interested: boolean,
): Promise<InterestState> {
  if (!UUID.test(activityId)) throw notFound();
  return withTransaction(db, asUser(userId), async (tx) => {
    const form = await findOnlineInterestForm(tx, activityId);
    if (form === null) throw notFound();
    if (interested && !form) throw new Forbidden("activities:api.noInterestForm");
    if (interested) await insertInterest(tx, activityId, userId);
    else await deleteInterest(tx, activityId, userId);
    return { Interested: interested };
  });
}

/** Who is interested, for an organiser of the activity only (403 for anyone else). */
export async function interestedUsers(db: Db, { userId }: Participant, activityId: string): Promise<InterestedUser[]> {
  if (!UUID.test(activityId)) throw notFound();
  return withTransaction(db, asUser(userId), async (tx) => {
    if ((await findOnlineInterestForm(tx, activityId)) === null) throw notFound();
    if (!(await isOnlineActivityOrganiser(tx, activityId))) throw new Forbidden("activities:api.notOrganiser");
    const rows = await findInterestedUsers(tx, activityId);
    return rows.map((row) => ({ Username: row.username, Since: new Date(row.createdAt).toISOString() }));
  });
}
