import type { PageProps } from "gatsby";
import { Layout } from "../../../shell/Layout";
import { pageTitle } from "../../../domain/site";
import { MemberProfileView } from "../../../features/people/MemberProfileView";
import { pt } from "../../../features/people/text";
import "../../../features/people/people.css";

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
      <title>{pageTitle(pt("profile.titleFallback"))}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
