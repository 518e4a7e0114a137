/**
 * Recommended articles (spec 000 §1, issue 22 item 6; docs/decisions/243-recommended-articles.md):
 * an article is about the forms of rheumatism and the topics of its dossiers. A dossier names the
 * forms it covers (`field_forms`: the profile's form term numbers 71001–71037) and its topic
 * category (`field_category`: one of the ten topic categories of spec 001 §3.3, which are the
 * profile's interests, topic terms 72001–72010). The build stores these term numbers with each
 * article in the search index; a participant is recommended the articles that share most of them
 * with their profile. Shared by the build, functions/_community/search and the island. Pure.
 */
import { TOPIC_TERMS } from "./activities/topics";

/** How many articles the island shows. */
export const RECOMMENDED_LIMIT = 4;

/** The topic categories of the content model (content-model/model.ts TOPIC_CATEGORIES) as the profile's interests. */
export const CATEGORY_INTERESTS: Readonly<Record<string, string>> = {
  caregivers: "mantelzorg",
  treatment: "behandeling",
  exercise: "bewegen",
  aids: "hulpmiddelen",
  lifestyle: "leefstijl",
  medicines: "medicijnen",
  coping: "omgaan-met-jezelf-en-anderen",
  school_work: "school-studie-werk",
  parenthood: "kinderwens-zwangerschap-ouderschap",
  insurance: "zorgverzekering",
};

export type DossierTerms = { field_forms?: ReadonlyArray<number | null> | null; field_category?: string | null };

/** The profile term numbers an article is about: its dossiers' forms and their categories' topics, sorted. */
export function articleProfileTerms(dossiers: ReadonlyArray<DossierTerms | null> | null | undefined): number[] {
  const terms = new Set<number>();
  for (const dossier of dossiers ?? []) {
    for (const form of dossier?.field_forms ?? [])
      if (typeof form === "number" && Number.isInteger(form)) terms.add(form);
    const interest = dossier?.field_category ? CATEGORY_INTERESTS[dossier.field_category] : undefined;
    const topic = TOPIC_TERMS.find((term) => term.interestId === interest);
    if (topic) terms.add(topic.termNumber);
  }
  return [...terms].sort((a, b) => a - b);
}

/** One recommended article as GET /api/v1/Search/recommended answers it. */
export type RecommendedArticle = {
  Id: string;
  Title: string;
  Description: string | null;
  Path: string;
  /** The article's dossier (name and path), when it has one. */
  Dossier: string | null;
  DossierPath: string | null;
};

/**
 * HasProfileTerms false: the profile has no forms of rheumatism (with consent) and no interests, so
 * nothing can be recommended yet (the island offers the profile instead).
 */
export type RecommendedArticlesAnswer = { HasProfileTerms: boolean; Articles: RecommendedArticle[] };
