/**
 * The message history between two members, deleted when either removes the other as a contact (or
 * blocks them): spec 000 §4 "Removing a contact deletes the conversation history on both sides".
 *
 * HOOK for the inbox issue: the direct messages do not exist yet. When they come, delete here (in
 * the caller's transaction `tx`, so the link and the history go together or not at all) every
 * message and message box between `a` and `b`, for both of them; the contacts integration test
 * "removing a contact" then also asserts both inboxes are empty.
 */
import type { Tx } from "../../_shared/db";

export async function deleteMessageHistoryBetween(_tx: Tx, _a: string, _b: string): Promise<void> {
  // Nothing to delete until the inbox stores messages (see above).
}
