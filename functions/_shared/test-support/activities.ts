/** For integration tests: activities arranged directly in the test database (as an editor would). */
import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { unique } from "./database";

export type FixtureEdition = {
  published?: boolean;
  location?: string;
  lat?: number;
  long?: number;
  /** Days from now; null = no date. */
  days?: number | null;
  stepFree?: boolean | null;
};

export type FixtureActivity = {
  published?: boolean;
  title?: string;
  type?: string;
  terms?: number[];
  organization?: string;
  editions?: FixtureEdition[];
  comments?: string;
};

export type ArrangedActivity = {
  id: string;
  slug: string;
  title: string;
  editionIds: string[];
  organizationId: string;
};

const DOC = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Doe mee met deze activiteit." }] }],
};

export async function arrangeActivity(sql: postgres.Sql, input: FixtureActivity = {}): Promise<ArrangedActivity> {
  const id = randomUUID();
  const slug = `test-${unique().toLowerCase()}`;
  const title = input.title ?? `Testactiviteit ${slug}`;
  const organizationId = randomUUID();
  await sql`insert into public.organizations (id, name, email, phone_number) values (${organizationId}, ${input.organization ?? "Testorganisatie"}, 'geheim@example.org', '0301234567')`;
  await sql`
    insert into public.physical_activities (id, physical_activity_type, title, slug, description, signup_text, practical_information, is_published, comments, exertion)
    values (${id}, ${input.type ?? "Move"}, ${title}, ${slug}, 'Omschrijving', ${sql.json(DOC)}, ${sql.json(DOC)}, ${input.published ?? true}, ${input.comments ?? "Notitie van de redactie"}, 1)`;
  await sql`insert into public.physical_activity_organizations (activity_id, organization_id) values (${id}, ${organizationId})`;
  for (const term of input.terms ?? [])
    await sql`insert into public.physical_activity_terms (activity_id, term_number) values (${id}, ${term})`;
  const editionIds: string[] = [];
  for (const [index, edition] of (input.editions ?? [{}]).entries()) {
    const editionId = randomUUID();
    editionIds.push(editionId);
    await sql`
      insert into public.physical_activity_editions (id, activity_id, location_label, address_label, signup_url, lat, long, is_published, step_free_access, created)
      values (${editionId}, ${id}, ${edition.location ?? `Locatie ${index + 1}`}, 'Straat 1, 3511 LX Utrecht', 'www.example.org/aanmelden',
              ${edition.lat ?? 52.09}, ${edition.long ?? 5.12}, ${edition.published ?? true}, ${edition.stepFree ?? null}, now() + make_interval(secs => ${index}))`;
    const days = edition.days === undefined ? 7 : edition.days;
    if (days !== null) {
      await sql`
        insert into public.approximate_dates (edition_id, from_date, to_date)
        values (${editionId}, now() + make_interval(days => ${days}), now() + make_interval(days => ${days}) + interval '2 hours')`;
    }
  }
  return { id, slug, title, editionIds, organizationId };
}

export type FixtureOnlineActivity = {
  published?: boolean;
  showInterestForm?: boolean;
  startDirectly?: boolean;
  subjects?: number[];
  terms?: number[];
  /** Editions: a plain date (days from today), an exact date (days from now, 1 hour) or none. */
  editions?: Array<{ plainDays?: number; exactDays?: number; status?: string; published?: boolean }>;
  /** Participants who organise for the activity's organisation. */
  organisers?: string[];
};

export type ArrangedOnlineActivity = {
  id: string;
  slug: string;
  title: string;
  editionIds: string[];
  organizationId: string;
};

/** An online activity (20261126225000) with an organisation, images, subjects, terms and editions. */
export async function arrangeOnlineActivity(
  sql: postgres.Sql,
  input: FixtureOnlineActivity = {},
): Promise<ArrangedOnlineActivity> {
  const id = randomUUID();
  const slug = `online-${unique().toLowerCase()}`;
  const title = `Online testactiviteit ${slug}`;
  const organizationId = randomUUID();
  await sql`insert into public.organizations (id, name, email) values (${organizationId}, 'Online organisatie', 'geheim@example.org')`;
  await sql`
    insert into public.online_activities (id, online_activity_type, start_directly, hyperlink, title, slug, description, signup_text, is_published, show_interest_form, comments, code)
    values (${id}, 'Webinar', ${input.startDirectly ?? false}, 'https://example.org/webinar', ${title}, ${slug}, 'Online omschrijving', ${sql.json(DOC)},
            ${input.published ?? true}, ${input.showInterestForm ?? true}, 'Notitie van de redactie', 'CODE-1')`;
  await sql`insert into public.online_activity_organizations (activity_id, organization_id) values (${id}, ${organizationId})`;
  await sql`insert into public.online_activity_images (activity_id, url, alt, position) values (${id}, '/images/activiteiten/wandelen.svg', 'Iemand die beweegt', 0)`;
  for (const term of input.subjects ?? [])
    await sql`insert into public.online_activity_subjects (activity_id, term_number) values (${id}, ${term})`;
  for (const term of input.terms ?? [])
    await sql`insert into public.online_activity_terms (activity_id, term_number) values (${id}, ${term})`;
  for (const user of input.organisers ?? [])
    await sql`insert into public.organization_users (organization_id, user_id) values (${organizationId}, ${user})`;
  const editionIds: string[] = [];
  for (const [index, edition] of (input.editions ?? [{ exactDays: 7 }]).entries()) {
    const editionId = randomUUID();
    editionIds.push(editionId);
    const plain = edition.plainDays ?? null;
    const exact = edition.exactDays ?? null;
    await sql`
      insert into public.online_activity_editions (id, activity_id, status, location_label, signup_url, is_published, date_kind, plain_date, exact_from, exact_to, created_date)
      values (${editionId}, ${id}, ${edition.status ?? "Open"}, 'Zoom', 'example.org/aanmelden', ${edition.published ?? true},
              ${plain !== null ? "plain" : exact !== null ? "exact" : null},
              ${plain !== null ? sql`((now() at time zone 'Europe/Amsterdam')::date + ${plain}::integer)` : null},
              ${exact !== null ? sql`now() + make_interval(days => ${exact})` : null},
              ${exact !== null ? sql`now() + make_interval(days => ${exact}) + interval '1 hour'` : null},
              now() + make_interval(secs => ${index}))`;
  }
  return { id, slug, title, editionIds, organizationId };
}
