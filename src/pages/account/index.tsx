/** /account: the overview of the account area: its main parts as links (the intro promises them), and the data download. */
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../shell/SeoHead";
import { AccountLayout } from "../../shell/account/AccountLayout";
import { ExportDataSection } from "../../features/deletion/ExportDataSection";
import { accountLinks } from "../../shell/account/account-links";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ accountShell });

/** The parts every participant has (the sidebar adds counts, the blog, volunteer and moderation). */
const OVERVIEW_LINKS = accountLinks({
  isVolunteer: false,
  firstBlogPath: null,
  unreadMessages: 0,
  unreadNotifications: 0,
  unseenRequests: 0,
  openReports: null,
  offerNewBlog: false,
});

export default function AccountPage() {
  return (
    <AccountLayout title={t("overview.title")}>
      <p>{t("overview.intro")}</p>
      <ul className="link-list">
        {OVERVIEW_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{t(`links.${link.key}`)}</a>
          </li>
        ))}
      </ul>
      <ExportDataSection />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead title={t("overview.title")} description={t("overview.description")} path={location.pathname} noIndex />
);
