/**
 * /ervaringsdeskundigen/nieuws and /pagina (lists) and their detail pages: volunteer-only content
 * fetched from the server after its volunteer check (never in the build's HTML or page data). A
 * detail page's blocks are drawn by the library's renderer, which the page hands in (`Blocks`, from
 * src/blocks/registry.tsx).
 */
import { Link } from "gatsby";
import type { ComponentType } from "react";
import { formatDay } from "../../components/dates";
import type { VolunteerContentBlock, VolunteerContentDetail, VolunteerContentItem } from "../../domain/volunteers";
import { getVolunteerContent, getVolunteerContentItem, type ContentKind } from "./api";
import { AreaState } from "./AreaState";
import { useVolunteerLoad } from "./useVolunteerLoad";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

const BASE: Record<ContentKind, string> = {
  news: "/ervaringsdeskundigen/nieuws",
  pages: "/ervaringsdeskundigen/pagina",
};

export function VolunteerContentList({ kind }: { kind: ContentKind }) {
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
                {kind === "news" && item.PublicationDate ? (
                  <p className="article__meta">{formatDay(item.PublicationDate)}</p>
                ) : null}
                {item.Information ? <p>{item.Information}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function VolunteerContentPage({
  kind,
  slug,
  Blocks,
}: {
  kind: ContentKind;
  slug: string;
  Blocks: ComponentType<{ blocks: VolunteerContentBlock[] }>;
}) {
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
  const date = kind === "news" ? formatDay(item.PublicationDate) : null;
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
