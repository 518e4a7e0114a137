/**
 * The participant's recommended articles (spec 000 §1; docs/decisions/243-recommended-articles.md):
 * a titled list of a few article cards matched to the profile's forms of rheumatism and interests,
 * loaded through the shared load hook (retried on a connection error, with its Dutch notice). A
 * profile without forms or interests gets a link to the profile instead. Rendered only for a
 * participant, by RecommendedIsland, below the page's static content.
 */
import { Link } from "gatsby";
import { Skeleton } from "../../components/Skeleton";
import { RECOMMENDED_LIMIT, type RecommendedArticlesAnswer } from "../../domain/recommended-articles";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { getRecommendedArticles } from "./api";
import "./recommended.css";
import recommended from "../../i18n/locales/nl/recommended.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ recommended });

/** The account's profile page (spec 000 §2: forms and interests are filled in there). */
const PROFILE_PATH = "/account/profiel/";

function Articles({ answer }: { answer: RecommendedArticlesAnswer }) {
  if (answer.Articles.length === 0) {
    return (
      <>
        <p>{t(answer.HasProfileTerms ? "noMatches" : "noProfile")}</p>
        <p>
          <Link to={PROFILE_PATH} className="button button--secondary">
            {t("profileLink")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>{t("intro")}</p>
      <ul className="card-grid recommended__list">
        {answer.Articles.map((article) => (
          <li key={article.Id} className="card">
            <h3 className="card__title">
              <Link to={article.Path} className="card__link">
                {article.Title}
              </Link>
            </h3>
            {article.Dossier ? <p className="card__meta">{t("dossier", { name: article.Dossier })}</p> : null}
            {article.Description ? <p>{article.Description}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function RecommendedArticles() {
  const { state, retry } = useLoad(getRecommendedArticles);
  // A session that ended meanwhile: the page stays as a visitor sees it.
  if (state.status === "unauthorized" || state.status === "unloaded") return null;
  return (
    <section className="recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title">{t("title")}</h2>
      {state.status === "loading" ? (
        <Skeleton
          label={t("loading")}
          count={RECOMMENDED_LIMIT}
          listClassName="card-grid"
          itemClassName="recommended__placeholder"
        />
      ) : null}
      <LoadNotice state={state} retry={retry} failedText={t("failed")} />
      {state.status === "loaded" ? <Articles answer={state.data} /> : null}
    </section>
  );
}
