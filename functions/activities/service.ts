/**
 * Likes of activities (spec 001 §4, §7 "Guide and user") and submissions of activities
 * (/activiteit-aanmelden).
 *
 * Likes: a participant with community access (Community = Approved) likes a published activity or
 * takes the like back; anyone may ask the number of likes. How liking works is not in the spec
 * (docs/decisions/039-activity-data-and-likes.md).
 *
 * Submissions: validated with the shared schema, rate limited per browser session and per IP,
 * stored unpublished (activity, organisation, editions with their dates, topics, the organiser's
 * contact details) in one transaction as service_role. The venue is located through the geocoder.
 */
import type { Participant, RequestCaller } from "../_shared/caller";
import { randomUUID } from "node:crypto";
import { formatPostcode } from "../../src/domain/postcode";
import {
  slugify,
  type ActivitySubmission,
  type EditionSubmission,
  type SubmissionAnswer,
} from "../../src/domain/activities/submission";
import { signUpHref } from "../../src/domain/activities/signup-url";
import { dutchTimeToUtc, parseDayKey } from "../../src/domain/activities/time";
import { checkRichText } from "../../src/domain/rich-text/schema";
import { plainTextToRichText, type RichTextDoc } from "../../src/domain/rich-text/text";
import { asUser, serviceRole, withTransaction, type Db, type Tx } from "../_shared/db";
import { Forbidden, Invalid, NotFound } from "../_shared/errors";
import type { Geocoder, Location } from "../_shared/geocoder";
import type { OutboxMailer } from "../_shared/mail/outbox";
import { activitySubmittedMail, type SubmittedActivity } from "../_shared/mail/templates/submission";
import { findCommunityAccess } from "../_shared/profiles/community-access";
import { consumeRateLimits, type RateCheck, type RatePolicy } from "../_shared/rate-limit";
import {
  countLikes,
  deleteLike,
  insertEdition,
  insertLike,
  insertOrganization,
  insertSubmission,
  insertUnpublishedActivity,
  isPublishedActivity,
  likeExists,
  linkOrganization,
  linkTerms,
  slugTaken,
} from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new NotFound({ code: "ActivityNotFound", messageKey: "activities:api.notFound" });

// Likes ---------------------------------------------------------------------------------------------

export type LikeState = { Liked: boolean; NumberOfLikes: number };

export async function likedBy(db: Db, { userId }: Participant, activityId: string): Promise<boolean> {
  if (!UUID.test(activityId)) throw notFound();
  return withTransaction(db, asUser(userId), async (tx) => {
    if (!(await isPublishedActivity(tx, activityId))) throw notFound();
    return likeExists(tx, activityId, userId);
  });
}

export async function numberOfLikes(db: Db, activityId: string): Promise<number> {
  if (!UUID.test(activityId)) throw notFound();
  return withTransaction(db, { role: "anon" }, async (tx) => {
    if (!(await isPublishedActivity(tx, activityId))) throw notFound();
    return countLikes(tx, activityId);
  });
}

export async function setLike(db: Db, { userId }: Participant, activityId: string, liked: boolean): Promise<LikeState> {
  if (!UUID.test(activityId)) throw notFound();
  return withTransaction(db, asUser(userId), async (tx) => {
    if ((await findCommunityAccess(tx, userId)) !== "Approved") throw new Forbidden("activities:api.noCommunityAccess");
    if (!(await isPublishedActivity(tx, activityId))) throw notFound();
    if (liked) await insertLike(tx, activityId, userId);
    else await deleteLike(tx, activityId, userId);
    return { Liked: liked, NumberOfLikes: await countLikes(tx, activityId) };
  });
}

// Submissions ----------------------------------------------------------------------------------------

