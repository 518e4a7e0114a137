/** /account/artikelen (account-articles): the participant's saved articles, in the account shell. */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { BookmarkList } from "../../features/bookmarks/BookmarkList";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader });

export default function SavedArticlesPage() {
  return (
    <AccountLayout title={t("bookmarks.page.title")}>
      <BookmarkList />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("bookmarks.page.title")} path={location.pathname} noIndex />
);
