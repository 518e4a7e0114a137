/**
 * Account deletion (spec 000 §1, §4, §5): request with the password -> a mailed link (24 hours,
 * once) -> confirm: the photo leaves storage, then the personal rows, then the auth user (its
 * cascades remove the profile, sessions, notifications and consents). Contributions that stay
 * (conversations, reactions) keep their text with author_id set to null and show authorLabel():
 * "een deelnemer van ReumaNL"; the notifications of others that name the person start with
 * "Een deelnemer van ReumaNL" instead.
 */
import type { z } from "zod";
import type { deleteConfirmBodySchema, deleteRequestBodySchema } from "../../src/domain/profile";
import type { AuthProvider } from "../_shared/auth";
import type { AppConfig } from "../_shared/config";
import { randomToken, sha256Hex } from "../_shared/crypto";
import { asUser, serviceRole, withTransaction, type Db } from "../_shared/db";
import { Invalid, Unauthorized } from "../_shared/errors";
import type { OutboxMailer } from "../_shared/mail/outbox";
import { authorLabel } from "../../src/domain/author";
import { findProfileById } from "../_shared/profiles/queries";
import { consumeRateLimits, type RatePolicy } from "../_shared/rate-limit";
import { BUCKETS, type Storage } from "../_shared/storage";
import type { Participant } from "../_shared/caller";
import { deletionMail, DELETION_TTL_HOURS } from "./mail";
import { deletePersonalRows, findPhotoPath, replaceDeletionRequest, takeDeletionRequest } from "./queries";

export type DeletionDeps = { db: Db; auth: AuthProvider; mailer: OutboxMailer; storage: Storage; config: AppConfig };

export const DELETION_POLICIES = {
  requestPerUser: { bucket: "delete-request:user", limit: 5, windowSeconds: 3600 },
  confirmPerIp: { bucket: "delete-confirm:ip", limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RatePolicy>;

const WRONG_PASSWORD = { Password: ["profile:delete.wrongPassword"] };
const LINK_INVALID = { Token: ["profile:delete.linkInvalid"] };

/** Checks the password and mails the confirmation link (a new request replaces an older one). */
export async function requestDeletion(
  deps: DeletionDeps,
  caller: Participant,
  input: z.output<typeof deleteRequestBodySchema>,
): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: DELETION_POLICIES.requestPerUser, subject: caller.userId },
  ]);
  if (!(await deps.auth.checkPassword(caller.userId, input.Password)))
    throw new Invalid(WRONG_PASSWORD, { code: "WrongPassword" });
  const account = await deps.auth.getUser(caller.userId);
  const profile = await withTransaction(deps.db, asUser(caller.userId), (tx) => findProfileById(tx, caller.userId));
  if (!account || !profile) throw new Unauthorized();

  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + DELETION_TTL_HOURS * 3600 * 1000);
  // The link is queued with the request it confirms: both are stored, or neither.
  await withTransaction(deps.db, serviceRole, async (tx) => {
    await replaceDeletionRequest(tx, caller.userId, sha256Hex(token), expiresAt);
    await deps.mailer.sendIn(
      tx,
      deletionMail({
        siteUrl: deps.config.siteUrl,
        siteName: deps.config.siteName,
        email: account.email,
        username: profile.username,
        token,
      }),
    );
  });
}

/** Deletes the account of a live link. A used or expired link answers DeletionLinkInvalid. */
export async function confirmDeletion(
  deps: DeletionDeps,
  input: z.output<typeof deleteConfirmBodySchema>,
  ip: string,
): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [{ policy: DELETION_POLICIES.confirmPerIp, subject: ip }]);
  const tokenHash = sha256Hex(input.Token);
  const found = await withTransaction(deps.db, serviceRole, async (tx) => {
    const userId = await takeDeletionRequest(tx, tokenHash);
    return userId ? { userId, photoPath: await findPhotoPath(tx, userId) } : null;
  });
  if (!found) throw new Invalid(LINK_INVALID, { code: "DeletionLinkInvalid" });

  // Storage first: if it fails, nothing is deleted yet and the same link can be tried again.
  if (found.photoPath) await deps.storage.remove(BUCKETS.avatars, [found.photoPath]);
  const label = authorLabel(null, deps.config.siteName);
  const anonymousStart = label.charAt(0).toUpperCase() + label.slice(1);
  await withTransaction(deps.db, serviceRole, (tx) => deletePersonalRows(tx, found.userId, anonymousStart));
  await deps.auth.deleteUser(found.userId);
}
