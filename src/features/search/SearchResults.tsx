/**
 * The search page's island (/zoeken?query=…&tab=…&pagina=…, spec 001 §2.1): the state lives in the
 * address. Tabs with counts, results with type, parent and date, the query's words marked,
 * "bedoelde je …?", the synonyms searched too, and an empty state with links onwards.
 */
import { Link, navigate } from "gatsby";
import { formatDay } from "../../components/dates";
import { SearchBox } from "./SearchBox";
import { SuggestedLinks } from "../../components/SuggestedLinks";
import { Paginator } from "../../components/Paginator";
import {
  cleanQuery,
  highlightParts,
  highlightTerms,
  searchPagePath,
  tabOf,
  TABS,
  type SearchAnswer,
  type SearchResult,
  type Tab,
} from "../../domain/search";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { searchSite } from "./api";
import "./search.css";
import searchTexts from "../../i18n/locales/nl/search.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ search: searchTexts });

export type SearchState = { query: string; tab: Tab; page: number };

export function searchStateOf(search: string): SearchState {
  const params = new URLSearchParams(search);
  const page = Number(params.get("pagina"));
  return {
    query: cleanQuery(params.get("query")),
    tab: tabOf(params.get("tab")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function pathOf(state: SearchState): string {
  const path = searchPagePath(state.query, state.tab);
  return state.page > 1 ? `${path}&pagina=${state.page}` : path;
}

export function SearchResults({ search }: { search: string }) {
  const state = searchStateOf(search);
  const key = pathOf(state);
  // The shared load states (decision 241): a connection error is tried again by itself, with the
  // notice and its button. The answer carries its address, so a new query, tab or page never shows
  // the previous answer while it loads.
  const { state: load, retry } = useLoad(
    (signal) => searchSite(state.query, TABS[state.tab], state.page - 1, signal).then((answer) => ({ key, answer })),
    { key, enabled: state.query !== "" },
  );
  const answer = load.status === "loaded" && load.data.key === key ? load.data.answer : null;
  const failed = load.status === "connection-error" || load.status === "failed" || load.status === "unauthorized";
  return (
    <div className="search-page">
      <SearchBox
        key={state.query}
        className="search-page__form"
        defaultValue={state.query}
        label={t("form.label")}
        region={t("form.region")}
      />
      {!state.query ? (
        <p className="search-page__start">{t("start")}</p>
      ) : failed ? (
        <LoadNotice
          state={load.status === "unauthorized" ? { status: "failed", statusCode: load.statusCode } : load}
          retry={retry}
          failedText={t("failed")}
        />
      ) : !answer ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <Answer answer={answer} state={state} />
      )}
    </div>
  );
}

/** A tab's count as shown: "100+" when the search read no further than that (decision 160). */
function shownCount(answer: SearchAnswer, key: keyof SearchAnswer["Counts"]): string {
  return `${answer.Counts[key]}${answer.CountsCapped.includes(key) ? "+" : ""}`;
}

function Answer({ answer, state }: { answer: SearchAnswer; state: SearchState }) {
  const terms = highlightTerms(answer.DidYouMean ?? answer.Query, answer.Synonyms);
  const shownQuery = answer.DidYouMean ?? answer.Query;
  if (answer.Counts.all === 0) {
    return (
      <section className="search-page__empty" aria-labelledby="search-empty">
        <h2 id="search-empty">{t("empty.title", { query: answer.Query })}</h2>
        <p>{t("empty.tips")}</p>
        <SuggestedLinks />
      </section>
    );
  }
  const tabCount = state.tab === "alles" ? answer.Counts.all : answer.Counts[TABS[state.tab]!];
  const lastPage = Math.max(1, Math.ceil(tabCount / answer.PageSize));
  return (
    <>
      <p role="status" className="search-page__summary">
        {t("summary", { query: shownQuery, count: shownCount(answer, "all") })}
      </p>
      {answer.DidYouMean && (
        <p className="search-page__did-you-mean">
          {t("didYouMean")} <Link to={searchPagePath(answer.DidYouMean, state.tab)}>{answer.DidYouMean}</Link>?
        </p>
      )}
      {answer.Synonyms.length > 0 && (
        <p className="search-page__synonyms">
          {t("synonyms")}{" "}
          {answer.Synonyms.map((synonym, index) => (
            <span key={synonym}>
              {index > 0 && ", "}
              <Link to={searchPagePath(synonym, state.tab)}>{synonym}</Link>
            </span>
          ))}
        </p>
      )}
      <nav className="search-tabs" aria-label={t("tabs.label")}>
        <ul>
          {(Object.keys(TABS) as Tab[]).map((tab) => {
            const count = shownCount(answer, TABS[tab] ?? "all");
            return (
              <li key={tab}>
                <Link
                  to={searchPagePath(shownQuery, tab)}
                  aria-current={tab === state.tab ? "page" : undefined}
                  className="search-tabs__tab"
                >
                  {t("tabs.withCount", { label: t(`tabs.${tab}`), count })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {answer.Results.length === 0 ? (
        <p>{t("empty.tabEmpty")}</p>
      ) : (
        <ol className="search-results" start={(state.page - 1) * answer.PageSize + 1}>
          {answer.Results.map((result) => (
            <ResultItem key={`${result.DocType}-${result.Id}`} result={result} terms={terms} />
          ))}
        </ol>
      )}
      <Paginator
        page={state.page}
        pageCount={lastPage}
        label={t("paging.label")}
        hrefFor={(page) => pathOf({ ...state, query: shownQuery, page })}
        onChange={(page) => void navigate(pathOf({ ...state, query: shownQuery, page }))}
      />
    </>
  );
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

function ResultItem({ result, terms }: { result: SearchResult; terms: string[] }) {
  const lastActivity = formatDay(result.Data.ConversationLastActivity);
  const date = lastActivity ? t("result.lastActivity", { date: lastActivity }) : formatDay(result.Data.Date);
  return (
    <li className="search-result">
      <p className="search-result__meta">
        <span className="search-result__type">{t(`types.${result.DocType}`)}</span>
        {result.Data.ParentName && (
          <>
            {" "}
            {result.Data.ParentPath ? (
              <Link to={result.Data.ParentPath}>{t("result.in", { parent: result.Data.ParentName })}</Link>
            ) : (
              t("result.in", { parent: result.Data.ParentName })
            )}
          </>
        )}
        {date && <span className="search-result__date"> · {date}</span>}
        {!result.Data.Public && <span className="search-result__badge">{t("result.participantsOnly")}</span>}
      </p>
      <h2 className="search-result__title">
        <Link to={result.Data.Path}>
          <Marked text={result.Title} terms={terms} />
        </Link>
      </h2>
      {result.Introduction && (
        <p className="search-result__intro">
          <Marked text={result.Introduction} terms={terms} />
        </p>
      )}
    </li>
  );
}
