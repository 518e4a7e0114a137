/**
 * SQL of the activity guide's read side: published activities with their published editions,
 * approximate dates, terms, organisations and images, in one statement (a correlated JSON aggregate per
 * activity, so 2,000 activities are one round trip). Used by GET /api/v1/OData/GetQuery and by
 * the build (gatsby-node.ts prerenders a page per activity from the same rows).
 *
 * Run it as `anon`: RLS shows published activities and published editions only; the statement
 * filters on is_published as well.
 */
import type postgres from "postgres";
import type { Queryable } from "../_shared/db";

/**
 * `coalesce((select json_agg(json_build_object(<fields>) order by <order>) <from>), '[]'::json)`:
 * the rows `from` finds for the activity `a`, as a JSON list (empty, never null).
 */
const jsonList = (sql: Queryable, fields: postgres.Fragment, order: postgres.Fragment, from: postgres.Fragment) =>
  sql`coalesce((select json_agg(json_build_object(${fields}) order by ${order}) ${from}), '[]'::json)`;

/** The published editions (alias `e`) in `table` of the activity `a`. */
const publishedEditions = (
  sql: Queryable,
  table: postgres.Fragment,
  fields: postgres.Fragment,
  order: postgres.Fragment,
) => jsonList(sql, fields, order, sql`from ${table} e where e.activity_id = a.id and e.is_published`);

/** The terms linked to the activity `a` through `link` (a table with activity_id and term_number). */
const linkedTerms = (sql: Queryable, link: postgres.Fragment, order: postgres.Fragment) =>
  jsonList(
    sql,
    sql`'termNumber', t.term_number, 'name', t.name`,
    order,
    sql`from ${link} l join public.terms t on t.term_number = l.term_number where l.activity_id = a.id`,
  );

/** The organisations linked to the activity `a` through `link` (activity_id, organization_id). */
const linkedOrganizations = (sql: Queryable, link: postgres.Fragment) =>
  jsonList(
    sql,
    sql`'id', o.id, 'name', o.name`,
    sql`o.name, o.id`,
    sql`from ${link} l join public.organizations o on o.id = l.organization_id where l.activity_id = a.id`,
  );

export type EditionDateJson = { id: string; modified: string; fromDate: string; toDate: string };
export type EditionJson = {
  id: string;
  modified: string;
  locationLabel: string | null;
  addressLabel: string | null;
  signupUrl: string | null;
  isPublished: boolean;
  lat: number;
  long: number;
  stepFree: boolean | null;
  seating: boolean | null;
  toilet: boolean | null;
  parking: boolean | null;
  dates: EditionDateJson[];
};

export type PublishedActivityRow = {
  id: string;
  modified: Date;
  title: string;
  slug: string;
  description: string;
  physicalActivityType: string;
  picture: string | null;
  signupText: unknown;
  practicalInformation: unknown;
  onlineAlternative: boolean;
  exertion: number | null;
  editions: EditionJson[];
  terms: Array<{ termNumber: number; name: string }>;
  organizations: Array<{ id: string; name: string }>;
  images: Array<{ url: string; alt: string }>;
};

export type ActivityFilter = { slug?: string; id?: string };

