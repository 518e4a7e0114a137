/**
 * The message history between two members (messages, boxes, and the message and contact notifications
 * between them), deleted when either removes the other as a contact (or blocks them): spec 000 §4
 * "Removing a contact deletes the conversation history on both sides".
 * Runs in the caller's transaction `tx`, so the link and the history go together or not at all.
 */
import type { Tx } from "../../_shared/db";
import { deleteConversation } from "../inbox/queries";

export async function deleteMessageHistoryBetween(tx: Tx, a: string, b: string): Promise<void> {
  await deleteConversation(tx, a, b);
}
