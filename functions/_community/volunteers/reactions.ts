/**
 * The expert reaction form's rules (spec 000 §5: "Expert reaction form needs text and an
 * accepted-terms checkbox"; §8: "Reaction form error when no question can be found to respond to";
 * decision 415). A completed volunteer reacts to an open question (an opportunity) for its
 * organisers; reacting signs them up too, and a new reaction replaces their earlier one. A question
 * the caller cannot see (unknown, or inactive for a volunteer) is "no question" (404), a closed one
 * 409. RLS on opportunity_reactions is the second fence.
 */
import { Conflict, Forbidden, NotFound } from "../../_shared/errors";
import { asCaller, type Caller } from "../../_shared/caller";
import type { ExpertReaction, OpportunityListItem } from "../../../src/domain/volunteers";
import type { CommunityDeps } from "../deps";
import { requireVolunteerArea } from "./access";
import { presentOpportunity, presentReaction } from "./presenters";
import * as q from "./queries";

/** 404 "Er is geen vraag gevonden om op te reageren." (spec 000 §8). */
export const noQuestion = () =>
  new NotFound({ code: "QuestionNotFound", messageKey: "volunteers:reaction.noQuestion" });

export type ReactionAnswer = OpportunityListItem & { MyReaction: ExpertReaction };

/** POST /Volunteer/React/{opportunityId} {Text, AcceptedTerms: true} */
export async function reactToQuestion(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
  opportunityId: number,
  body: { Text: string; AcceptedTerms: true },
): Promise<ReactionAnswer> {
  const access = await requireVolunteerArea(deps, caller);
  if (!access.isVolunteer) throw new Forbidden("volunteers:reaction.volunteersOnly");
  return asCaller(deps, caller, async (tx) => {
    const [row] = await q.listOpportunities(tx, access.userId, { id: opportunityId, statuses: ["open", "closed"] });
    if (!row) throw noQuestion();
    if (row.status !== "open") throw new Conflict("OpportunityClosed", "volunteers:reaction.closed");
    await q.addInterest(tx, opportunityId, access.userId);
    const reaction = await q.saveReaction(tx, opportunityId, access.userId, body.Text);
    return { ...presentOpportunity({ ...row, isInterested: true }), MyReaction: presentReaction(reaction) };
  });
}
