/**
 * /ervaringsdeskundigen/nieuws and /pagina (lists) and their detail pages: volunteer-only content
 * fetched from the server after its volunteer check (never in the build's HTML or page data).
 */
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { Blocks } from "../../blocks/registry";
import { formatDutchDate } from "../../components/content/dates";
import type { VolunteerContentDetail, VolunteerContentItem } from "../../domain/volunteers";
import { getVolunteerContent, getVolunteerContentItem, type ContentKind } from "./api";
import { AreaState } from "./AreaState";
import { useVolunteerLoad } from "./useVolunteerLoad";
import "./volunteers.css";

const BASE: Record<ContentKind, string> = { news: "/ervaringsdeskundigen/nieuws", pages: "/ervaringsdeskundigen/pagina" };

export function VolunteerContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation("volunteers");
  const [state] = useVolunteerLoad<VolunteerContentItem[]>(() => getVolunteerContent(kind), [kind]);
  if (state.status !== "ready") return <AreaState state={state} returnUrl={BASE[kind]} />;
  return (
    <div className="volunteer-area">
      <h1>{t(`ui.${kind}.title`)}</h1>
      {state.data.length === 0 ? (
        <p>{t(`ui.${kind}.empty`)}</p>
      ) : (
        <ul className="opportunity-list">
          {state.data.map((item) => (
            <li key={item.Slug}>
              <article className="opportunity-card">
                <h2 className="opportunity-card__title">
                  <Link to={`${BASE[kind]}/${item.Slug}`}>{item.Title}</Link>
                </h2>
                {kind === "news" && item.PublicationDate ? <p className="article__meta">{formatDutchDate(item.PublicationDate)}</p> : null}
                {item.Information ? <p>{item.Information}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function VolunteerContentPage({ kind, slug }: { kind: ContentKind; slug: string }) {
  const { t } = useTranslation("volunteers");
  const [state] = useVolunteerLoad<VolunteerContentDetail>(() => getVolunteerContentItem(kind, slug), [kind, slug]);
  if (state.status === "notFound") {
    return (
      <p className="alert alert--error" role="alert">
        {t("content.notFound")}
      </p>
    );
  }
  if (state.status !== "ready") return <AreaState state={state} returnUrl={`${BASE[kind]}/${slug}`} />;
  const item = state.data;
  const date = kind === "news" ? formatDutchDate(item.PublicationDate) : null;
  return (
    <article className="article">
      <header className="article__header">
        <p className="eyebrow">
          <Link to={BASE[kind]}>{t(`ui.${kind}.title`)}</Link>
        </p>
        <h1>{item.Title}</h1>
        {date ? <p className="article__meta">{t("ui.news.published", { date })}</p> : null}
        {item.Information ? <p className="lead">{item.Information}</p> : null}
      </header>
      <div className="article__body">
        <Blocks blocks={item.Blocks} />
      </div>
    </article>
  );
}
