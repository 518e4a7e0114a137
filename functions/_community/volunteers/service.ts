/**
 * The volunteer area's rules (spec 000 §4, §5, §7, §8): the sign-up steps (any logged-in
 * participant may start them; completing sets the volunteer flag), the volunteer's profile and mail
 * choice, opportunities (volunteers see open and closed ones, organisers also inactive ones and who
 * is interested) and interest yes/no, refused when the opportunity is closed or inactive.
 */
import { serviceRole, withTransaction } from "../../_shared/db";
import { Conflict, DomainError, Invalid, NotFound } from "../../_shared/errors";
import type {
  OpportunityListItem,
  OpportunityStatus,
  OpportunityView,
  VolunteerInfoBody,
  VolunteerView,
} from "../../../src/domain/volunteers";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { accessOf, assertVolunteerArea, requireVolunteerArea, type VolunteerAccess } from "./access";
import * as q from "./queries";
import {
  presentCategories,
  presentLookup,
  presentOpportunity,
  presentOpportunityDetail,
  presentVolunteer,
  stepOf,
} from "./presenters";
import { log } from "../../_shared/log";

type Deps = Pick<CommunityDeps, "db">;

/** 503 "Unable to get opportunities" (spec 000 §8). */
export class OpportunitiesUnavailable extends DomainError {
  readonly status = 503;
  constructor() {
    super("OpportunitiesUnavailable", "volunteers:api.opportunitiesUnavailable");
  }
}

/** 404 "Could not find oppurtunity with slug {slug}" (spec 000 §8, spelled as there). */
export function opportunityNotFound(slug: string): NotFound {
  const error = new NotFound({ code: "OpportunityNotFound", messageKey: "volunteers:api.opportunityNotFound" });
  error.messageVars = { slug };
  return error;
}

const opportunityIdNotFound = () =>
  new NotFound({ code: "OpportunityNotFound", messageKey: "volunteers:errors.opportunityGone" });
const opportunityClosed = () => new Conflict("OpportunityClosed", "volunteers:errors.opportunityClosed");

function visibleStatuses(access: VolunteerAccess): OpportunityStatus[] {
  return access.isOrganiser ? ["open", "closed", "inactive"] : ["open", "closed"];
}

// Lookups -------------------------------------------------------------------------------------------

export async function abilityCategories(deps: Deps, caller: Caller) {
  return asCaller(deps, caller, async (tx) => {
    const categories = await q.abilityCategories(tx);
    return presentCategories(categories, await q.abilities(tx));
  });
}

export const interests = (deps: Deps, caller: Caller) =>
  asCaller(deps, caller, async (tx) => (await q.interests(tx)).map(presentLookup));
export const forms = (deps: Deps, caller: Caller) =>
  asCaller(deps, caller, async (tx) => (await q.forms(tx)).map(presentLookup));

// The volunteer -------------------------------------------------------------------------------------

export async function getVolunteer(deps: Deps, caller: Caller): Promise<VolunteerView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) =>
    presentVolunteer(await q.findVolunteer(tx, userId), await accessOf(tx, userId)),
  );
}

export async function myChoices(deps: Deps, caller: Caller, kind: q.ChoiceKind) {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => (await q.chosen(tx, kind, userId)).map(presentLookup));
}

export async function setInfo(deps: Deps, caller: Caller, body: VolunteerInfoBody): Promise<VolunteerView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    await q.saveInfo(tx, userId, { ...body, region: body.region ?? null });
    return presentVolunteer(await q.findVolunteer(tx, userId), await accessOf(tx, userId));
  });
}

const CHOICE_FIELD: Record<q.ChoiceKind, string> = {
  abilities: "abilityIds",
  interests: "interestIds",
  forms: "formsOfreumaIds",
};

export async function setChoices(
  deps: Deps,
  caller: Caller,
  kind: q.ChoiceKind,
  ids: number[],
): Promise<VolunteerView> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    if ((await q.countKnown(tx, kind, ids)) !== ids.length)
      throw new Invalid({ [CHOICE_FIELD[kind]]: [`volunteers:${kind}.invalid`] });
    await q.ensureVolunteer(tx, userId);
    await q.replaceChoices(tx, kind, userId, ids);
    return presentVolunteer(await q.findVolunteer(tx, userId), await accessOf(tx, userId));
  });
}

/** All steps done (spec 000 §5), else 400 with the missing steps' fields. */
export async function completeRegistration(deps: Deps, caller: Caller): Promise<VolunteerView> {
  const userId = requireParticipant(caller);
  const row = await asCaller(deps, caller, (tx) => q.findVolunteer(tx, userId));
  const missing: Record<string, string[]> = {};
  if (stepOf(row) === "info") missing.info = ["volunteers:complete.info"];
  if (!row?.abilityIds.length) missing.abilityIds = ["volunteers:abilities.required"];
  if (!row?.interestIds.length) missing.interestIds = ["volunteers:interests.required"];
  if (!row?.formIds.length) missing.formsOfreumaIds = ["volunteers:forms.required"];
  if (Object.keys(missing).length > 0) throw new Invalid(missing);
  await withTransaction(deps.db, serviceRole, (tx) => q.markCompleted(tx, userId));
  return getVolunteer(deps, caller);
}

