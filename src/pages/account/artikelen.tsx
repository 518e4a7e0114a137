/** /account/artikelen (account-articles): the participant's saved articles, in the account shell. */
import type { HeadFC } from "gatsby";
import { useTranslation } from "react-i18next";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { BookmarkList } from "../../features/bookmarks/BookmarkList";
import { translate } from "../../i18n/translate";

export default function SavedArticlesPage() {
  const { t } = useTranslation("reader");
  return (
    <AccountLayout title={t("bookmarks.page.title")}>
      <BookmarkList />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={translate("reader", "bookmarks.page.title")} path={location.pathname} noIndex />;
