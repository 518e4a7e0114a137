/**
 * What the conversation page's slot holds for a state: the conversation, the 403 offer, or the
 * 404 text. The function renders this with no slots (functions/forum-page); the browser's first
 * render is the same, then ConversationPage adds the controls. No Gatsby imports.
 */
import type { ConversationPageState } from "./conversation-state";
import { ConversationView, type ConversationSlots } from "./ConversationView";
import { ForumForbidden, ForumNotFound } from "../../components/community/ForumMessages";

export function ForumSlotContent({ state, slots }: { state: ConversationPageState; slots?: ConversationSlots }) {
  if (state.status === "forbidden") return <ForumForbidden returnUrl={state.path} />;
  if (state.status === "notFound") return <ForumNotFound kind="conversation" />;
  return <ConversationView conversation={state.conversation} reactions={state.reactions} {...slots} />;
}
