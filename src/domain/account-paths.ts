/** The account area's paths (spec 001 §2.5 route table): the account links of the shell, and features that link there. */
export const ACCOUNT_PATHS = {
  overview: "/account",
  profile: "/account/profiel",
  messages: "/account/berichten",
  notifications: "/account/notificaties",
  moderation: "/ontmoet-elkaar/moderatie",
  contacts: "/ontmoet-elkaar/personen?mycontacts=show",
  bookmarks: "/account/artikelen",
  /** "Start een nieuw blog": writing the first story starts the blog. */
  blogs: "/ontmoet-elkaar/verhalen/nieuw/",
  volunteer: "/account/ervaringsdeskundigen",
  settings: "/account/instellingen",
} as const;
