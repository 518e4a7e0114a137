/**
 * The members directory and profile pages (spec 000 §7 "Members and contacts", §9). Visitors see
 * public profiles only, participants every profile; paused, blocked and muted members are left out
 * (all by the view public.member_directory, as the caller). Someone without consent has no health
 * fields, so a relation or diagnosis filter never finds them. Distance is computed in Postgres from
 * the caller's own or an entered address (geocoded) on the grid index. No triangulation (decision
 * 321): only members who opted in have a search point, the centre of their coarse cell; the search
 * centre is snapped to the same cells; a caller searches from at most DISTANCE_CENTRES_PER_DAY
 * different cells a day; a card shows the distance as a band.
 */
import { pageOf, type Page } from "../../../src/domain/community";
import {
  birthYearsOf,
  nameSearchProblem,
  PEOPLE_PAGE_SIZE,
  type BlogStats,
  type MemberCard,
  type MemberProfile,
  type PauseView,
  type ProfileFilter,
} from "../../../src/domain/people";
import { BIRTH_YEAR_MIN } from "../../../src/domain/profile";
import { DomainError, Invalid } from "../../_shared/errors";
import type { Geocoder } from "../../_shared/geocoder";
import { claimsOf, serviceRole, type Tx } from "../../_shared/db";
import { distinctValueRefusal, distinctValueStatement } from "../../_shared/rate-limit";
import { asCaller, identityOf, requireParticipant, type Caller } from "../../_shared/caller";
import { photoUrlOf, type CommunityDeps } from "../deps";
import { DISTANCE_CENTRES_PER_DAY } from "../limits";
import { snapToCoarseCell } from "./grid";
import { contactStatusWith } from "../contacts/service";
import { memberNotFound } from "../errors";
import { memberExists } from "../queries";
import { findBlogStats } from "../stories/queries";
import { presentMemberCard, presentMemberProfile } from "./presenters";
import {
  countMembers,
  findMember,
  findMembers,
  findMembersNear,
  findOwnLocation,
  findPause,
  findRecentPublicConversations,
  nearOnly,
  setPause,
  type MemberWhere,
} from "./queries";

export const RECENT_CONVERSATIONS = 5;

/** 403 for a visitor on a participants-only profile: the page shows the 403 page. */
export class ProfileParticipantsOnly extends DomainError {
  readonly status = 403;
  constructor() {
    super("ParticipantsOnly", "people:member.participantsOnly");
  }
}

