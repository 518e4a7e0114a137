import type { PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { pageTitle } from "../../../domain/site";
import { MemberProfileView } from "../../../features/people/MemberProfileView";
import "../../../features/people/people.css";
import people from "../../../i18n/locales/nl/people.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ people });

/** /ontmoet-elkaar/personen/{id}/: a member's profile (client-only route; the data is live). */
export default function MemberPage({ params }: PageProps<object, object, unknown> & { params: { id?: string } }) {
  return (
    <Layout>
      <div className="people container container--reading">
        <MemberProfileView key={params.id} id={params.id ?? ""} />
      </div>
    </Layout>
  );
}

/** No canonical link: this HTML is the shell of every profile; the page sets its title once loaded. */
export function Head() {
  return (
    <>
      <title>{pageTitle(t("profile.titleFallback"))}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
