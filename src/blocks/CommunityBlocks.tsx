/**
 * Community paragraphs (spec 001 §2.6, issue 38): conversation, group, activity and the homepage's
 * featured activity. Like the story blocks (StoryBlocks.tsx) they are islands (INTERACTIVE_TYPES in
 * registry.tsx): the build's HTML is a calm teaser that links to a page that exists (the overview,
 * or the group's or activity's own address when the field holds its slug); near the reader each
 * resolves its live item (community-live.ts) and names it — a conversation with its group and last
 * activity, a group with its number of conversations, an activity with its next date and place —
 * linking to the item's real address. An item that is gone, or that only participants may read,
 * says so in Dutch and links to the overview or the login page, never to a page that is not there.
 */
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { SmartLink } from "./SmartLink";
import { DateTime } from "../components/community/Labels";
import { forumPaths } from "../domain/community";
import { MULTIPLE, type CardSummary } from "../domain/activities/card";
import { loginPath } from "../domain/return-url";
import { useLoad } from "../platform/loading/useLoad";
import { conversationIdsOf, loadActivity, loadConversations, loadGroup, type LiveConversation } from "./community-live";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export const COMMUNITY_PATHS = {
  community: "/ontmoet-elkaar",
  conversations: "/ontmoet-elkaar/gesprekken",
  stories: "/ontmoet-elkaar/verhalen",
  activities: "/ontmoet-elkaar/activiteiten",
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The item's own address when the field holds a slug (ids have no address of their own), else the overview. */
const slugPath = (base: string, value: string | null) =>
  value && SLUG.test(value) && !/^[0-9]+$/.test(value) ? `${base}/${value}/` : `${base}/`;

export function Teaser({
  variant,
  title,
  text,
  href,
  link,
}: {
  variant: string;
  title: string;
  text?: string | null;
  href: string;
  link: string;
}) {
  return (
    <section className={`block block--teaser block--${variant} card`}>
      <h2 className="card__title">{title}</h2>
      {text ? <p>{text}</p> : null}
      <SmartLink href={href} className="card__link">
        {link}
      </SmartLink>
    </section>
  );
}

/** A live item in a block: the block's title, the item's name as a link to its address, its facts. */
function LiveTeaser({
  variant,
  title,
  name,
  href,
  children,
}: {
  variant: string;
  title: string;
  name: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <section className={`block block--teaser block--${variant} card community-teaser`}>
      <h2 className="card__title">{title}</h2>
      <h3 className="community-teaser__name">
        <SmartLink href={href}>{name}</SmartLink>
      </h3>
      {children}
    </section>
  );
}

/** Where the reader is, for the login link's way back. */
const here = () => (typeof window === "undefined" ? undefined : window.location.pathname);

/** A conversation's facts: its group and its last activity. */
export function ConversationFacts({ item }: { item: Extract<LiveConversation, { status: "found" }>["item"] }) {
  return (
    <p className="community-teaser__meta">
      <span>{t("blocks.conversation.inGroup", { group: item.Group.Title })}</span>
      <span aria-hidden="true"> · </span>
      <span>
        {t("blocks.conversation.lastActivity")} <DateTime value={item.LastActivity} />
      </span>
    </p>
  );
}

/** What the reader gets for a conversation that is not there to read (participants only, or gone). */
export function ConversationUnavailable({ entry }: { entry: Exclude<LiveConversation, { status: "found" }> }) {
  return entry.status === "participants" ? (
    <p className="community-teaser__unavailable">
      {t("blocks.conversation.participantsOnly")}{" "}
      <SmartLink href={loginPath(here())}>{t("blocks.conversation.login")}</SmartLink>
    </p>
  ) : (
    <p className="community-teaser__unavailable">
      {t("blocks.conversation.gone")}{" "}
      <SmartLink href={`${COMMUNITY_PATHS.conversations}/`}>{t("blocks.conversation.overview")}</SmartLink>
    </p>
  );
}

export interface ConversationBlockData {
  __typename: "paragraph__conversation";
  id: string;
  field_conversation_id: string | null;
}
export function Conversation({ block }: { block: ConversationBlockData }) {
  const ids = conversationIdsOf([block.field_conversation_id]);
  const { state } = useLoad(() => loadConversations(ids), { key: ids.join(","), enabled: ids.length > 0 });
  const title = t("blocks.conversation.title");
  const entry = state.status === "loaded" ? state.data[0] : undefined;
  if (entry?.status === "found")
    return (
      <LiveTeaser
        variant="conversation"
        title={title}
        name={entry.item.Conversation.Title}
        href={forumPaths.conversation(entry.item.Group.Slug, entry.item.Conversation.Slug)}
      >
        <ConversationFacts item={entry.item} />
      </LiveTeaser>
    );
  if (entry || ids.length === 0)
    return (
      <section className="block block--teaser block--conversation card community-teaser">
        <h2 className="card__title">{title}</h2>
        <ConversationUnavailable entry={entry ?? { status: "gone", id: 0 }} />
      </section>
    );
  return (
    <Teaser
      variant="conversation"
      title={title}
      text={t("blocks.conversation.text")}
      href={`${COMMUNITY_PATHS.conversations}/`}
      link={t("blocks.conversation.overview")}
    />
  );
}

/**
 * A list of conversations (the dossier's "Gesprekken over dit onderwerp"): each by its title,
 * linking to its address, with its group and last activity; or what is true when it cannot be read.
 * Until they load (and in the build's HTML) the list links to all conversations.
 */
export function ConversationLinks({ values }: { values: ReadonlyArray<string> }) {
  const ids = conversationIdsOf(values);
  const { state } = useLoad(() => loadConversations(ids), { key: ids.join(","), enabled: ids.length > 0 });
  const entries: LiveConversation[] | null =
    ids.length === 0 ? [{ status: "gone", id: 0 }] : state.status === "loaded" ? state.data : null;
  return (
    <ul className="link-list community-list">
      {entries ? (
        entries.map((entry, index) => (
          <li key={`${entry.id}-${index}`}>
            {entry.status === "found" ? (
              <>
                <SmartLink href={forumPaths.conversation(entry.item.Group.Slug, entry.item.Conversation.Slug)}>
                  {entry.item.Conversation.Title}
                </SmartLink>
                <ConversationFacts item={entry.item} />
              </>
            ) : (
              <ConversationUnavailable entry={entry} />
            )}
          </li>
        ))
      ) : (
        <li>
          <SmartLink href={`${COMMUNITY_PATHS.conversations}/`}>{t("blocks.conversation.overview")}</SmartLink>
        </li>
      )}
    </ul>
  );
}

export interface GroupBlockData {
  __typename: "paragraph__link_naar_gespreksgroep";
  id: string;
  field_group_id: string | null;
}
export function GroupLink({ block }: { block: GroupBlockData }) {
  const value = block.field_group_id?.trim() ?? "";
  const { state } = useLoad(() => loadGroup(value), { key: value, enabled: value !== "" });
  const title = t("blocks.group.title");
  if (state.status === "loaded" && state.data) {
    const { Group: group, ConversationCount: count } = state.data;
    return (
      <LiveTeaser variant="group" title={title} name={group.Title} href={forumPaths.group(group.Slug)}>
        <p className="community-teaser__meta">{t("blocks.group.conversations", { count })}</p>
      </LiveTeaser>
    );
  }
  const gone = value === "" || state.status === "loaded";
  return (
    <Teaser
      variant="group"
      title={title}
      text={gone ? t("blocks.group.gone") : t("blocks.group.text")}
      href={gone ? `${COMMUNITY_PATHS.conversations}/` : slugPath(COMMUNITY_PATHS.conversations, value)}
      link={gone ? t("blocks.group.overview") : t("blocks.group.link")}
    />
  );
}

/** An activity's facts: its next date (or "Doorlopend") and its place. */
function ActivityFacts({ card }: { card: CardSummary }) {
  const date = card.ongoing ? t("blocks.activity.ongoing") : card.nextDateText;
  const place =
    card.kind === "online"
      ? t("blocks.activity.online")
      : card.location === MULTIPLE
        ? t("blocks.activity.multiplePlaces")
        : card.location;
  return (
    <dl className="community-teaser__facts">
      {date ? (
        <div>
          <dt>{t("blocks.activity.next")}</dt>
          <dd>{date}</dd>
        </div>
      ) : null}
      {place ? (
        <div>
          <dt>{t("blocks.activity.place")}</dt>
          <dd>{place}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function LiveActivity({ variant, title, value }: { variant: string; title: string; value: string }) {
  const { state } = useLoad(() => loadActivity(value), { key: value, enabled: value !== "" });
  if (state.status === "loaded" && state.data) {
    const card = state.data;
    return (
      <LiveTeaser
        variant={variant}
        title={title}
        name={card.title}
        href={slugPath(COMMUNITY_PATHS.activities, card.slug)}
      >
        <ActivityFacts card={card} />
      </LiveTeaser>
    );
  }
  const gone = value === "" || state.status === "loaded";
  return (
    <Teaser
      variant={variant}
      title={title}
      text={gone ? t("blocks.activity.gone") : t("blocks.activity.text")}
      href={gone ? `${COMMUNITY_PATHS.activities}/` : slugPath(COMMUNITY_PATHS.activities, value)}
      link={gone ? t("blocks.activity.overview") : t("blocks.activity.link")}
    />
  );
}

export interface ActivityBlockData {
  __typename: "paragraph__link_naar_activity";
  id: string;
  field_activity_id: string | null;
}
export const ActivityLink = ({ block }: { block: ActivityBlockData }) => (
  <LiveActivity variant="activity" title={t("blocks.activity.title")} value={block.field_activity_id?.trim() ?? ""} />
);

export interface FeaturedActivityBlockData {
  __typename: "paragraph__homepage_featured_activity";
  id: string;
  field_title: string | null;
  field_activity_id: string | null;
}
export const FeaturedActivity = ({ block }: { block: FeaturedActivityBlockData }) => (
  <LiveActivity
    variant="featured-activity"
    title={block.field_title || t("blocks.activity.title")}
    value={block.field_activity_id?.trim() ?? ""}
  />
);

export const fragment = graphql`
  fragment ConversationBlock on paragraph__conversation {
    field_conversation_id
  }
  fragment GroupBlock on paragraph__link_naar_gespreksgroep {
    field_group_id
  }
  fragment ActivityBlock on paragraph__link_naar_activity {
    field_activity_id
  }
  fragment FeaturedActivityBlock on paragraph__homepage_featured_activity {
    field_title
    field_activity_id
  }
`;
