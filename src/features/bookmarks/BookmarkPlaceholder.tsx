import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ article });
/**
 * "Bewaar dit artikel" while BookmarkButton.tsx's code is on the way after a client-side navigation
 * (the article template loads it as an island, src/components/islands/Deferred.tsx): the button as
 * it looks before the session has answered, not yet usable, so nothing moves when it arrives.
 */

export function BookmarkPlaceholder() {
  return (
    <div className="bookmark">
      <button type="button" className="button button--secondary bookmark__button" aria-disabled="true">
        <span className="bookmark__icon" aria-hidden="true">
          ☆
        </span>
        {t("readerTools.bookmarkSave")}
      </button>
    </div>
  );
}
