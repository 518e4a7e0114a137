/**
 * Where the community blocks and the dossier's conversations find their live item (issue 38, spec
 * 001 §7): conversations through GET /conversations/by-list-of-ids (one call for all of a page's
 * ids), a group in the groups list (GET /groups/all, by id or slug), an activity by its slug
 * (GET /OData/GetQuery, physical then online) or, for an id, in the list of all activities. The
 * API modules are loaded only when a page has such a block. A conversation the list leaves out is
 * asked once more on its own to tell "participants only" (403 ParticipantsOnly, for a visitor)
 * from "gone" (404); a failure without an answer rejects, so the load hook tries again.
 */
import type { ConversationListItem, GroupListItem } from "../domain/community";
import type { CardSummary } from "../domain/activities/card";

export type LiveConversation =
  | { status: "found"; id: number; item: ConversationListItem }
  | { status: "participants"; id: number }
  | { status: "gone"; id: number };

/** The numeric ids of the fields ("8"); anything else names no conversation. */
export function conversationIdsOf(values: ReadonlyArray<string | null | undefined>): number[] {
  return values.flatMap((value) => (value && /^[0-9]{1,9}$/.test(value.trim()) ? [Number(value.trim())] : []));
}

const statusOf = (error: unknown) => (error as { status?: unknown }).status;
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

export async function loadConversations(ids: number[]): Promise<LiveConversation[]> {
  const api = await import("../features/community/api");
  const found = new Map((await api.getConversationsByIds(ids)).map((item) => [item.Conversation.Id, item]));
  return Promise.all(
    ids.map(async (id): Promise<LiveConversation> => {
      const item = found.get(id);
      if (item) return { status: "found", id, item };
      try {
        await api.getConversation(id);
        // Readable on its own but not in the list: treat as gone rather than guess an address.
        return { status: "gone", id };
      } catch (error) {
        if (statusOf(error) === 403 && codeOf(error) === "ParticipantsOnly") return { status: "participants", id };
        if (statusOf(error) === 404 || statusOf(error) === 403) return { status: "gone", id };
        throw error;
      }
    }),
  );
}

/** The group a block names by id or slug, with its number of conversations; null when there is none. */
export async function loadGroup(value: string): Promise<GroupListItem | null> {
  const api = await import("../features/community/api");
  const matches = (item: GroupListItem) => item.Group.Slug === value || String(item.Group.Id) === value;
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await api.getGroups(pageIndex);
    const item = page.Items.find(matches);
    if (item) return item;
    if (page.Items.length === 0 || pageIndex + 1 >= page.NumPages) return null;
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The activity a block names by slug (or id), as its card summarises it now; null when unpublished or unknown. */
export async function loadActivity(value: string, now = Date.now()): Promise<CardSummary | null> {
  const [api, model, card] = await Promise.all([
    import("../features/activities/api"),
    import("../domain/activities/model"),
    import("../domain/activities/card"),
  ]);
  const source = SLUG.test(value)
    ? await api.getActivityBySlug(value)
    : ((await api.getActivities()).find((activity) => activity.Id === value) ?? null);
  return source ? card.cardSummary(model.toAnyActivity(source), now) : null;
}
