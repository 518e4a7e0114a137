/**
 * Community paragraphs. Their data (conversations, groups, activities) comes from later features;
 * until then each renders a calm teaser that links to the right community page, built from the
 * Drupal fields only. The story blocks, with live teasers, are in StoryBlocks.tsx.
 */
import { graphql } from "gatsby";
import { SmartLink } from "./SmartLink";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export const COMMUNITY_PATHS = {
  community: "/ontmoet-elkaar",
  conversations: "/ontmoet-elkaar/gesprekken",
  stories: "/ontmoet-elkaar/verhalen",
  activities: "/ontmoet-elkaar/activiteiten",
} as const;

const segment = (id: string | null) => (id && /^[\w-]+$/.test(id) ? `/${id}` : "");

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

export interface ConversationBlockData {
  __typename: "paragraph__conversation";
  id: string;
  field_conversation_id: string | null;
}
export const Conversation = ({ block }: { block: ConversationBlockData }) => (
  <Teaser
    variant="conversation"
    title={t("blocks.conversation.title")}
    text={t("blocks.conversation.text")}
    href={`${COMMUNITY_PATHS.conversations}${segment(block.field_conversation_id)}`}
    link={t("blocks.conversation.link")}
  />
);

export interface GroupBlockData {
  __typename: "paragraph__link_naar_gespreksgroep";
  id: string;
  field_group_id: string | null;
}
export const GroupLink = ({ block }: { block: GroupBlockData }) => (
  <Teaser
    variant="group"
    title={t("blocks.group.title")}
    text={t("blocks.group.text")}
    href={`${COMMUNITY_PATHS.conversations}${segment(block.field_group_id)}`}
    link={t("blocks.group.link")}
  />
);

export interface ActivityBlockData {
  __typename: "paragraph__link_naar_activity";
  id: string;
  field_activity_id: string | null;
}
export const ActivityLink = ({ block }: { block: ActivityBlockData }) => (
  <Teaser
    variant="activity"
    title={t("blocks.activity.title")}
    text={t("blocks.activity.text")}
    href={`${COMMUNITY_PATHS.activities}${segment(block.field_activity_id)}`}
    link={t("blocks.activity.link")}
  />
);

export interface FeaturedActivityBlockData {
  __typename: "paragraph__homepage_featured_activity";
  id: string;
  field_title: string | null;
  field_activity_id: string | null;
}
export const FeaturedActivity = ({ block }: { block: FeaturedActivityBlockData }) => (
  <Teaser
    variant="featured-activity"
    title={block.field_title || t("blocks.activity.title")}
    text={t("blocks.activity.text")}
    href={`${COMMUNITY_PATHS.activities}${segment(block.field_activity_id)}`}
    link={t("blocks.activity.link")}
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
