/**
 * What the reader may do on a conversation page, in one answer: unknown until the session is known
 * (and on the first render, which must equal the server's HTML), a visitor, or a participant with
 * their relation to this conversation. The four status calls of the spec (follows, likes,
 * user-is-owner, user-is-mod) are asked here and nowhere else; a failed call counts as "no".
 */
import { useEffect, useState } from "react";
import { useCurrentUser } from "../session/useCurrentUser";
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
export function useViewer(conversationId: number | undefined): [Viewer, (change: Partial<Pick<Participant, "following" | "liked">>) => void] {
  const session = useCurrentUser();
  const [participant, setParticipant] = useState<Participant | null>(null);

  useEffect(() => {
    if (session.status !== "user" || !conversationId) return;
    let live = true;
    const userId = session.user.Id;
    Promise.all([getConversationFollows(conversationId), getConversationLiked(conversationId), getUserIsOwner(conversationId), getUserIsModerator(conversationId)]).then(
      ([following, liked, owner, moderator]) => live && setParticipant({ kind: "participant", userId, following, liked, owner, moderator }),
      () => live && setParticipant({ kind: "participant", userId, following: false, liked: false, owner: false, moderator: false }),
    );
    return () => {
      live = false;
    };
  }, [session, conversationId]);

  const viewer: Viewer = session.status === "anonymous" ? VISITOR : session.status === "user" && participant ? participant : UNKNOWN;
  const update = (change: Partial<Pick<Participant, "following" | "liked">>) => setParticipant((current) => (current ? { ...current, ...change } : current));
  return [viewer, update];
}
