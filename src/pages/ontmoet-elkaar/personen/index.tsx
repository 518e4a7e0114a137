import type { HeadProps, PageProps } from "gatsby";
import { useEffect, useState } from "react";
import { Layout } from "../../../shell/Layout";
import { SeoHead } from "../../../shell/SeoHead";
import { ContactsList } from "../../../features/people/ContactsList";
import { MemberNameSearch } from "../../../features/people/MemberNameSearch";
import { MembersDirectory, PEOPLE_PATH, PeopleSkeleton } from "../../../features/people/MembersDirectory";
import "../../../features/people/people.css";
import people from "../../../i18n/locales/nl/people.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ people });

/** /ontmoet-elkaar/personen: the members directory; ?mycontacts=show: my contacts (spec 001 §2.2). */
export default function PeoplePage({ location }: PageProps) {
  // The built HTML knows no query string: the address's filters and tab are read after hydration,
  // so the first browser render matches the server's.
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => setSearch(location.search), [location.search]);
  const query = new URLSearchParams(search ?? "");
  const contacts = query.get("mycontacts") === "show";
  return (
    <Layout>
      <div className="people container late-page">
        <h1>{t("directory.title")}</h1>
        <p className="lead">{t("directory.intro")}</p>
        <nav className="people-tabs" aria-label={t("directory.title")}>
          <a href={PEOPLE_PATH} aria-current={contacts ? undefined : "page"}>
            {t("directory.allPeople")}
          </a>
          <a href={`${PEOPLE_PATH}?mycontacts=show`} aria-current={contacts ? "page" : undefined}>
            {t("directory.myContacts")}
          </a>
        </nav>
        {search === null ? (
          <PeopleSkeleton />
        ) : contacts ? (
          <ContactsList pageNumber={Number(query.get("pagina") ?? 1) || 1} />
        ) : (
          <MemberNameSearch>
            <MembersDirectory search={search} />
          </MemberNameSearch>
        )}
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <SeoHead title={t("directory.title")} description={t("directory.intro")} path={location.pathname} noIndex />;
}
