/**
 * What the data export (GDPR art. 15/20) holds, beyond the columns that name the person
 * (docs/decisions/113-export-every-column-about-the-person.md). The person's own rows are found in
 * the catalogue (queries.ts); these lists say how the rest of the schema is treated, and
 * export-complete.integration.test.ts walks every foreign key to and from the person's rows and
 * fails for a table or a link that is on none of them.
 *
 *   ACTION_COLUMNS         the person only acted on someone else's row (hid it, resolved it,
 *                          decided it, caused a notification): the export holds the action, never
 *                          the other member's text; in the person's own rows such a column is left
 *                          out when it names someone else (which moderator hid your story)
 *   OWNED_CHILDREN         rows that belong to the person through a row of theirs (the stories of
 *                          their blog, the hidden text of their reaction): exported
 *   NOT_EXPORTED_CHILDREN  rows of others hanging off the person's rows (reactions on their story,
 *                          who follows their blog): left out, each with the reason
 *   SHARED_TABLES          the site's own lists and content the person's rows point at (groups,
 *                          terms, courses): not about the person; the rows carry their ids
 */

/** schema.table.column -> the columns of that row the export holds for the person who acted. */
export const ACTION_COLUMNS: Record<string, readonly string[]> = {
  "public.blog_posts.hidden_by": ["id", "hidden", "hidden_at", "hidden_by"],
  "public.conversations.hidden_by": ["id", "hidden", "hidden_at", "hidden_by"],
  "public.conversation_reactions.hidden_by": [
    "id",
    "conversation_id",
    "visible",
    "hidden_reason",
    "hidden_at",
    "hidden_by",
  ],
  "public.conversation_flags.resolved_by": [
    "id",
    "conversation_id",
    "reaction_id",
    "resolved_at",
    "resolved_by",
    "resolution",
  ],
  "public.blog_post_flags.resolved_by": ["id", "post_id", "reaction_id", "resolved_at", "resolved_by", "resolution"],
  "public.role_requests.decided_by": ["id", "role", "status", "decided_at", "decided_by"],
  // Another member's notification about something the person did ("Anna heeft gereageerd ...").
  "public.notifications.actor_id": ["kind", "created_at", "actor_id"],
};

/** Fields of the person's own row left out when it was found through this column (the other person's part). */
export const HIDDEN_WHEN_FOUND_BY: Record<string, readonly string[]> = {
  // The requester gets their request and message, not the silent denial (decision 132).
  "public.contact_links.requester_id": ["status", "seen_at"],
  // A report the person made: their reason, not the copy of the other member's text (decision 310).
  "public.conversation_flags.reporter_id": ["reported_title", "reported_body"],
  "public.blog_post_flags.reporter_id": ["reported_title", "reported_body"],
  // A notification for the person names who acted in its text; the other member's id stays out.
  "public.notifications.user_id": ["actor_id"],
};

export type ChildLink = {
  /** schema.table of the rows. */
  table: string;
  columns: readonly string[];
  /** schema.table of the person's row they hang off, and its referenced columns. */
  parent: string;
  parentColumns: readonly string[];
};

/** "public.blog_posts(blog_id) -> public.blogs(id)", the key of a foreign key in these lists. */
export function linkKey(link: ChildLink): string {
  return `${link.table}(${link.columns.join(",")}) -> ${link.parent}(${link.parentColumns.join(",")})`;
}

const child = (table: string, columns: string[], parent: string, parentColumns: string[]): ChildLink => ({
  table,
  columns,
  parent,
  parentColumns,
});

