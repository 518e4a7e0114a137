/** Business constants of spec 000 §9 and spec 001 §9. Never repeat these as literals elsewhere. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
/** A username's characters (spec 000 §5: letters and digits only). */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const PASSWORD_MIN = 8;
export const MINIMUM_AGE = 16;
export const CONVERSATION_TITLE_MAX = 130;
export const REACTION_MAX = 4000;
export const SHARE_MAX_RECIPIENTS = 10;
/** The account shell refreshes its counts (unread messages, contact requests, open reports) this often while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;