export async function changeNotification(deps: Deps, caller: Caller, on: boolean): Promise<void> {
  const access = await requireVolunteerArea(deps, caller);
  await asCaller(deps, caller, async (tx) => {
    if (!(await q.setNotification(tx, access.userId, on))) throw new NotFound();
  });
}

// Opportunities -------------------------------------------------------------------------------------

/** Matched to the volunteer's abilities and region first, otherwise newest first (stable). */
export function rankForVolunteer<T extends { Region: number | null; Abilities: Array<{ Id: number }> }>(
  items: T[],
  volunteer: { abilityIds: number[]; region: number | null },
): T[] {
  const score = (item: T) =>
    (item.Abilities.some((ability) => volunteer.abilityIds.includes(ability.Id)) ? 2 : 0) +
    (volunteer.region !== null && item.Region === volunteer.region ? 1 : 0);
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

async function listFor(
  deps: Deps,
  caller: Caller,
  filter: Omit<q.OpportunityFilter, "statuses">,
  statuses?: OpportunityStatus[],
): Promise<OpportunityListItem[]> {
  const access = await requireVolunteerArea(deps, caller);
  try {
    const rows = await asCaller(deps, caller, (tx) =>
      q.listOpportunities(tx, access.userId, { ...filter, statuses: statuses ?? visibleStatuses(access) }),
    );
    return rows.map(presentOpportunity);
  } catch (error) {
    log.error("volunteer opportunities", error);
    throw new OpportunitiesUnavailable();
  }
}

/** GET /Opportunity: all the caller may see, filterable by ability and region. */
export function allOpportunities(
  deps: Deps,
  caller: Caller,
  filter: { abilityId?: number | undefined; region?: number | undefined },
) {
  return listFor(deps, caller, filter);
}

/** GET /Volunteer/GetOpportunities: open ones, matched to the volunteer first. */
export async function volunteerOpportunities(deps: Deps, caller: Caller): Promise<OpportunityListItem[]> {
  const items = await listFor(deps, caller, {}, ["open"]);
  const userId = requireParticipant(caller);
  const row = await asCaller(deps, caller, (tx) => q.findVolunteer(tx, userId));
  return rankForVolunteer(items, { abilityIds: row?.abilityIds ?? [], region: row?.region ?? null });
}

/** GET /Volunteer/GetInterestedOpportunities. */
export function interestedOpportunities(deps: Deps, caller: Caller) {
  return listFor(deps, caller, { interestedOnly: true }, ["open", "closed", "inactive"]);
}

export async function opportunityBySlug(deps: Deps, caller: Caller, slug: string): Promise<OpportunityView> {
  const access = await requireVolunteerArea(deps, caller);
  const [row] = await asCaller(deps, caller, (tx) =>
    q.listOpportunities(tx, access.userId, { slug, statuses: visibleStatuses(access) }),
  );
  if (!row) throw opportunityNotFound(slug);
  // Usernames of others: read as service_role, only after the organiser check.
  const interested = access.isOrganiser
    ? await withTransaction(deps.db, serviceRole, (tx) => q.interestedIn(tx, row.id))
    : null;
  const reaction = await asCaller(deps, caller, (tx) => q.findReaction(tx, row.id, access.userId));
  return presentOpportunityDetail(row, interested, reaction);
}

/** Interest yes (true) or no (false); refused (409) when the opportunity is closed or inactive. */
export async function setInterest(
  deps: Deps,
  caller: Caller,
  opportunityId: number,
  interested: boolean,
): Promise<OpportunityListItem> {
  const access = await requireVolunteerArea(deps, caller);
  if (!access.isVolunteer) assertVolunteerArea({ ...access, isOrganiser: false });
  return asCaller(deps, caller, async (tx) => {
    const [row] = await q.listOpportunities(tx, access.userId, {
      id: opportunityId,
      statuses: ["open", "closed", "inactive"],
    });
    if (!row) throw opportunityIdNotFound();
    if (row.status !== "open") throw opportunityClosed();
    if (interested) await q.addInterest(tx, opportunityId, access.userId);
    else {
      // Withdrawing takes the reaction to the question back too (decision 415).
      await q.removeReaction(tx, opportunityId, access.userId);
      await q.removeInterest(tx, opportunityId, access.userId);
    }
    return presentOpportunity({ ...row, isInterested: interested });
  });
}
