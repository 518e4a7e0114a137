/**
 * The members directory and profile pages (spec 000 §7 "Members and contacts", §9). Visitors see
 * public profiles only, participants every profile; paused, blocked and muted members are left out
 * (all by the view public.member_directory, as the caller). Someone without consent has no health
 * fields, so a relation or diagnosis filter never finds them. Distance is computed in Postgres from
 * the caller's own or an entered address (geocoded), with the GiST index.
 */
import type { Page } from "../../../src/domain/community";
import { birthYearsOf, PEOPLE_PAGE_SIZE, type BlogStats, type MemberCard, type MemberProfile, type PauseView, type ProfileFilter } from "../../../src/domain/people";
import { BIRTH_YEAR_MIN } from "../../../src/domain/profile";
import { DomainError, Invalid } from "../../_shared/errors";
import type { Geocoder } from "../../_shared/geocoder";
import { asCaller, photoUrlOf, requireParticipant, type Caller, type CommunityDeps } from "../caller";
import { contactStatusWith, memberNotFound } from "../contacts/service";
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
  profileExists,
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

async function whereOf(deps: CommunityDeps, caller: Caller, filter: ProfileFilter, geocoder: Geocoder): Promise<MemberWhere> {
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
      center = await geocoder.locate(distance.Postcode, distance.HouseNumber);
      if (!center) throw new Invalid({ "Distance.Postcode": ["people:filter.notRecognised"] }, { code: "AddressNotRecognised" });
    } else if (caller.userId) {
      center = await asCaller(deps, caller, (tx) => findOwnLocation(tx, caller.userId!));
    }
    if (!center) throw new Invalid({ "Distance.Postcode": ["people:filter.noLocation"] });
    where.near = { ...center, meters: distance.Range * 1000 };
  }
  return where;
}

/** POST /profiles/filter?page_index&page_size */
export async function filterMembers(
  deps: CommunityDeps,
  caller: Caller,
  filter: ProfileFilter,
  page: { index: number; size?: number },
  geocoder: Geocoder,
): Promise<Page<MemberCard>> {
  const where = await whereOf(deps, caller, filter, geocoder);
  return pageOf(deps, caller, where, page);
}

/** POST /profiles/count */
export async function countFilteredMembers(deps: CommunityDeps, caller: Caller, filter: ProfileFilter, geocoder: Geocoder): Promise<number> {
  const where = await whereOf(deps, caller, filter, geocoder);
  return asCaller(deps, caller, (tx) => countMembers(tx, where));
}

/** GET /profiles/searchbyusername?username&page_index&page_size (a prefix, case-insensitive). */
export async function searchByUsername(deps: CommunityDeps, caller: Caller, username: string, page: { index: number; size?: number }): Promise<Page<MemberCard>> {
  const prefix = username.trim().slice(0, 20);
  const size = page.size ?? PEOPLE_PAGE_SIZE;
  if (!/^[A-Za-z0-9]+$/.test(prefix)) return { Items: [], Total: 0, PageIndex: page.index, PageSize: size };
  const where: MemberWhere = { callerId: caller.userId, relations: [], genders: [], birthYears: [], interests: [], forms: [], near: null, usernamePrefix: prefix };
  return pageOf(deps, caller, where, page);
}

async function pageOf(deps: CommunityDeps, caller: Caller, where: MemberWhere, page: { index: number; size?: number }): Promise<Page<MemberCard>> {
  const size = page.size ?? PEOPLE_PAGE_SIZE;
  const { rows, total } = await asCaller(deps, caller, async (tx) => {
    if (nearOnly(where)) return findMembersNear(tx, where, { index: page.index, size });
    const { rows, total: counted } = await findMembers(tx, where, { index: page.index, size });
    const total =
      rows.length < size && (page.index === 0 || rows.length > 0)
        ? page.index * size + rows.length
        : (counted ?? (await countMembers(tx, where)));
    return { rows, total };
  });
  return { Items: rows.map((row) => presentMemberCard(row, photoUrlOf(deps, row.photoPath))), Total: total, PageIndex: page.index, PageSize: size };
}

/** The member as the caller may see them: 404 unknown (or paused, blocked), 403 for a visitor on a private profile. */
async function visibleMember(deps: CommunityDeps, caller: Caller, id: string) {
  return asCaller(deps, caller, async (tx) => {
    const row = await findMember(tx, id);
    if (row) return { row, recent: await findRecentPublicConversations(tx, id, RECENT_CONVERSATIONS) };
    if (!caller.userId && (await profileExists(tx, id))) throw new ProfileParticipantsOnly();
    throw memberNotFound();
  });
}

/** GET /profiles/profile/{id} */
export async function memberProfile(deps: CommunityDeps, caller: Caller, id: string): Promise<MemberProfile> {
  const { row, recent } = await visibleMember(deps, caller, id);
  const status = await contactStatusWith(deps, caller, id);
  return presentMemberProfile(row, photoUrlOf(deps, row.photoPath), status, recent);
}

/** GET /profiles/profile/blogstats/{id}: zeros until stories exist (the stories issue fills it). */
export async function blogStats(deps: CommunityDeps, caller: Caller, id: string): Promise<BlogStats> {
  await visibleMember(deps, caller, id);
  return { Blogs: 0, BlogPosts: 0, Followers: 0 };
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
export async function setPauseWeeks(deps: CommunityDeps, caller: Caller, weeks: number, nowMs = Date.now()): Promise<PauseView> {
  const userId = requireParticipant(caller);
  const until = weeks > 0 ? new Date(nowMs + weeks * 7 * 24 * 3600_000) : null;
  await asCaller(deps, caller, (tx) => setPause(tx, userId, until));
  return presentPause(until, nowMs);
}
