/** Typed calls of the inbox (spec 000 §7 "Inbox"): the only place in this feature that calls the API. */
import type { InboxConversation, InboxItem, InboxMessage, MessageBody, UnreadCount } from "../../domain/inbox";
import { apiRequest } from "../../platform/http";

const enc = encodeURIComponent;

/** GET /inbox/inbox: 204 (undefined) means empty. */
export async function getInbox(signal?: AbortSignal): Promise<InboxItem[]> {
  return (await apiRequest<InboxItem[]>("/inbox/inbox", { signal })) ?? [];
}

export function getConversation(otherId: string, before: number | null = null): Promise<InboxConversation> {
  return apiRequest<InboxConversation>(`/inbox/inbox/${enc(otherId)}${before === null ? "" : `?before=${before}`}`);
}

export function sendMessage(otherId: string, body: MessageBody): Promise<InboxMessage> {
  return apiRequest<InboxMessage>(`/inbox/inbox/${enc(otherId)}`, { method: "POST", body });
}

export async function markConversationSeen(otherId: string): Promise<void> {
  await apiRequest<undefined>(`/inbox/inbox/${enc(otherId)}/seen`, { method: "PUT" });
}

export async function getUnreadCounts(): Promise<UnreadCount> {
  return apiRequest<UnreadCount>("/inbox/unread");
}
