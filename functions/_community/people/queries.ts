/**
 * SQL of the members directory and profile pages. Everything reads public.member_directory (the
 * view applies visibility, pause and blocks for the caller's role and auth.uid()); run as the
 * caller. The view reads the narrow rows of app_private.member_directory_rows (one per member, kept
 * by triggers); distance reads their B-tree over the location grid (grid.ts), then the exact circle
 * on earth_point (cube + earthdistance). Counts without
 * filters or with one kind of filter come from the kept counts (public.member_directory_count), a
 * distance alone from the kept numbers per grid block (public.member_directory_count_near).
 */
import type { Queryable } from "../../_shared/db";
import { intArray } from "../../_shared/db";
import { arrayLiteral } from "../../_shared/profiles/details-queries";
import { gridBoxOf } from "./grid";

export type MemberRow = {
  id: string;
  username: string;
  createdAt: Date;
  profilePublic: boolean;
  isVolunteer: boolean;
  gender: number;
  birthYear: number | null;
  biography: string;
  relationTerm: number | null;
  forms: number[];
  phase: string | null;
  interests: string[];
  photoPath: string | null;
  isModerator: boolean;
  isLeader: boolean;
  /** With a distance filter: the chord (metres) from the centre to the member's search point (never presented); else null. */
  chord: number | null;
};

export type MemberWhere = {
  /** The caller (left out of the list), null for a visitor. */
  callerId: string | null;
  relations: number[];
  genders: number[];
  birthYears: number[];
  interests: string[];
  forms: number[];
  near: { lat: number; long: number; meters: number } | null;
  /** Case-insensitive prefix of the username. */
  usernamePrefix?: string;
};

/**
 * The chord (metres, as cube_distance measures it) from the (snapped) centre to the member's search
 * point, with a distance filter: the presenter turns it into a band (grid.ts) and it never leaves
 * the server. One expression, so planning stays cheap.
 */
function chordFromCentre(sql: Queryable, near: MemberWhere["near"]) {
  return near
    ? sql`cube_distance(ll_to_earth(${near.lat}::float8, ${near.long}::float8), m.earth_point)`
    : sql`null::float8`;
}

const COLUMNS = (sql: Queryable, near: MemberWhere["near"] = null) => sql`
  m.id, m.username, m.created_at, m.profile_public, m.is_volunteer, m.gender, m.birth_year, m.biography,
  m.relation_term, to_json(coalesce(m.forms, '{}')) as forms, m.phase, to_json(coalesce(m.interests, '{}')) as interests, m.photo_path,
  exists (select 1 from public.moderators x where x.user_id = m.id) as is_moderator,
  exists (select 1 from public.group_moderators g where g.user_id = m.id) as is_leader,
  ${chordFromCentre(sql, near)} as chord`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Within `meters` of the centre: the grid rows and columns of the circle's bounding box on the
 * B-tree over (cell_lat, cell_long) (one range per grid row, index-only), then the exact circle.
 * earth_distance(a, b) <= r is cube_distance(a, b) <= gc_to_sec(r) (the chord), without a
 * SQL-function call per row; gc_to_sec of the constant is computed once.
 */
function nearCondition(sql: Queryable, near: NonNullable<MemberWhere["near"]>) {
  const box = gridBoxOf(near, near.meters);
  return sql`
    ${box ? sql`and m.cell_lat = any(${intArray(box.lats)}::int[]) and m.cell_long between ${box.longFrom}::int and ${box.longTo}::int` : sql``}
    and cube_distance(ll_to_earth(${near.lat}, ${near.long}), m.earth_point) <= gc_to_sec(${near.meters})`;
}

function conditions(sql: Queryable, w: MemberWhere) {
  return sql`
    ${w.callerId ? sql`and m.id <> ${w.callerId}` : sql``}
    ${w.near ? nearCondition(sql, w.near) : sql``}
    ${w.relations.length ? sql`and m.relation_term = any(${intArray(w.relations)}::int[])` : sql``}
    ${w.genders.length ? sql`and m.gender = any(${intArray(w.genders)}::int[])` : sql``}
    ${w.birthYears.length ? sql`and m.birth_year = any(${intArray(w.birthYears)}::int[])` : sql``}
    ${w.interests.length ? sql`and m.interests && ${arrayLiteral(w.interests)}::text[]` : sql``}
    ${w.forms.length ? sql`and m.forms && ${intArray(w.forms)}::int[]` : sql``}
    ${w.usernamePrefix ? sql`and m.username_key like ${`${escapeLike(w.usernamePrefix.toLowerCase())}%`}` : sql``}`;
}

