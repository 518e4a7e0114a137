/**
 * What the reader may do on a conversation page, in one answer: unknown until the session is known
 * (and on the first render, which must equal the server's HTML), a visitor, or a participant with
 * their relation to this conversation. The four status calls of the spec (follows, likes,
 * user-is-owner, user-is-mod) are asked here and nowhere else; a failed call counts as "no".
 */
import { useLoad } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getConversationFollows, getConversationLiked, getUserIsModerator, getUserIsOwner } from "./api";

export interface Participant {
  kind: "participant";
  userId: string;
  following: boolean;
  liked: boolean;
  /** Wrote the conversation: edits it instead of reporting it. */
  owner: boolean;
  /** Moderates this conversation's group (or the platform): hides, pins, closes, moves. */
  moderator: boolean;
}

export type Viewer = { kind: "unknown" } | { kind: "visitor" } | Participant;

const UNKNOWN: Viewer = { kind: "unknown" };
const VISITOR: Viewer = { kind: "visitor" };

/** The reader of conversation `conversationId`, and a way to record a change they made (like, follow). */
export function useViewer(
  conversationId: number | undefined,
): [Viewer, (change: Partial<Pick<Participant, "following" | "liked">>) => void] {
  const session = useCurrentUser();
  const userId = session.status === "user" ? session.user.Id : null;
  const { state, update: change } = useLoad<Participant>(
    async () => {
      const id = conversationId ?? 0;
      const [following, liked, owner, moderator] = await Promise.all([
        getConversationFollows(id),
        getConversationLiked(id),
        getUserIsOwner(id),
        getUserIsModerator(id),
      ]).catch(() => [false, false, false, false]);
      return { kind: "participant", userId: userId ?? "", following, liked, owner, moderator };
    },
    { key: `${userId}/${conversationId}`, enabled: userId !== null && Boolean(conversationId) },
  );
  const participant = state.status === "loaded" ? state.data : null;

  const viewer: Viewer =
    session.status === "anonymous" ? VISITOR : session.status === "user" && participant ? participant : UNKNOWN;
  const update = (next: Partial<Pick<Participant, "following" | "liked">>) =>
    change((current) => ({ ...current, ...next }));
  return [viewer, update];
}
