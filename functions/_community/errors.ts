/** The domain errors of the community back end, with their Dutch texts (namespaces conversations, people). */
import { Conflict, DomainError, Forbidden, Invalid, NotFound } from "../_shared/errors";

export const conversationNotFound = () =>
  new NotFound({ code: "ConversationNotFound", messageKey: "conversations:conversation.invalid" });
export const groupNotFound = () => new NotFound({ code: "GroupNotFound", messageKey: "conversations:group.notFound" });
export const reactionNotFound = () =>
  new NotFound({ code: "ReactionNotFound", messageKey: "conversations:reaction.notFound" });
export const flagNotFound = () =>
  new NotFound({ code: "FlagNotFound", messageKey: "conversations:moderation.flagNotFound" });
export const memberNotFound = () => new NotFound({ code: "MemberNotFound", messageKey: "people:member.notFound" });

/** 403 for a visitor on a participants-only conversation: the page shows the 403 page. */
export class ParticipantsOnly extends DomainError {
  readonly status = 403;
  constructor() {
    super("ParticipantsOnly", "conversations:conversation.participantsOnly");
  }
}

export const notModerator = () => new Forbidden("conversations:moderation.forbidden");
export const conversationClosed = () =>
  new Conflict("ConversationClosed", "conversations:conversation.closed", {
    Body: ["conversations:conversation.closed"],
  });
/** Moderation evidence stays: a closed conversation keeps its text, a hidden or reported reaction stays. */
export const closedConversationEdit = () =>
  new Conflict("ConversationClosed", "conversations:conversation.closedEdit", {
    Body: ["conversations:conversation.closedEdit"],
  });
export const hiddenReactionDelete = () => new Forbidden("conversations:reaction.hiddenDelete");
export const reportedReactionDelete = () => new Conflict("ReactionReported", "conversations:reaction.reportedDelete");
/** An open report keeps the text as it was reported (decision 310); at Body, so the editor shows it and keeps the text. */
export const reportedReactionEdit = () =>
  new Conflict("ReactionReported", "conversations:reaction.reportedEdit", {
    Body: ["conversations:reaction.reportedEdit"],
  });
export const reportedConversationEdit = () =>
  new Conflict("ConversationReported", "conversations:conversation.reportedEdit", {
    Body: ["conversations:conversation.reportedEdit"],
  });
export const ownContribution = () => new Invalid({}, { code: "OwnContribution", messageKey: "conversations:flag.own" });

/** 429 of posting with its own Dutch text (and Retry-After). */
export class PostingRateLimited extends DomainError {
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, messageKey: string) {
    super("RateLimited", messageKey);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    this.headers["Retry-After"] = String(this.retryAfterSeconds);
  }
}
