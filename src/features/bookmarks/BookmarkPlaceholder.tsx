/**
 * "Bewaar dit artikel" while BookmarkButton.tsx's code is on the way after a client-side navigation
 * (the article template loads it as an island, src/components/islands/Deferred.tsx): the button as
 * it looks before the session has answered, not yet usable, so nothing moves when it arrives.
 */
import { translate } from "../../i18n/translate";

export function BookmarkPlaceholder() {
  return (
    <div className="bookmark">
      <button type="button" className="button button--secondary bookmark__button" aria-disabled="true">
        <span className="bookmark__icon" aria-hidden="true">
          ☆
        </span>
        {translate("reader", "bookmarks.save")}
      </button>
    </div>
  );
}
