/**
 * A conversation in a list: title (link), state labels (sticky first in the list, closed,
 * participants only), excerpt, who started it with the "Gespreksleider"/"Moderator" label, the
 * number of reactions and the last activity. No Gatsby imports (the group page's first view is
 * rendered by functions/forum-page): the browser's pages pass Gatsby's Link as `link`.
 */
import { forumPaths, type ConversationListItem } from "../../domain/community";
import { AuthorName, DateTime, StateLabels } from "../../components/community/Labels";
import { PlainLink, type LinkComponent } from "../../components/links";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export function ConversationTeaser({
  item,
  headingLevel = 3,
  showGroup = false,
  link: Link = PlainLink,
}: {
  item: ConversationListItem;
  headingLevel?: 2 | 3;
  showGroup?: boolean;
  link?: LinkComponent;
}) {
  const { Conversation: conversation } = item;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={conversation.Sticky ? "conversation-teaser conversation-teaser--sticky" : "conversation-teaser"}>
      <Heading className="conversation-teaser__title">
        <Link to={forumPaths.conversation(item.Group.Slug, conversation.Slug)}>{conversation.Title}</Link>
      </Heading>
      <StateLabels conversation={conversation} />
      {conversation.Description ? <p className="conversation-teaser__excerpt">{conversation.Description}</p> : null}
      <p className="conversation-teaser__meta">
        {t("meta.startedBy")} <AuthorName author={item.Owner} />
        {showGroup ? (
          <>
            {" "}
            {t("meta.inGroup")} <Link to={forumPaths.group(item.Group.Slug)}>{item.Group.Title}</Link>
          </>
        ) : null}
      </p>
      <p className="conversation-teaser__meta">
        <span>{t("teaser.reactions", { count: item.ReactionCount })}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {t("teaser.lastActivity")} <DateTime value={item.LastActivity} />
        </span>
      </p>
    </li>
  );
}

export function ConversationList({
  items,
  headingLevel,
  showGroup,
  label,
  link,
}: {
  items: ConversationListItem[];
  headingLevel?: 2 | 3;
  showGroup?: boolean;
  label?: string;
  link?: LinkComponent;
}) {
  return (
    <ul className="conversation-list" aria-label={label}>
      {items.map((item) => (
        <ConversationTeaser
          key={item.Conversation.Id}
          item={item}
          headingLevel={headingLevel}
          showGroup={showGroup}
          link={link}
        />
      ))}
    </ul>
  );
}