export async function findPublishedActivities(
  tx: Queryable,
  filter: ActivityFilter = {},
): Promise<PublishedActivityRow[]> {
  const slug = filter.slug ?? null;
  const id = filter.id ?? null;
  return tx<PublishedActivityRow[]>`
    select
      a.id, a.modified, a.title, a.slug, a.description, a.physical_activity_type, a.picture,
      a.signup_text, a.practical_information, a.online_alternative, a.exertion,
      ${publishedEditions(
        tx,
        tx`public.physical_activity_editions`,
        tx`'id', e.id, 'modified', e.modified, 'locationLabel', e.location_label, 'addressLabel', e.address_label,
          'signupUrl', e.signup_url, 'isPublished', e.is_published, 'lat', e.lat, 'long', e.long,
          'stepFree', e.step_free_access, 'seating', e.seating, 'toilet', e.accessible_toilet, 'parking', e.parking,
          'dates', ${jsonList(tx, tx`'id', d.id, 'modified', d.modified, 'fromDate', d.from_date, 'toDate', d.to_date`, tx`d.from_date, d.id`, tx`from public.approximate_dates d where d.edition_id = e.id`)}`,
        tx`e.created, e.id`,
      )} as editions,
      ${linkedTerms(tx, tx`public.physical_activity_terms`, tx`(t.vocabulary <> 'topics'), t.weight, t.name`)} as terms,
      ${linkedOrganizations(tx, tx`public.physical_activity_organizations`)} as organizations,
      ${jsonList(tx, tx`'url', i.url, 'alt', i.alt`, tx`i.position, i.id`, tx`from public.physical_activity_images i where i.activity_id = a.id`)} as images
    from public.physical_activities a
    where a.is_published
      and (${slug}::text is null or a.slug = ${slug}::text)
      and (${id}::uuid is null or a.id = ${id}::uuid)
    order by a.title, a.id`;
}

export type OnlineEditionJson = {
  id: string;
  modified: string;
  status: string;
  signupUrl: string | null;
  signupText: string | null;
  dateLabel: string | null;
  locationLabel: string | null;
  isPublished: boolean;
  plainDate: string | null;
  exactFrom: string | null;
  exactTo: string | null;
};

export type PublishedOnlineActivityRow = {
  id: string;
  modified: Date;
  title: string;
  slug: string;
  description: string;
  onlineActivityType: string;
  startDirectly: boolean;
  hyperlink: string | null;
  showInterestForm: boolean;
  picture: string | null;
  signupText: unknown;
  practicalInformation: unknown;
  editions: OnlineEditionJson[];
  subjects: Array<{ termNumber: number; name: string }>;
  terms: Array<{ termNumber: number; name: string }>;
  organizations: Array<{ id: string; name: string }>;
  images: Array<{ url: string; alt: string }>;
};

/** Published online activities (spec 001 §3.4) with their published editions, subjects, terms, organisations and images. */
export async function findPublishedOnlineActivities(
  tx: Queryable,
  filter: ActivityFilter = {},
): Promise<PublishedOnlineActivityRow[]> {
  const slug = filter.slug ?? null;
  const id = filter.id ?? null;
  return tx<PublishedOnlineActivityRow[]>`
    select
      a.id, a.modified, a.title, a.slug, a.description, a.online_activity_type, a.start_directly, a.hyperlink,
      a.show_interest_form, a.picture, a.signup_text, a.practical_information,
      ${publishedEditions(
        tx,
        tx`public.online_activity_editions`,
        tx`'id', e.id, 'modified', e.modified, 'status', e.status, 'signupUrl', e.signup_url, 'signupText', e.signup_text,
          'dateLabel', e.date_label, 'locationLabel', e.location_label, 'isPublished', e.is_published,
          'plainDate', to_char(e.plain_date, 'YYYY-MM-DD'), 'exactFrom', e.exact_from, 'exactTo', e.exact_to`,
        tx`coalesce(e.plain_date::timestamp at time zone 'Europe/Amsterdam', e.exact_from), e.created_date, e.id`,
      )} as editions,
      ${linkedTerms(tx, tx`public.online_activity_subjects`, tx`t.weight, t.name`)} as subjects,
      ${linkedTerms(tx, tx`public.online_activity_terms`, tx`t.weight, t.name`)} as terms,
      ${linkedOrganizations(tx, tx`public.online_activity_organizations`)} as organizations,
      ${jsonList(tx, tx`'url', i.url, 'alt', i.alt`, tx`i.position, i.id`, tx`from public.online_activity_images i where i.activity_id = a.id`)} as images
    from public.online_activities a
    where a.is_published
      and (${slug}::text is null or a.slug = ${slug}::text)
      and (${id}::uuid is null or a.id = ${id}::uuid)
    order by a.title, a.id`;
}
