/**
 * Sharing a library page by e-mail and feedback on articles (spec 000 §5, §7 "Search and sharing",
 * §8; spec 001 §7). Both are open to visitors, so both are rate limited per browser session (the
 * anti-forgery cookie every state-changing call carries) and per IP, with short windows.
 *
 * Sharing sends mail to addresses the caller chooses, so it must be no spam relay (issue 20, item
 * 5; decision 112): its limits count mails (recipients), not calls; the per-IP and per-account
 * limits (hour and day) hold whatever anti-forgery cookie comes along; a visitor's free-text message
 * has its own strict per-IP daily limit; and links in the message are not clickable (mail.ts).
 */
import type { RequestCaller } from "../_shared/caller";
import { isShareablePath, isShareContentType, type ShareInput } from "../../src/domain/library";
import type { z } from "zod";
import type { feedbackBodySchema } from "../../src/domain/library";
import type { AppConfig } from "../_shared/config";
import { anonymous, asUser, withTransaction, type Db } from "../_shared/db";
import { Invalid, NotFound } from "../_shared/errors";
import type { OutboxMailer } from "../_shared/mail/outbox";
import { consumeRateLimits, type RateCheck, type RatePolicy } from "../_shared/rate-limit";
import { feedbackMail, shareMail } from "./mail";
import { insertFeedback } from "./queries";
import { log } from "../_shared/log";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIBRARY_RATE_POLICIES = {
  // Counted in mails (one per recipient).
  sharePerSession: { bucket: "share:session-mails", limit: 20, windowSeconds: 10 * MINUTE },
  sharePerIp: { bucket: "share:ip-mails", limit: 30, windowSeconds: HOUR },
  sharePerIpDay: { bucket: "share:ip-mails-day", limit: 100, windowSeconds: DAY },
  sharePerAccountDay: { bucket: "share:account-mails-day", limit: 50, windowSeconds: DAY },
  visitorMessagePerIpDay: { bucket: "share:visitor-message-ip-day", limit: 10, windowSeconds: DAY },
  feedbackPerSession: { bucket: "feedback:session", limit: 5, windowSeconds: 10 * MINUTE },
  feedbackPerIp: { bucket: "feedback:ip", limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RatePolicy>;

export type LibraryDeps = { db: Db; mailer: OutboxMailer; config: AppConfig; feedbackTo?: string | undefined };
export type FeedbackInput = z.output<typeof feedbackBodySchema>;

function checks(caller: RequestCaller, perSession: RatePolicy, perIp: RatePolicy): RateCheck[] {
  return [
    { policy: perSession, subject: caller.userId ? `user:${caller.userId}` : `af:${caller.browserSession}` },
    { policy: perIp, subject: caller.ip },
  ];
}

/** The share limits, each counting the mails this call sends. */
function shareChecks(caller: RequestCaller, input: ShareInput): RateCheck[] {
  const P = LIBRARY_RATE_POLICIES;
  const hits = input.EmailList.length;
  const result: RateCheck[] = [
    ...checks(caller, P.sharePerSession, P.sharePerIp).map((check) => ({ ...check, hits })),
    { policy: P.sharePerIpDay, subject: caller.ip, hits },
  ];
  if (caller.userId) result.push({ policy: P.sharePerAccountDay, subject: caller.userId, hits });
  else if (input.Message.trim() !== "") result.push({ policy: P.visitorMessagePerIpDay, subject: caller.ip, hits });
  return result;
}

/** Mails a link to a page of this site to at most 10 addresses, one mail per address. */
export async function sharePage(
  deps: LibraryDeps,
  contentType: string,
  input: ShareInput,
  caller: RequestCaller,
): Promise<void> {
  if (!isShareContentType(contentType)) throw new NotFound();
  if (!isShareablePath(contentType, input.Path)) throw new Invalid({ Path: ["reader:share.itemInvalid"] });
  await consumeRateLimits(deps.db, deps.config.appSecret, shareChecks(caller, input));

  const link = `${deps.config.siteUrl}${input.Path}`;
  // One mail per recipient: nobody sees the other addresses.
  for (const to of input.EmailList) {
    await deps.mailer.send(
      shareMail({ to, siteName: deps.config.siteName, link, senderName: input.SenderName, message: input.Message }),
    );
  }
}

/** Stores the feedback (and mails it to FEEDBACK_TO when set). */
export async function giveFeedback(deps: LibraryDeps, input: FeedbackInput, caller: RequestCaller): Promise<void> {
  await consumeRateLimits(
    deps.db,
    deps.config.appSecret,
    checks(caller, LIBRARY_RATE_POLICIES.feedbackPerSession, LIBRARY_RATE_POLICIES.feedbackPerIp),
  );
  const identity = caller.userId ? asUser(caller.userId) : anonymous;
  await withTransaction(deps.db, identity, (tx) =>
    insertFeedback(tx, {
      itemId: input.ItemId,
      path: input.Path,
      feedback: input.Feedback,
      userId: caller.userId ?? null,
    }),
  );
  if (deps.feedbackTo) {
    // Queued with the stored feedback in mind, not with it: the outbox is service_role's, the
    // feedback row the caller's. A failure here loses no feedback (the editors read the table).
    try {
      await deps.mailer.send(
        feedbackMail({ to: deps.feedbackTo, siteUrl: deps.config.siteUrl, path: input.Path, feedback: input.Feedback }),
      );
    } catch (error) {
      log.error("feedback mail to the editors not queued", error);
    }
  }
}