/** Rows that are the person's through a row of theirs; parents before children. */
export const OWNED_CHILDREN: readonly { link: ChildLink; what: string }[] = [
  {
    link: child("public.blog_posts", ["blog_id"], "public.blogs", ["id"]),
    what: "the person's stories, drafts, participants-only and hidden ones included",
  },
  {
    link: child("public.hidden_reaction_bodies", ["reaction_id"], "public.conversation_reactions", ["id"]),
    what: "the text of the person's reactions a moderator hid",
  },
  {
    link: child("public.conversation_terms", ["conversation_id"], "public.conversations", ["id"]),
    what: "the themes the person gave their conversations",
  },
  {
    link: child("app_private.notification_mails", ["notification_id"], "public.notifications", ["id"]),
    what: "mails still to be sent for the person's notifications",
  },
  {
    link: child("public.physical_activity_editions", ["activity_id"], "public.physical_activities", ["id"]),
    what: "the dates and places of an activity the person submitted",
  },
  {
    link: child("public.physical_activity_terms", ["activity_id"], "public.physical_activities", ["id"]),
    what: "the topics the person chose for their activity",
  },
];

const OTHERS_REACTIONS =
  "other members' reactions: their text (the person's own are exported by author_id; the count is in the person's row)";
const REPORTS =
  "reports of the person's contributions: the reporters' (who reported you stays with the moderators, as a block does, decision 133)";

/** "child(columns) -> parent(columns)" -> why these rows of others are left out. */
export const NOT_EXPORTED_CHILDREN: Record<string, string> = {
  "public.blog_post_reactions(post_id) -> public.blog_posts(id)": OTHERS_REACTIONS,
  "public.blog_post_reactions(quoted_reaction_id,post_id) -> public.blog_post_reactions(id,post_id)": OTHERS_REACTIONS,
  "public.conversation_reactions(conversation_id) -> public.conversations(id)": OTHERS_REACTIONS,
  "public.conversation_reactions(quoted_reaction_id,conversation_id) -> public.conversation_reactions(id,conversation_id)":
    OTHERS_REACTIONS,
  "public.blog_post_flags(post_id) -> public.blog_posts(id)": REPORTS,
  "public.blog_post_flags(reaction_id) -> public.blog_post_reactions(id)": REPORTS,
  "public.conversation_flags(conversation_id) -> public.conversations(id)": REPORTS,
  "public.conversation_flags(reaction_id,conversation_id) -> public.conversation_reactions(id,conversation_id)":
    REPORTS,
  "public.blog_post_likes(post_id) -> public.blog_posts(id)":
    "who liked the story is the liker's (the count is in the story's row)",
  "public.blog_follows(blog_id) -> public.blogs(id)":
    "who follows the blog is the follower's (the count is in the blog's row)",
  "public.conversation_likes(conversation_id) -> public.conversations(id)":
    "who liked the conversation is the liker's (the count is in its row)",
  "public.conversation_follows(conversation_id) -> public.conversations(id)":
    "who follows the conversation is the follower's",
  "public.activity_likes(activity_id) -> public.physical_activities(id)":
    "who liked the activity is the liker's (the count is the site's)",
  "public.activity_submissions(activity_id) -> public.physical_activities(id)":
    "a submission is exported through its own user_id",
  "public.physical_activity_organizations(activity_id) -> public.physical_activities(id)":
    "the editors' link to an organisation of the site's list",
  "public.physical_activity_images(activity_id) -> public.physical_activities(id)":
    "the pictures the editors add to a published activity, not the person's (a submission carries none)",
  "public.physical_activity_trainers(activity_id) -> public.physical_activities(id)":
    "the editors' link to a trainer of the site's list",
  "public.region_editions(edition_id) -> public.physical_activity_editions(id)":
    "worked out by the site from the edition's place",
  "public.approximate_dates(edition_id) -> public.physical_activity_editions(id)":
    "worked out by the site from the edition's date",
};

/** Tables of the site's own lists and content that the person's rows point at (by id). */
export const SHARED_TABLES: readonly string[] = [
  "public.affiliates",
  "public.group_terms",
  "public.groups",
  "public.institute_classes",
  "public.institutes",
  "public.learning_activities",
  "public.learning_specializations",
  "public.online_activities",
  "public.opportunities",
  "public.organizations",
  "public.teaching_groups",
  "public.terms",
  "public.volunteer_abilities",
  "public.volunteer_forms",
  "public.volunteer_interests",
];
