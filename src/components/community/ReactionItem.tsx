/**
 * One reaction as everybody reads it: author's photo (or the default silhouette; decoration, the
 * name stands beside it) and name with moderator label, date (and "bewerkt" under the
 * Modified-date rule), the quoted reaction, the text. `actions` and `editor` are filled in by the
 * browser once it knows who is reading; the server renders without them. Safe to render on the server.
 */
import type { ReactNode } from "react";
import { reactionAnchor, visibleModified, type ReactionListItem } from "../../domain/community";
import { RichText } from "../RichText";
import { DefaultAvatar } from "../DefaultAvatar";
import { AuthorName, DateTime } from "./Labels";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export { reactionAnchor };

export interface ReactionItemProps {
  item: ReactionListItem;
  actions?: ReactNode;
  /** Replaces the text while the author edits it. */
  editor?: ReactNode;
  notice?: ReactNode;
}

export function ReactionItem({ item, actions, editor, notice }: ReactionItemProps) {
  const { Reaction: reaction, User: author, Quote: quote } = item;
  const anchor = reactionAnchor(reaction.Id);
  const modified = visibleModified(reaction.Created, reaction.Modified);
  return (
    <li className={reaction.Hidden ? "reaction reaction--hidden" : "reaction"} id={anchor} tabIndex={-1}>
      <article className="reaction__article" aria-labelledby={`${anchor}-author`}>
        <div className="reaction__head">
          {author.PhotoUrl ? (
            <img className="reaction__photo" src={author.PhotoUrl} alt="" width={44} height={44} loading="lazy" />
          ) : (
            <DefaultAvatar name={author.Id ? author.Username : undefined} className="reaction__photo" size={44} />
          )}
          <p className="reaction__meta">
            <AuthorName author={author} id={`${anchor}-author`} />
            <span className="reaction__date">
              {" "}
              <DateTime value={reaction.Created} />
              {modified ? (
                <>
                  {" "}
                  <span className="reaction__modified">
                    ({t("meta.modifiedShort")} <DateTime value={modified} />)
                  </span>
                </>
              ) : null}
            </span>
          </p>
        </div>
        {quote ? (
          <blockquote className="reaction__quote">
            <p className="reaction__quote-author">{t("reaction.quoteOf", { name: quote.Username })}</p>
            <p className="reaction__quote-text">{quote.Text}</p>
          </blockquote>
        ) : reaction.QuotedReaction > 0 ? (
          <p className="reaction__quote-gone">{t("reaction.quoteGone")}</p>
        ) : null}
        {editor ??
          (reaction.Body ? (
            <>
              {reaction.Hidden ? <p className="reaction__hidden-note">{t("reaction.hiddenForOthers")}</p> : null}
              <RichText doc={reaction.Body} className="rich-text reaction__body" />
            </>
          ) : (
            <p className="reaction__hidden-note">{t("reaction.hidden")}</p>
          ))}
        {notice}
        {actions}
      </article>
    </li>
  );
}