const HOUR = 3600;
export const SUBMISSION_RATE_POLICIES = {
  perSession: { bucket: "activity-submit:session", limit: 3, windowSeconds: HOUR },
  perIp: { bucket: "activity-submit:ip", limit: 10, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, RatePolicy>;

export type SubmissionDeps = {
  db: Db;
  geocoder: Geocoder;
  appSecret: string;
  /** Tells the editors (EDITORS_EMAIL) about the submission; none configured, nobody is mailed. */
  editors?: { mailer: OutboxMailer; addresses: string[]; siteUrl: string; siteName: string };
};

/** A plain text as a checked rich-text document (the editor's schema), or an error at `field`. */
function richText(text: string, field: string): RichTextDoc {
  const checked = checkRichText(plainTextToRichText(text));
  if (!checked.ok)
    throw new Invalid({
      [field]: [`activities:submit.errors.${field === "SignupText" ? "signupText" : "practicalInformation"}.required`],
    });
  return checked.doc;
}

function momentOf(day: string, time: string): Date {
  const [year, month, date] = parseDayKey(day)!;
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return new Date(dutchTimeToUtc(year, month, date, hour, minute));
}

async function locate(geocoder: Geocoder, editions: readonly EditionSubmission[]): Promise<Array<Location | null>> {
  const fields: Record<string, string[]> = {};
  const out: Array<Location | null> = [];
  for (const [index, edition] of editions.entries()) {
    let location: Location | null;
    try {
      location = await geocoder.locate(edition.Postcode, Number(edition.HouseNumber));
    } catch {
      // The geocoder is down (PDOK): keep the submission; an editor locates the venue later.
      out.push(null);
      continue;
    }
    if (!location) fields[`Editions.${index}.Postcode`] = ["activities:submit.errors.postcode.notRecognised"];
    out.push(location);
  }
  if (Object.keys(fields).length) throw new Invalid(fields);
  return out;
}

async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await withTransaction(db, serviceRole, (tx) => slugTaken(tx, base));
  return taken ? `${base}-${randomUUID().slice(0, 6)}` : base;
}

export async function submitActivity(
  deps: SubmissionDeps,
  body: ActivitySubmission,
  caller: RequestCaller,
): Promise<SubmissionAnswer> {
  const checks: RateCheck[] = [
    { policy: SUBMISSION_RATE_POLICIES.perSession, subject: caller.userId ?? caller.browserSession },
    { policy: SUBMISSION_RATE_POLICIES.perIp, subject: caller.ip },
  ];
  await consumeRateLimits(deps.db, deps.appSecret, checks);

  const signupText = richText(body.SignupText, "SignupText");
  const practicalInformation = body.PracticalInformation.trim()
    ? richText(body.PracticalInformation, "PracticalInformation")
    : null;
  const locations = await locate(deps.geocoder, body.Editions);
  const activityId = randomUUID();
  const organizationId = randomUUID();
  const slug = await freeSlug(deps.db, body.Title);

  await withTransaction(deps.db, serviceRole, async (tx) => {
    await insertOrganization(tx, {
      id: organizationId,
      name: body.OrganizationName,
      url: body.OrganizationUrl ? webAddress(body.OrganizationUrl) : null,
    });
    await insertUnpublishedActivity(tx, {
      id: activityId,
      type: body.PhysicalActivityType,
      title: body.Title,
      slug,
      description: body.Description,
      signupText,
      practicalInformation,
      onlineAlternative: body.OnlineAlternative,
      exertion: body.Exertion,
      submittedBy: caller.userId,
    });
    await linkOrganization(tx, activityId, organizationId);
    await linkTerms(tx, activityId, body.Terms);
    for (const [index, edition] of body.Editions.entries()) {
      const location = locations[index];
      await insertEdition(tx, {
        id: randomUUID(),
        activityId,
        locationLabel: edition.LocationLabel,
        addressLabel: `${edition.Street} ${edition.HouseNumber}, ${formatPostcode(edition.Postcode)} ${edition.City}`,
        signupUrl: edition.SignupURL || null,
        lat: location?.lat ?? 0,
        long: location?.long ?? 0,
        stepFree: edition.StepFreeAccess || null,
        seating: edition.Seating || null,
        toilet: edition.AccessibleToilet || null,
        parking: edition.Parking || null,
        from: momentOf(edition.Date, edition.StartTime),
        to: momentOf(edition.EndDate || edition.Date, edition.EndTime),
      });
    }
    await insertSubmission(tx, {
      activityId,
      contactName: body.ContactName,
      contactEmail: body.ContactEmail.toLowerCase(),
      userId: caller.userId,
    });
    await tellEditors(tx, deps, {
      id: activityId,
      slug,
      title: body.Title,
      organisation: body.OrganizationName,
      contactName: body.ContactName,
      contactEmail: body.ContactEmail.toLowerCase(),
      editions: body.Editions.length,
    });
  });
  return { Id: activityId, Slug: slug, IsPublished: false };
}

/** The editors' mails, queued in the outbox in the submission's transaction: stored together, or neither. */
async function tellEditors(tx: Tx, deps: SubmissionDeps, activity: SubmittedActivity): Promise<void> {
  const editors = deps.editors;
  if (!editors?.addresses.length) return;
  for (const to of editors.addresses) {
    await editors.mailer.sendIn(
      tx,
      activitySubmittedMail({ siteUrl: editors.siteUrl, siteName: editors.siteName, to, activity }),
    );
  }
}

/** An organisation's site with its scheme ("www.x.nl" -> "https://www.x.nl"). */
function webAddress(value: string): string | null {
  const href = signUpHref(value);
  if (!href) return null;
  return href.startsWith("//") ? `https:${href}` : href;
}