/** A distance and nothing else: counted from the kept numbers per grid block (member_directory_count_near). */
export function nearOnly(w: MemberWhere): w is MemberWhere & { near: NonNullable<MemberWhere["near"]> } {
  return (
    Boolean(w.near) &&
    !w.usernamePrefix &&
    !w.relations.length &&
    !w.genders.length &&
    !w.birthYears.length &&
    !w.interests.length &&
    !w.forms.length
  );
}

/**
 * Whether a page's statement visits every matching row anyway (a distance with other filters: every
 * member within it is read on the grid index, then sorted by member-since date): it then counts them
 * on the way (`total` of its rows), one statement fewer than a count afterwards. Other pages stop
 * early on the member-since index; a username prefix such as "Lid1" can match thousands of members,
 * whose count is cheaper index-only afterwards (counting on the way made its p95 100 ms on an idle
 * machine). A distance alone is counted from kept numbers first (findMembersNear).
 */
export function pageCountsAll(w: MemberWhere): boolean {
  return Boolean(w.near) && !nearOnly(w);
}

/** The ids and dates of one page, newest first, chosen on the narrow rows alone. */
function pageIds(sql: Queryable, w: MemberWhere, page: { index: number; size: number }) {
  if (!w.near) {
    return sql`
      select m.id, m.created_at from public.member_directory m
      where true ${conditions(sql, w)}
      order by m.created_at desc, m.id
      limit ${page.size} offset ${page.index * page.size}`;
  }
  // With a distance, the matching members come first, all of them (a materialized CTE, read on
  // the grid index, which carries every filtered field), then the page. Without the fence the
  // planner walked the member-since index for the page (it cannot stop early when the page counts
  // its rows: all 100,000 read) or added a broad GIN bitmap (two interests: 20,000).
  return sql`
    with near as materialized (
      select m.id, m.created_at from public.member_directory m
      where true ${conditions(sql, w)}
    )
    select m.id, m.created_at from near m
    order by m.created_at desc, m.id
    limit ${page.size} offset ${page.index * page.size}`;
}

type PageRow = MemberRow & { total?: number };

/**
 * One page of members, newest first. The page is chosen on the narrow rows alone (the view's joins
 * to the wide tables drop out of the inner query), then only its rows are read in full. With
 * `pageCountsAll`, the statement also gives the number of matching members (`total`), also when
 * the page is empty (one row without a member then).
 */
export async function findMembers(
  sql: Queryable,
  w: MemberWhere,
  page: { index: number; size: number },
): Promise<{ rows: MemberRow[]; total?: number }> {
  if (!pageCountsAll(w)) {
    const rows = await sql<MemberRow[]>`
      select ${COLUMNS(sql, w.near)}
      from (${pageIds(sql, w, page)}) chosen
      join public.member_directory m on m.id = chosen.id
      order by chosen.created_at desc, chosen.id`;
    return { rows };
  }
  const rows = await sql<PageRow[]>`
    with near as materialized (
      select m.id, m.created_at from public.member_directory m
      where true ${conditions(sql, w)}
    ),
    chosen as (
      select n.id, n.created_at from near n
      order by n.created_at desc, n.id
      limit ${page.size} offset ${page.index * page.size}
    )
    select ${COLUMNS(sql, w.near)}, t.total
    from (select count(*)::int as total from near) t
    left join (chosen join public.member_directory m on m.id = chosen.id) on true
    order by chosen.created_at desc, chosen.id`;
  return { rows: rows.filter((row) => row.id !== null), total: rows[0]?.total };
}

/**
 * A page of a distance alone, with its Total, in one statement: the count from the kept numbers per
 * grid block, then the page by public.member_directory_near_page (plpgsql, as the caller, plans
 * made once per connection): newest first on the member-since index when the circle holds enough
 * of the members the caller sees, else every member of the circle's grid box, sorted; no page
 * beyond the count. One row without a member when the page is empty.
 */
