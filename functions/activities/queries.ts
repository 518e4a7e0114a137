/** SQL of likes and submissions of activities (public.activity_likes, physical_activities, ...). */
import type { Queryable } from "../_shared/db";

// Likes (run as the participant: RLS shows published activities and their own likes) -------------

export async function isPublishedActivity(tx: Queryable, activityId: string): Promise<boolean> {
  const rows = await tx`select 1 from public.physical_activities where id = ${activityId} and is_published`;
  return rows.length > 0;
}

export async function likeExists(tx: Queryable, activityId: string, userId: string): Promise<boolean> {
  const rows = await tx`select 1 from public.activity_likes where activity_id = ${activityId} and user_id = ${userId}`;
  return rows.length > 0;
}

export async function countLikes(tx: Queryable, activityId: string): Promise<number> {
  const [row] = await tx<{ count: number }[]>`select public.activity_like_count(${activityId}) as count`;
  return Number(row?.count ?? 0);
}

export async function insertLike(tx: Queryable, activityId: string, userId: string): Promise<void> {
  await tx`insert into public.activity_likes (activity_id, user_id) values (${activityId}, ${userId}) on conflict do nothing`;
}

export async function deleteLike(tx: Queryable, activityId: string, userId: string): Promise<void> {
  await tx`delete from public.activity_likes where activity_id = ${activityId} and user_id = ${userId}`;
}

// Interest in online activities (run as the participant: RLS shows their own interests) ----------

/** Is it a published online activity, and does it ask for interest (ShowInterestForm)? null = not found. */
export async function findOnlineInterestForm(tx: Queryable, activityId: string): Promise<boolean | null> {
  const [row] = await tx<
    { showInterestForm: boolean }[]
  >`select show_interest_form from public.online_activities where id = ${activityId} and is_published`;
  return row ? row.showInterestForm : null;
}

export async function interestExists(tx: Queryable, activityId: string, userId: string): Promise<boolean> {
  const rows =
    await tx`select 1 from public.online_activity_interests where activity_id = ${activityId} and user_id = ${userId}`;
  return rows.length > 0;
}

export async function insertInterest(tx: Queryable, activityId: string, userId: string): Promise<void> {
  await tx`insert into public.online_activity_interests (activity_id, user_id) values (${activityId}, ${userId}) on conflict do nothing`;
}

export async function deleteInterest(tx: Queryable, activityId: string, userId: string): Promise<void> {
  await tx`delete from public.online_activity_interests where activity_id = ${activityId} and user_id = ${userId}`;
}

export async function isOnlineActivityOrganiser(tx: Queryable, activityId: string): Promise<boolean> {
  const [row] = await tx<
    { organiser: boolean }[]
  >`select public.is_online_activity_organiser(${activityId}) as organiser`;
  return Boolean(row?.organiser);
}

export async function findInterestedUsers(
  tx: Queryable,
  activityId: string,
): Promise<Array<{ username: string; createdAt: Date }>> {
  return tx<
    Array<{ username: string; createdAt: Date }>
  >`select username, created_at from public.organiser_interests(${activityId})`;
}

// Submissions (run as service_role, after validation and rate limits) ------------------------------

export async function slugTaken(tx: Queryable, slug: string): Promise<boolean> {
  const rows = await tx`select 1 from public.physical_activities where slug = ${slug}`;
  return rows.length > 0;
}

export type NewOrganization = { id: string; name: string; url: string | null };

export async function insertOrganization(tx: Queryable, org: NewOrganization): Promise<void> {
  await tx`insert into public.organizations (id, name, url) values (${org.id}, ${org.name}, ${org.url})`;
}

export type NewActivity = {
  id: string;
  type: string;
  title: string;
  slug: string;
  description: string;
  signupText: object;
  practicalInformation: object | null;
  onlineAlternative: boolean;
  exertion: number;
  submittedBy: string | null;
};

/** Always unpublished: an editor publishes it. */
export async function insertUnpublishedActivity(tx: Queryable, activity: NewActivity): Promise<void> {
  await tx`
    insert into public.physical_activities
      (id, physical_activity_type, title, slug, description, signup_text, practical_information,
       online_alternative, exertion, submitted_by, is_published)
    values
      (${activity.id}, ${activity.type}, ${activity.title}, ${activity.slug}, ${activity.description},
       ${tx.json(activity.signupText as never)}, ${activity.practicalInformation ? tx.json(activity.practicalInformation as never) : null},
       ${activity.onlineAlternative}, ${activity.exertion}, ${activity.submittedBy}, false)`;
}

export async function linkOrganization(tx: Queryable, activityId: string, organizationId: string): Promise<void> {
  await tx`insert into public.physical_activity_organizations (activity_id, organization_id) values (${activityId}, ${organizationId})`;
}

export async function linkTerms(tx: Queryable, activityId: string, termNumbers: readonly number[]): Promise<void> {
  for (const term of termNumbers) {
    await tx`insert into public.physical_activity_terms (activity_id, term_number) values (${activityId}, ${term}) on conflict do nothing`;
  }
}

export type NewEdition = {
  id: string;
  activityId: string;
  locationLabel: string;
  addressLabel: string;
  signupUrl: string | null;
  lat: number;
  long: number;
  stepFree: boolean | null;
  seating: boolean | null;
  toilet: boolean | null;
  parking: boolean | null;
  from: Date;
  to: Date;
};

export async function insertEdition(tx: Queryable, edition: NewEdition): Promise<void> {
  await tx`
    insert into public.physical_activity_editions
      (id, activity_id, location_label, address_label, signup_url, lat, long, step_free_access, seating, accessible_toilet, parking)
    values
      (${edition.id}, ${edition.activityId}, ${edition.locationLabel}, ${edition.addressLabel}, ${edition.signupUrl},
       ${edition.lat}, ${edition.long}, ${edition.stepFree}, ${edition.seating}, ${edition.toilet}, ${edition.parking})`;
  await tx`insert into public.approximate_dates (edition_id, from_date, to_date) values (${edition.id}, ${edition.from}, ${edition.to})`;
}

export type NewSubmission = { activityId: string; contactName: string; contactEmail: string; userId: string | null };

export async function insertSubmission(tx: Queryable, submission: NewSubmission): Promise<void> {
  await tx`
    insert into public.activity_submissions (activity_id, contact_name, contact_email, user_id)
    values (${submission.activityId}, ${submission.contactName}, ${submission.contactEmail}, ${submission.userId})`;
}
