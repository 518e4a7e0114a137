/**
 * The account links of spec 001 §2.5, shared by the account sidebar and the logged-in dropdown.
 * The paths are src/domain/account-paths.ts.
 */
import { ACCOUNT_PATHS } from "../../domain/account-paths";

export type AccountLink = {
  key:
    | "profile"
    | "messages"
    | "notifications"
    | "contacts"
    | "bookmarks"
    | "blog"
    | "startBlog"
    | "volunteer"
    | "moderation"
    | "settings";
  href: string;
  /** Unseen messages, unread notifications, or unseen contact requests (0 is shown as nothing). */
  count?: number;
  /** What the count says to a screen reader (an accountShell links.* key with {{count}}). */
  countLabel?: "unread" | "unseenRequests" | "openReports";
};

export type AccountLinkOptions = {
  isVolunteer: boolean;
  /** Path of the member's first blog, or null when they have none (src/features/stories/useOwnBlogPath). */
  firstBlogPath: string | null;
  /** Messages not yet seen (the "Berichten" link's badge). */
  unreadMessages: number;
  /** Unread notifications other than of a new message (the "Notificaties" link's badge). */
  unreadNotifications: number;
  /** Incoming contact requests not yet seen (the contacts link's badge). */
  unseenRequests: number;
  /** Moderators only: the open reports they may resolve ("Meldingen"); null for everyone else. */
  openReports?: number | null;
  /** The dropdown shows the blog only when there is one; the sidebar offers to start one. */
  offerNewBlog: boolean;
};

export function accountLinks(options: AccountLinkOptions): AccountLink[] {
  const links: AccountLink[] = [
    { key: "profile", href: ACCOUNT_PATHS.profile },
    { key: "messages", href: ACCOUNT_PATHS.messages, count: options.unreadMessages, countLabel: "unread" },
    {
      key: "notifications",
      href: ACCOUNT_PATHS.notifications,
      count: options.unreadNotifications,
      countLabel: "unread",
    },
    { key: "contacts", href: ACCOUNT_PATHS.contacts, count: options.unseenRequests, countLabel: "unseenRequests" },
    { key: "bookmarks", href: ACCOUNT_PATHS.bookmarks },
  ];
  if (options.firstBlogPath) links.push({ key: "blog", href: options.firstBlogPath });
  else if (options.offerNewBlog) links.push({ key: "startBlog", href: ACCOUNT_PATHS.blogs });
  if (options.isVolunteer) links.push({ key: "volunteer", href: ACCOUNT_PATHS.volunteer });
  if (options.openReports !== undefined && options.openReports !== null) {
    links.push({
      key: "moderation",
      href: ACCOUNT_PATHS.moderation,
      count: options.openReports,
      countLabel: "openReports",
    });
  }
  links.push({ key: "settings", href: ACCOUNT_PATHS.settings });
  return links;
}