/** 429: the caller searched from DISTANCE_CENTRES_PER_DAY different places today (decision 321). */
export class DistanceCentresLimited extends DomainError {
  readonly status = 429;
  constructor(retryAfterSeconds: number) {
    super("DistanceSearchLimited", "people:filter.centresPerDay", {
      "Distance.Postcode": ["people:filter.centresPerDay"],
    });
    this.headers["Retry-After"] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** Where a distance search comes from: the geocoder for an entered address, and the caller's IP (a visitor's limit). */
export type DistanceSource = { geocoder: Geocoder; ip: string };

/** A distance search's centre (snapped) and who searches from it: counted among the day's different centres. */
type CentreUse = { subject: string; value: string };

/**
 * Counts the search centre among today's different centres of the caller (or the visitor's IP),
 * inside the search's own transaction `tx` (which runs as the caller, and does again afterwards):
 * the switch to service_role, the count and the switch back are sent at once (one round trip).
 * 429 over the limit; the transaction then rolls back and nothing is counted.
 */
async function limitCentresWithin(tx: Tx, deps: CommunityDeps, caller: Caller, centre: CentreUse): Promise<void> {
  const back = identityOf(caller);
  const [, rows] = await Promise.all([
    tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(serviceRole))}, true)`,
    distinctValueStatement(tx, deps.secret, DISTANCE_CENTRES_PER_DAY, centre.subject, centre.value),
    tx`select set_config('role', ${back.role}, true), set_config('request.jwt.claims', ${JSON.stringify(claimsOf(back))}, true)`,
  ]);
  const retryAfter = distinctValueRefusal(rows[0], DISTANCE_CENTRES_PER_DAY);
  if (retryAfter > 0) throw new DistanceCentresLimited(retryAfter);
}

/** The caller's transaction for a filter: the centre counted first (when there is one). */
function asSearcher<T>(
  deps: CommunityDeps,
  caller: Caller,
  centre: CentreUse | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return asCaller(deps, caller, async (tx) => {
    if (centre) await limitCentresWithin(tx, deps, caller, centre);
    return fn(tx);
  });
}

/** Birth years of the chosen age ranges (within the years a profile may hold). */
function birthYearsOfRanges(rangeIds: number[], year: number): number[] {
  const years = new Set<number>();
  for (const id of rangeIds) {
    const span = birthYearsOf(id, year);
    if (!span) continue;
    for (let y = Math.max(span.from, BIRTH_YEAR_MIN); y <= span.to; y += 1) years.add(y);
  }
  return [...years];
}

async function whereOf(
  deps: CommunityDeps,
  caller: Caller,
  filter: ProfileFilter,
  source: DistanceSource,
): Promise<{ where: MemberWhere; centre: CentreUse | null }> {
  const where: MemberWhere = {
    callerId: caller.userId,
    relations: filter.Roles,
    genders: filter.Genders,
    birthYears: birthYearsOfRanges(filter.AgeRanges, new Date().getFullYear()),
    interests: filter.Interests,
    forms: filter.Forms,
    near: null,
  };
  // An age filter whose ranges hold no possible birth year finds nobody.
  if (filter.AgeRanges.length && !where.birthYears.length) where.birthYears = [0];
  const distance = filter.Distance;
  if (distance && distance.Range > 0) {
    let center: { lat: number; long: number } | null = null;
    if (distance.Postcode) {
      if (distance.HouseNumber === null) throw new Invalid({ "Distance.HouseNumber": ["people:filter.houseNumber"] });
      center = await source.geocoder.locate(distance.Postcode, distance.HouseNumber);
      if (!center)
        throw new Invalid({ "Distance.Postcode": ["people:filter.notRecognised"] }, { code: "AddressNotRecognised" });
    } else if (caller.userId) {
      center = await asCaller(deps, caller, (tx) => findOwnLocation(tx, caller.userId!));
    }
    if (!center) throw new Invalid({ "Distance.Postcode": ["people:filter.noLocation"] });
    const snapped = snapToCoarseCell(center);
    where.near = { ...snapped, meters: distance.Range * 1000 };
    const subject = caller.userId ? `user:${caller.userId}` : `ip:${source.ip}`;
    return { where, centre: { subject, value: `${snapped.lat},${snapped.long}` } };
  }
  return { where, centre: null };
}

/** POST /profiles/filter?page_index&page_size */
export async function filterMembers(
  deps: CommunityDeps,
  caller: Caller,
  filter: ProfileFilter,
  page: { index: number; size?: number },
  source: DistanceSource,
): Promise<Page<MemberCard>> {
  const { where, centre } = await whereOf(deps, caller, filter, source);
  return membersPage(deps, caller, where, page, centre);
}

/** POST /profiles/count */
export async function countFilteredMembers(
  deps: CommunityDeps,
  caller: Caller,
  filter: ProfileFilter,
  source: DistanceSource,
): Promise<number> {
  const { where, centre } = await whereOf(deps, caller, filter, source);
  return asSearcher(deps, caller, centre, (tx) => countMembers(tx, where));
}

/** GET /profiles/searchbyusername?username&page_index&page_size (a prefix, case-insensitive). */
export async function searchByUsername(
  deps: CommunityDeps,
  caller: Caller,
  username: string,
  page: { index: number; size?: number },
): Promise<Page<MemberCard>> {
  const prefix = username.trim();
  const size = page.size ?? PEOPLE_PAGE_SIZE;
  if (prefix === "" || nameSearchProblem(prefix)) return pageOf([], 0, page.index, size);
  const where: MemberWhere = {
    callerId: caller.userId,
    relations: [],
    genders: [],
    birthYears: [],
    interests: [],
    forms: [],
    near: null,
    usernamePrefix: prefix,
  };
  return membersPage(deps, caller, where, page);
}

async function membersPage(
  deps: CommunityDeps,
  caller: Caller,
  where: MemberWhere,
  page: { index: number; size?: number },
  centre: CentreUse | null = null,
): Promise<Page<MemberCard>> {
  const size = page.size ?? PEOPLE_PAGE_SIZE;
  const { rows, total } = await asSearcher(deps, caller, centre, async (tx) => {
    if (nearOnly(where)) return findMembersNear(tx, where, { index: page.index, size });
    const { rows, total: counted } = await findMembers(tx, where, { index: page.index, size });
    const total =
      rows.length < size && (page.index === 0 || rows.length > 0)
        ? page.index * size + rows.length
        : (counted ?? (await countMembers(tx, where)));
    return { rows, total };
  });
  return pageOf(
    rows.map((row) => presentMemberCard(row, photoUrlOf(deps, row.photoPath))),
    total,
    page.index,
    size,
  );
}

/** The member as the caller may see them: 404 unknown (or paused, blocked), 403 for a visitor on a private profile. */
async function visibleMember(deps: CommunityDeps, caller: Caller, id: string) {
  return asCaller(deps, caller, async (tx) => {
    const row = await findMember(tx, id);
    if (row) return { row, recent: await findRecentPublicConversations(tx, id, RECENT_CONVERSATIONS) };
    if (!caller.userId && (await memberExists(tx, id))) throw new ProfileParticipantsOnly();
    throw memberNotFound();
  });
}

/** GET /profiles/profile/{id} */
export async function memberProfile(deps: CommunityDeps, caller: Caller, id: string): Promise<MemberProfile> {
  const { row, recent } = await visibleMember(deps, caller, id);
  const status = await contactStatusWith(deps, caller, id);
  return presentMemberProfile(row, photoUrlOf(deps, row.photoPath), status, recent);
}

/**
 * GET /profiles/profile/blogstats/{id}: the member's blog (0 or 1), its stories the caller may read
 * and its followers, with the blog's slug for the link to them (null without a blog).
 */
export async function blogStats(deps: CommunityDeps, caller: Caller, id: string): Promise<BlogStats> {
  await visibleMember(deps, caller, id);
  const blog = await asCaller(deps, caller, (tx) => findBlogStats(tx, id));
  return {
    Blogs: blog ? 1 : 0,
    BlogPosts: blog?.posts ?? 0,
    Followers: blog?.followers ?? 0,
    BlogSlug: blog?.slug ?? null,
  };
}

// Pause -----------------------------------------------------------------------------------------------

function presentPause(until: Date | null, nowMs: number): PauseView {
  return { PausedUntil: until && until.getTime() > nowMs ? until.toISOString() : null };
}

export async function pauseOf(deps: CommunityDeps, caller: Caller, nowMs = Date.now()): Promise<PauseView> {
  const userId = requireParticipant(caller);
  return presentPause(await asCaller(deps, caller, (tx) => findPause(tx, userId)), nowMs);
}

/** PUT /profiles/pause {Weeks}: 1, 2 or 4 weeks out of the directory and without request mails; 0 ends it. */
export async function setPauseWeeks(
  deps: CommunityDeps,
  caller: Caller,
  weeks: number,
  nowMs = Date.now(),
): Promise<PauseView> {
  const userId = requireParticipant(caller);
  const until = weeks > 0 ? new Date(nowMs + weeks * 7 * 24 * 3600_000) : null;
  await asCaller(deps, caller, (tx) => setPause(tx, userId, until));
  return presentPause(until, nowMs);
}