export async function findMembersNear(
  sql: Queryable,
  w: MemberWhere & { near: NonNullable<MemberWhere["near"]> },
  page: { index: number; size: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const { lat, long, meters } = w.near;
  const box = gridBoxOf(w.near, meters);
  if (!box) {
    // A circle that reaches a pole (no grid box): every member of it, then the count.
    const { rows } = await findMembers(sql, w, page);
    return { rows, total: await countMembers(sql, w) };
  }
  const rows = await sql<PageRow[]>`
    with c as materialized (
      select public.member_directory_count_near(${lat}::float8, ${long}::float8, ${meters}::float8) as total,
             public.member_directory_count(null) as everyone
    )
    select ${COLUMNS(sql, w.near)}, c.total
    from c
    left join lateral public.member_directory_near_page(
      ${lat}::float8, ${long}::float8, ${meters}::float8, ${intArray(box.lats)}::int[], ${box.longFrom}::int, ${box.longTo}::int,
      c.total, c.everyone, ${page.size}::int, ${page.index * page.size}::int
    ) with ordinality m on true
    order by m.ordinality`;
  return { rows: rows.filter((row) => row.id !== null), total: rows[0]?.total ?? 0 };
}

/**
 * The keys of the kept counts (app_private.member_directory_keys) that answer this filter, when a
 * sum of kept numbers is the count: one kind of filter only, and one value of an array field (a
 * member with two forms would count twice); [] without filters; null when the rows must be counted.
 */
export function keptCountKeys(w: MemberWhere): string[] | null {
  if (w.near || w.usernamePrefix) return null;
  const kinds = [
    w.relations.map((v) => `relation:${v}`),
    w.genders.map((v) => `gender:${v}`),
    w.birthYears.map((v) => `year:${v}`),
    w.forms.length === 1 ? [`form:${w.forms[0]}`] : w.forms.length ? null : [],
    w.interests.length === 1 ? [`interest:${w.interests[0]}`] : w.interests.length ? null : [],
  ];
  if (kinds.includes(null)) return null;
  const used = kinds.filter((keys) => keys!.length > 0) as string[][];
  return used.length <= 1 ? (used[0] ?? []) : null;
}

export async function countMembers(sql: Queryable, w: MemberWhere): Promise<number> {
  // Without filters, or with one kind, the kept counts (public.member_directory_count) answer
  // without walking the members: they leave out the caller and whom the caller does not see.
  if (nearOnly(w)) {
    const [near] = await sql<
      { total: number }[]
    >`select public.member_directory_count_near(${w.near.lat}, ${w.near.long}, ${w.near.meters}) as total`;
    return near?.total ?? 0;
  }
  const keys = keptCountKeys(w);
  const [row] = keys
    ? await sql<
        { total: number }[]
      >`select public.member_directory_count(${keys.length ? arrayLiteral(keys) : null}::text[]) as total`
    : await sql<
        { total: number }[]
      >`select count(*)::int as total from public.member_directory m where true ${conditions(sql, w)}`;
  return row?.total ?? 0;
}

export async function findMember(sql: Queryable, id: string): Promise<MemberRow | null> {
  const [row] = await sql<MemberRow[]>`select ${COLUMNS(sql)} from public.member_directory m where m.id = ${id}`;
  return row ?? null;
}

export type RecentConversationRow = { id: number; title: string; slug: string; groupSlug: string; createdAt: Date };

/** The member's latest public conversations (visible to everyone). */
export async function findRecentPublicConversations(
  sql: Queryable,
  authorId: string,
  limit: number,
): Promise<RecentConversationRow[]> {
  return sql<RecentConversationRow[]>`
    select c.id, c.title, c.slug, g.slug as group_slug, c.created_at
    from public.conversations c join public.groups g on g.id = c.group_id
    where c.author_id = ${authorId} and c.visibility = 'public' and not c.hidden and g.visible
    order by c.created_at desc
    limit ${limit}`;
}

/** The caller's own coordinates (for the distance filter from their own postcode). */
export async function findOwnLocation(sql: Queryable, userId: string): Promise<{ lat: number; long: number } | null> {
  const [row] = await sql<{ lat: number | null; long: number | null }[]>`
    select latitude as lat, longitude as long from public.profile_details where user_id = ${userId}`;
  return row && row.lat !== null && row.long !== null ? { lat: row.lat, long: row.long } : null;
}

export async function findPause(sql: Queryable, userId: string): Promise<Date | null> {
  const [row] = await sql<
    { pausedUntil: Date | null }[]
  >`select paused_until from public.profiles where id = ${userId}`;
  return row?.pausedUntil ?? null;
}

export async function setPause(sql: Queryable, userId: string, until: Date | null): Promise<void> {
  await sql`update public.profiles set paused_until = ${until} where id = ${userId}`;
}
