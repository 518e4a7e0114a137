/**
 * The participant's own notifications (spec 000 §7: GET and PUT /CustomUser/notifications, GET
 * /inbox/notifications): the latest NOTIFICATIONS_SHOWN, newest first, and marking all of them
 * read. In the participant's own transaction (RLS: own rows only); 401 for visitors.
 */
import type { AccountNotification } from "../../../src/domain/account";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { presentNotification } from "./presenters";
import { findNotificationsOf, markNotificationsRead } from "./queries";

export async function notificationsOf(deps: Pick<CommunityDeps, "db">, caller: Caller): Promise<AccountNotification[]> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => (await findNotificationsOf(tx, userId)).map(presentNotification));
}

/** Answers how many were unread. */
export async function markAllNotificationsRead(deps: Pick<CommunityDeps, "db">, caller: Caller): Promise<number> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, (tx) => markNotificationsRead(tx, userId));
}
