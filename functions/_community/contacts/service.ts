/**
 * Contact requests (spec 000 §4, §7 "Members and contacts"): none -> requested (with a message) ->
 * accepted or denied. A denial is final and silent: the requester keeps seeing "pending" and cannot
 * ask again. Removing a contact deletes the link and the message history of both in one
 * transaction. Blocks and mutes keep two members apart. Every call is one transaction as the
 * caller (RLS applies); notifications for the other party are written as service_role inside it.
 */
import type { ContactItem, ContactRequestBody, ContactStatus } from "../../../src/domain/people";
import { CONTACT_REQUESTS_PER_DAY, CONTACT_REQUESTS_PER_DAY_NEW, PEOPLE_PAGE_SIZE } from "../../../src/domain/people";
import { pageOf, type Page } from "../../../src/domain/community";
import { translate } from "../../../src/i18n/translate";
import { Conflict, Invalid, isDomainError, NotFound, type DomainError } from "../../_shared/errors";
import { consumeRateLimits } from "../../_shared/rate-limit";
import type { Tx } from "../../_shared/db";
import { asCaller, asServiceRoleWithin, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import { photoUrlOf, type CommunityDeps } from "../deps";
import { isNewAccount } from "../limits";
import { memberNotFound, PostingRateLimited } from "../errors";
import { findOwnUsername, memberExists } from "../queries";
import { deleteMessageHistoryBetween } from "./history";
import { contactStatusOf, presentContact } from "./presenters";
import {
  blockedBetween,
  countContacts,
  countUnseenRequests,
  decide,
  deleteBlock,
  deleteLink,
  findBlocks,
  findContacts,
  findLinkBetween,
  inDirectory,
  insertRequest,
  markSeen,
  upsertBlock,
} from "./queries";

const DAY = 24 * 3600;
export const CONTACTS_PATH = "/ontmoet-elkaar/personen/?mycontacts=show";

const requestNotFound = () => new NotFound({ code: "ContactRequestNotFound", messageKey: "people:request.notFound" });
const refused = (key: string): DomainError =>
  new Conflict("ContactRequestRefused", `people:${key}`, { Message: [`people:${key}`] });

/** Contact requests a day; 429 with a Dutch text. Runs before the request's transaction. */
async function limitRequests(deps: CommunityDeps, userId: string, nowMs: number): Promise<void> {
  const newcomer = await isNewAccount(deps.db, userId, nowMs);
  const policy = {
    bucket: "contact-request:user",
    limit: newcomer ? CONTACT_REQUESTS_PER_DAY_NEW : CONTACT_REQUESTS_PER_DAY,
    windowSeconds: DAY,
  };
  try {
    await consumeRateLimits(deps.db, deps.secret, [{ policy, subject: userId }], nowMs);
  } catch (error) {
    if (isDomainError(error) && error.status === 429) {
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? DAY;
      throw new PostingRateLimited(retry, newcomer ? "people:request.rateLimitedNew" : "people:request.rateLimited");
    }
    throw error;
  }
}

async function notify(
  tx: Tx,
  caller: Caller,
  notice: { userId: string; kind: string; body: string; actorId: string },
): Promise<void> {
  await asServiceRoleWithin(tx, identityOf(caller), async () => {
    await tx`
      insert into public.notifications (user_id, kind, body, link, actor_id)
      values (${notice.userId}, ${notice.kind}, ${notice.body}, ${CONTACTS_PATH}, ${notice.actorId})`;
  });
}

/** POST /CustomContactlink {ContactUserId, Message} */
export async function requestContact(
  deps: CommunityDeps,
  caller: Caller,
  input: ContactRequestBody & { Message: string },
  nowMs = Date.now(),
): Promise<ContactStatus> {
  const userId = requireParticipant(caller);
  const otherId = input.ContactUserId;
  if (otherId === userId) throw new Invalid({ ContactUserId: ["people:request.self"] });
  // Checked before the limit is counted, so a refused request costs nothing.
  await asCaller(deps, caller, async (tx) => checkRequestable(tx, userId, otherId));
  await limitRequests(deps, userId, nowMs);
  return asCaller(deps, caller, async (tx) => {
    await checkRequestable(tx, userId, otherId);
    await insertRequest(tx, userId, otherId, input.Message);
    const username = (await findOwnUsername(tx, userId)) ?? "";
    await notify(tx, caller, {
      userId: otherId,
      kind: "contact.request",
      body: translate("people", "notifications.request", { username }),
      actorId: userId,
    });
    return "pending" as const;
  });
}

async function checkRequestable(tx: Tx, userId: string, otherId: string): Promise<void> {
  // Paused, blocked or muted members are not in the caller's directory: the same 404 as unknown ones.
  if (!(await inDirectory(tx, otherId))) throw memberNotFound();
  if (await blockedBetween(tx, userId, otherId)) throw memberNotFound();
  const link = await findLinkBetween(tx, userId, otherId);
  const status = contactStatusOf(link, userId);
  if (status === "pending") throw refused("request.alreadySent");
  if (status === "accepted") throw refused("request.alreadyContacts");
  if (status === "incoming") throw refused("request.incoming");
  if (status === "denied") throw refused("request.notPossible");
}

/** GET /CustomContactlink/ContactStatusWithUser/{id} */
export async function contactStatusWith(deps: CommunityDeps, caller: Caller, otherId: string): Promise<ContactStatus> {
  if (!caller.userId) return "none";
  if (caller.userId === otherId) return "self";
  return asCaller(deps, caller, async (tx) =>
    contactStatusOf(await findLinkBetween(tx, caller.userId!, otherId), caller.userId!),
  );
}

/** The open incoming request from `requesterId` to the caller (404 otherwise). */
async function incomingRequest(tx: Tx, userId: string, requesterId: string) {
  const link = await findLinkBetween(tx, userId, requesterId);
  if (!link || link.receiverId !== userId || link.status !== "requested") throw requestNotFound();
  return link;
}

/** POST /CustomContactlink/AcceptContactRequest/{id} (id: the requester) */
export async function acceptRequest(deps: CommunityDeps, caller: Caller, requesterId: string): Promise<ContactStatus> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const link = await incomingRequest(tx, userId, requesterId);
    await decide(tx, link.id, "accepted");
    const username = (await findOwnUsername(tx, userId)) ?? "";
    await notify(tx, caller, {
      userId: requesterId,
      kind: "contact.accepted",
      body: translate("people", "notifications.accepted", { username }),
      actorId: userId,
    });
    return "accepted" as const;
  });
}

