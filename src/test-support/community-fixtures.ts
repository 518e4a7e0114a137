/** Answers of the conversations calls as the contract (src/domain/community.ts) shapes them, for tests. */
import {
  pageOf,
  type AuthorView,
  type ConversationListItem,
  type ConversationView,
  type FlagQueueItem,
  type GroupView,
  type Page,
  type ReactionListItem,
  type TermView,
} from "../domain/community";
import { plainTextToRichText } from "../domain/rich-text/text";

export const author = (name: string, extra: Partial<AuthorView> = {}): AuthorView => ({
  Id: `00000000-0000-4000-8000-0000000000${String(name.length).padStart(2, "0")}`,
  Username: name,
  Created: "2025-01-05T10:00:00.000Z",
  IsModerator: false,
  ModeratorKind: null,
  PhotoUrl: null,
  ...extra,
});

export const GROUP: GroupView = {
  Id: 3,
  Slug: "vermoeidheid",
  Title: "Vermoeidheid",
  Description: "Over moe zijn en energie verdelen.",
  Introduction: "Welkom in de groep over vermoeidheid.\n\nDeel je tips.",
  Created: "2025-01-01T09:00:00.000Z",
  Weight: 1,
};

export const TERMS: TermView[] = [
  { TermId: 11, TermNumber: 501, Name: "Energie" },
  { TermId: 12, TermNumber: 502, Name: "Slaap" },
];

export function conversation(extra: Partial<ConversationView> = {}): ConversationView {
  return {
    Id: 41,
    Slug: "tips-voor-de-ochtendstijfheid",
    Title: "Tips voor de ochtendstijfheid",
    Description: "Hoe komen jullie 's ochtends op gang?",
    Visibility: "public",
    Sticky: false,
    Closed: false,
    Created: "2026-03-12T13:05:00.000Z",
    Modified: null,
    Body: plainTextToRichText("Hoe komen jullie 's ochtends op gang?\nIk ben benieuwd."),
    Owner: author("Annelies", { ModeratorKind: "group", IsModerator: true }),
    Group: { Id: GROUP.Id, Slug: GROUP.Slug, Title: GROUP.Title },
    Terms: [TERMS[0]!],
    ReactionCount: 2,
    TotalLikes: 3,
    Hidden: false,
    ...extra,
  };
}

export function reaction(
  id: number,
  name: string,
  text: string,
  extra: Partial<ReactionListItem> = {},
  reactionExtra: Partial<ReactionListItem["Reaction"]> = {},
): ReactionListItem {
  return {
    Reaction: {
      Id: id,
      Created: "2026-03-12T14:00:00.000Z",
      Modified: null,
      QuotedReaction: 0,
      Body: plainTextToRichText(text),
      Hidden: false,
      ...reactionExtra,
    },
    User: author(name),
    Quote: null,
    IsOwn: false,
    ...extra,
  };
}

export function page<T>(items: T[], extra: Partial<Omit<Page<T>, "NumPages">> = {}): Page<T> {
  const shape = { Total: items.length, PageIndex: 0, PageSize: 25, ...extra };
  return pageOf(items, shape.Total, shape.PageIndex, shape.PageSize);
}

export function listItem(
  extra: Partial<ConversationListItem["Conversation"]> = {},
  owner: AuthorView = author("Bram"),
): ConversationListItem {
  const view = conversation();
  return {
    Conversation: {
      Id: view.Id,
      Slug: view.Slug,
      Title: view.Title,
      Description: view.Description,
      Visibility: view.Visibility,
      Sticky: false,
      Closed: false,
      Created: view.Created,
      Modified: null,
      ...extra,
    },
    LastActivity: "2026-03-13T08:30:00.000Z",
    ReactionCount: 2,
    Owner: owner,
    Group: view.Group,
  };
}

export function flag(extra: Partial<FlagQueueItem> = {}): FlagQueueItem {
  return {
    FlagId: 7,
    Created: "2026-03-14T09:00:00.000Z",
    Reason: "Dit is reclame.",
    Reporter: author("Carla"),
    Conversation: {
      Id: 41,
      Slug: "tips-voor-de-ochtendstijfheid",
      Title: "Tips voor de ochtendstijfheid",
      GroupSlug: "vermoeidheid",
    },
    Reaction: {
      Id: 92,
      Body: plainTextToRichText("Koop mijn pillen!"),
      Hidden: false,
      Author: author("Dirk"),
      Position: 3,
    },
    ReportCount: 1,
    Reported: {
      Title: "Tips voor de ochtendstijfheid",
      Body: plainTextToRichText("Koop mijn pillen!"),
      Changed: false,
    },
    ...extra,
  };
}
