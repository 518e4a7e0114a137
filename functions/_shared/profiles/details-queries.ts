/** SQL over public.profile_details (the profile page, consent, photo, export, the profile's terms). */
import { profileTermNumbers } from "../../../src/domain/activities/topics";
import type { Queryable } from "../db";

/** A Postgres array literal of quoted elements (the clients here do not fetch array types). */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

export type ProfileDetailsRow = {
  userId: string;
  gender: number;
  birthYear: number | null;
  biography: string;
  postcode: string | null;
  houseNumber: number | null;
  latitude: number | null;
  longitude: number | null;
  relationTerm: number | null;
  forms: number[];
  phase: string | null;
  interests: string[];
  photoPath: string | null;
  consentGivenAt: Date | null;
  consentLocation: string | null;
  findableByDistance: boolean;
  updatedAt: Date;
};

export type AccountProfileRow = {
  id: string;
  username: string;
  role: string;
  isVolunteer: boolean;
  marketingEmails: boolean;
  acceptedTermsAt: Date | null;
  createdAt: Date;
};

export async function findAccountProfile(sql: Queryable, id: string): Promise<AccountProfileRow | null> {
  const [row] = await sql<AccountProfileRow[]>`
    select id, username, role, is_volunteer, marketing_emails, accepted_terms_at, created_at
    from public.profiles where id = ${id}`;
  return row ?? null;
}

export async function findDetails(sql: Queryable, userId: string): Promise<ProfileDetailsRow | null> {
  const [row] = await sql<ProfileDetailsRow[]>`
    select user_id, gender, birth_year, biography, postcode, house_number, latitude, longitude, relation_term,
           to_json(forms) as forms, phase, to_json(interests) as interests, photo_path, consent_given_at, consent_location,
           findable_by_distance, updated_at
    from public.profile_details where user_id = ${userId}`;
  return row ?? null;
}

/** Makes sure the row exists (every column at its default). */
export async function ensureDetails(sql: Queryable, userId: string): Promise<void> {
  await sql`insert into public.profile_details (user_id) values (${userId}) on conflict (user_id) do nothing`;
}

/** The "about me" columns a profile update writes. */
export type DetailsUpdate = Pick<
  ProfileDetailsRow,
  | "gender"
  | "birthYear"
  | "biography"
  | "postcode"
  | "houseNumber"
  | "latitude"
  | "longitude"
  | "interests"
  | "findableByDistance"
>;

export async function updateAbout(sql: Queryable, userId: string, d: DetailsUpdate): Promise<void> {
  await sql`
    update public.profile_details
    set gender = ${d.gender}, birth_year = ${d.birthYear}, biography = ${d.biography}, postcode = ${d.postcode},
        house_number = ${d.houseNumber}, latitude = ${d.latitude}, longitude = ${d.longitude},
        interests = ${arrayLiteral(d.interests)}::text[], findable_by_distance = ${d.findableByDistance}
    where user_id = ${userId}`;
}

export async function updateHealth(
  sql: Queryable,
  userId: string,
  h: { relationTerm: number | null; forms: number[]; phase: string | null },
): Promise<void> {
  await sql`
    update public.profile_details
    set relation_term = ${h.relationTerm}, forms = ${arrayLiteral(h.forms.map(String))}::integer[], phase = ${h.phase}
    where user_id = ${userId}`;
}

export async function setConsent(sql: Queryable, userId: string, location: string): Promise<void> {
  await sql`
    update public.profile_details
    set consent_given_at = coalesce(consent_given_at, now()), consent_location = ${location}
    where user_id = ${userId}`;
}

/** Withdraws consent and erases the health fields in the same statement. */
export async function clearConsent(sql: Queryable, userId: string): Promise<void> {
  await sql`
    update public.profile_details
    set consent_given_at = null, consent_location = null, relation_term = null, forms = '{}', phase = null
    where user_id = ${userId}`;
}

export async function setPhotoPath(sql: Queryable, userId: string, photoPath: string | null): Promise<void> {
  await sql`update public.profile_details set photo_path = ${photoPath} where user_id = ${userId}`;
}

/** The terms of a profile: its forms of rheumatism (kept only with consent) and interests as topic terms. */
export async function findTermsOfProfile(
  tx: Queryable,
  userId: string,
): Promise<Array<{ termNumber: number; name: string }>> {
  const [details] = await tx<{ forms: number[]; interests: string[] }[]>`
    select to_json(forms) as forms, to_json(interests) as interests from public.profile_details where user_id = ${userId}`;
  if (!details) return [];
  const numbers = profileTermNumbers(details.forms ?? [], details.interests ?? []);
  if (numbers.length === 0) return [];
  return tx<{ termNumber: number; name: string }[]>`
    select term_number, name from public.terms
    where term_number in (select value::int from jsonb_array_elements_text(${tx.json(numbers)}::jsonb))
    order by (vocabulary <> 'topics'), weight, term_number`;
}
