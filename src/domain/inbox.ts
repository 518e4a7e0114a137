/**
 * The inbox (spec 000 §2, §4, §7 "Inbox"): the body of POST /inbox/inbox/{id}, the page size of a
 * conversation and what the calls answer. Messages are keys of the `inbox` namespace; a message is
 * rich text like a reaction, at most 4,000 characters of text.
 */
import { z } from "zod";
import { richTextBody } from "./community-bodies";
import { REACTION_MAX } from "./limits";
import type { RichTextDoc } from "./rich-text/text";

/** Messages per page of one conversation (the latest page first, oldest first within it). */
export const MESSAGE_PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE = 50;
/** In limits.ts, which loads no rich-text code (the pollers are on pages without an editor). */
export { UNREAD_POLL_MS } from "./limits";

export const messageBodySchema = z.object({ Body: richTextBody("message", REACTION_MAX) });
export type MessageBody = z.input<typeof messageBodySchema>;

/** One conversation of GET /inbox/inbox. */
export type InboxItem = {
  UserId: string;
  Username: string;
  PhotoUrl: string | null;
  LastUpdate: string;
  Unseen: boolean;
  UnseenCount: number;
};

export type InboxMessage = { Id: number; Created: string; Body: RichTextDoc; Mine: boolean; Seen: boolean };

/** GET /inbox/inbox/{id}: a page of messages, oldest first; `before` of the next call is Messages[0].Id. */
export type InboxConversation = {
  UserId: string;
  Username: string;
  PhotoUrl: string | null;
  CanSend: boolean;
  Messages: InboxMessage[];
  HasOlder: boolean;
};

/** GET /inbox/unread */
export type UnreadCount = {
  /** Spec 000 §7: unseen messages, plus one when a notification of another kind is unread. */
  Count: number;
  /** Messages not yet seen (the "Berichten" link). */
  UnseenMessages: number;
  /** Unread notifications other than of a new message (the "Notificaties" link). */
  UnreadNotifications: number;
};
