/**
 * The monthly e-mail of new opportunities (spec 000 §9, issue 17): each volunteer who completed the
 * sign-up and kept the mail on gets, once per calendar month (Europe/Amsterdam), the open
 * opportunities opened since their last mail, those matching their abilities and region first
 * (rankForVolunteer). Nothing new: no mail (the month is still marked done).
 *
 * Never twice: a volunteer's row for the month is claimed (inserted) in one short transaction before
 * the mail goes out; a second run, a retry or a run at the same time finds the row and skips. A
 * failed send gives the claim back so a later run this month tries again; a run killed between the
 * claim and the send loses that one mail rather than risk sending it twice.
 */
import type { AuthProvider } from "../_shared/auth";
import type { AppConfig } from "../_shared/config";
import { serviceRole, withTransaction, type Db } from "../_shared/db";
import type { Mailer } from "../_shared/mail/mailer";
import { volunteerOpportunitiesMail } from "../_shared/mail/templates/volunteer-opportunities";
import { rankForVolunteer } from "../_community/volunteers/service";
import {
  claimMonthlyMails,
  markSent,
  opportunitiesByIds,
  releaseClaim,
  type ClaimedMail,
  type MailOpportunity,
} from "./queries";
import { log } from "../_shared/log";

export type VolunteerMailDeps = {
  db: Db;
  auth: Pick<AuthProvider, "getUser">;
  mailer: Mailer;
  config: Pick<AppConfig, "siteUrl" | "siteName">;
};
export type MonthlyReport = { sent: number; nothingNew: number; skipped: number; failed: number };

export const CLAIM_BATCH = 100;

/** "2026-11": the calendar month in the Netherlands. */
export function periodOf(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

const asRankable = (o: MailOpportunity) => ({ ...o, Region: o.region, Abilities: o.abilityIds.map((Id) => ({ Id })) });

async function sendOne(
  deps: VolunteerMailDeps,
  mailer: Mailer,
  claim: ClaimedMail,
  period: string,
  report: MonthlyReport,
): Promise<void> {
  if (claim.opportunityIds.length === 0) {
    report.nothingNew += 1;
    return;
  }
  try {
    const account = await deps.auth.getUser(claim.profileId);
    if (!account?.emailConfirmed || !account.email) {
      report.skipped += 1;
      return;
    }
    const found = await withTransaction(deps.db, serviceRole, (tx) => opportunitiesByIds(tx, claim.opportunityIds));
    const ranked = rankForVolunteer(found.map(asRankable), { abilityIds: claim.abilityIds, region: claim.region });
    await mailer.send(
      volunteerOpportunitiesMail({
        siteUrl: deps.config.siteUrl,
        siteName: deps.config.siteName,
        email: account.email,
        username: claim.username,
        opportunities: ranked,
      }),
    );
    report.sent += 1;
    await withTransaction(deps.db, serviceRole, (tx) => markSent(tx, claim.profileId, period));
  } catch (error) {
    report.failed += 1;
    log.error("volunteer mail not sent", error);
    await withTransaction(deps.db, serviceRole, (tx) => releaseClaim(tx, claim.profileId, period));
  }
}

/** Sends this month's mails to every volunteer who has not had one; safe to run again at any time. */
export async function sendMonthlyVolunteerMails(
  deps: VolunteerMailDeps,
  now = new Date(),
  batchSize = CLAIM_BATCH,
): Promise<MonthlyReport> {
  const period = periodOf(now);
  const report: MonthlyReport = { sent: 0, nothingNew: 0, skipped: 0, failed: 0 };
  for (;;) {
    const claims = await withTransaction(deps.db, serviceRole, (tx) => claimMonthlyMails(tx, period, now, batchSize));
    const mailer = deps.mailer.batch?.() ?? deps.mailer;
    try {
      for (const claim of claims) await sendOne(deps, mailer, claim, period, report);
    } finally {
      if (mailer !== deps.mailer) mailer.close?.();
    }
    // A released (failed) claim is not taken again in this run: the loop ends on a short batch.
    if (claims.length < batchSize) return report;
  }
}