/** POST /CustomContactlink/DenyContactRequest/{id}: final, and the requester is not told. */
export async function denyRequest(deps: CommunityDeps, caller: Caller, requesterId: string): Promise<ContactStatus> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const link = await incomingRequest(tx, userId, requesterId);
    await decide(tx, link.id, "denied");
    return "denied" as const;
  });
}

/** POST /CustomContactlink/seen/{id} */
export async function markRequestSeen(deps: CommunityDeps, caller: Caller, requesterId: string): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const link = await findLinkBetween(tx, userId, requesterId);
    if (!link || link.receiverId !== userId) throw requestNotFound();
    await markSeen(tx, link.id);
  });
}

/** DELETE /CustomContactlink/contacts/{id}: the link, both histories and the notifications between the two, in one transaction. */
export async function removeContact(deps: CommunityDeps, caller: Caller, otherId: string): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, async (tx) => {
    const link = await findLinkBetween(tx, userId, otherId);
    if (!link || link.status !== "accepted") throw requestNotFound();
    // The link first: it waits for a message being sent (public.lock_contact_link), so the history
    // deleted next includes that message and its notification.
    if ((await deleteLink(tx, link.id)) !== 1) throw requestNotFound();
    await deleteMessageHistoryBetween(tx, userId, otherId);
  });
}

/** GET /CustomContactlink/mycontacts?page_index&page_size */
export async function myContacts(
  deps: CommunityDeps,
  caller: Caller,
  page: { index: number; size?: number },
): Promise<Page<ContactItem>> {
  const userId = requireParticipant(caller);
  const size = page.size ?? PEOPLE_PAGE_SIZE;
  return asCaller(deps, caller, async (tx) => {
    const [rows, total] = await Promise.all([
      findContacts(tx, userId, { index: page.index, size }),
      countContacts(tx, userId),
    ]);
    return pageOf(
      rows.map((row) => presentContact(row, userId, (path) => photoUrlOf(deps, path))),
      total,
      page.index,
      size,
    );
  });
}

export async function unseenRequests(deps: CommunityDeps, caller: Caller): Promise<number> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, (tx) => countUnseenRequests(tx, userId));
}

/** GET /CustomContactlink/conversationwith/{id}: where the message thread with a contact is. */
export async function conversationWith(
  deps: CommunityDeps,
  caller: Caller,
  otherId: string,
): Promise<{ UserId: string; Path: string }> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const link = await findLinkBetween(tx, userId, otherId);
    if (!link || link.status !== "accepted") throw requestNotFound();
    return { UserId: otherId, Path: `/account/berichten/${otherId}/` };
  });
}

// Blocks and mutes -------------------------------------------------------------------------------------

/** Blocks or mutes another member. A block also ends a contact or an open request (not a denial). */
export async function block(
  deps: CommunityDeps,
  caller: Caller,
  otherId: string,
  kind: "block" | "mute",
): Promise<void> {
  const userId = requireParticipant(caller);
  if (otherId === userId) throw new Invalid({ Kind: ["people:block.self"] });
  await asCaller(deps, caller, async (tx) => {
    if (!(await memberExists(tx, otherId))) throw memberNotFound();
    await upsertBlock(tx, userId, otherId, kind);
    if (kind !== "block") return;
    const link = await findLinkBetween(tx, userId, otherId);
    if (!link || link.status === "denied") return;
    // An open request is not the caller's to delete under RLS; the service decided, so as service_role.
    // The link before the history, as in removeContact.
    await asServiceRoleWithin(tx, identityOf(caller), () => deleteLink(tx, link.id));
    await deleteMessageHistoryBetween(tx, userId, otherId);
  });
}

export async function unblock(deps: CommunityDeps, caller: Caller, otherId: string): Promise<void> {
  const userId = requireParticipant(caller);
  await asCaller(deps, caller, (tx) => deleteBlock(tx, userId, otherId));
}

export async function myBlocks(
  deps: CommunityDeps,
  caller: Caller,
): Promise<{ UserId: string; Username: string; Kind: "block" | "mute"; Created: string }[]> {
  const userId = requireParticipant(caller);
  const rows = await asCaller(deps, caller, (tx) => findBlocks(tx, userId));
  return rows.map((r) => ({
    UserId: r.userId,
    Username: r.username,
    Kind: r.kind,
    Created: r.createdAt.toISOString(),
  }));
}
