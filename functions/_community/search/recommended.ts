/**
 * Recommended articles (spec 000 §1; docs/decisions/243-recommended-articles.md): the caller's
 * profile terms (forms of rheumatism with consent, interests as topics: the same terms the activity
 * guide recommends with) matched against the articles' terms in the search index. Participants
 * only (401 for visitors); read in the participant's own transaction, so RLS decides what they see.
 */
import { RECOMMENDED_LIMIT, type RecommendedArticlesAnswer } from "../../../src/domain/recommended-articles";
import { findTermsOfProfile } from "../../_shared/profiles/details-queries";
import { asCaller, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { findRecommendedArticles, type RecommendedRow } from "./queries";

function presentRecommended(row: RecommendedRow): RecommendedArticlesAnswer["Articles"][number] {
  return {
    Id: row.refId,
    Title: row.title,
    Description: row.introduction.trim() ? row.introduction : null,
    Path: row.path,
    Dossier: row.parentName,
    DossierPath: row.parentPath,
  };
}

export async function recommendedArticles(
  deps: Pick<CommunityDeps, "db">,
  caller: Caller,
): Promise<RecommendedArticlesAnswer> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const terms = (await findTermsOfProfile(tx, userId)).map((term) => term.termNumber);
    if (terms.length === 0) return { HasProfileTerms: false, Articles: [] };
    const rows = await findRecommendedArticles(tx, terms, RECOMMENDED_LIMIT);
    return { HasProfileTerms: true, Articles: rows.map(presentRecommended) };
  });
}
