/** /keuzehulp/applicaties/{slug}: one app of the app guide (spec 001 §2.1 app-detail, §2.8). */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { at, joinList } from "../features/appguide/text";
import { RichText } from "../blocks/RichText";
import { lt } from "../blocks/text";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { formatDutchDate } from "../components/content/dates";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { fromAppNodes, type AppNode } from "../features/appguide/app-data";
import { OVERVIEW_PATH, WIZARD_PATH } from "../features/appguide/paths";
import type { FormattedText } from "../blocks/types";
import { linkHref, type DrupalLinkData } from "../blocks/SmartLink";
import "../features/appguide/appguide.css";

interface AppDetailQuery {
  app:
    | (AppNode & {
        field_body: FormattedText | null;
        field_accessibility_notes: string | null;
        field_date_checked: string | null;
        field_app_store_link: DrupalLinkData | null;
        field_play_store_link: DrupalLinkData | null;
        field_website_link: DrupalLinkData | null;
      })
    | null;
}

export default function AppTemplate({ data }: PageProps<AppDetailQuery>) {
  const node = data.app;
  const app = node ? fromAppNodes([node], Number.NEGATIVE_INFINITY)[0] : undefined;
  if (!node || !app) return <Layout />;
  const list = (items: readonly string[]) => joinList(items, at("result.and"));
  const links = [node.field_app_store_link, node.field_play_store_link, node.field_website_link].flatMap((link) => {
    const href = linkHref(link);
    return href ? [{ href, title: link?.title || href }] : [];
  });
  const checked = formatDutchDate(node.field_date_checked);
  return (
    <Layout>
      <article className="appguide app-detail container container--reading">
        <Breadcrumb trail={[{ title: lt("breadcrumb.home"), href: "/" }, { title: at("detail.back"), href: OVERVIEW_PATH }]} />
        <header className="app-detail__header">
          {app.logo ? <img src={app.logo.url} alt={app.logo.alt} width={80} height={80} decoding="async" /> : null}
          <h1>{app.name}</h1>
        </header>
        <p className="lead">{app.summary}</p>
        <h2>{at("detail.facts")}</h2>
        <dl className="app-facts">
          <dt>{at("detail.platforms")}</dt>
          <dd>{list(app.platforms.map((p) => at(`platforms.${p}`)))}</dd>
          <dt>{at("detail.price")}</dt>
          <dd>{app.priceText ?? at(`prices.${app.price}`)}</dd>
          <dt>{at("detail.languages")}</dt>
          <dd>{list(app.languages.map((l) => at(`languages.${l}`)))}</dd>
          <dt>{at("detail.goals")}</dt>
          <dd>{list(app.goals.map((g) => at(`goalsShort.${g}`)))}</dd>
          <dt>{at("detail.intensity")}</dt>
          <dd>{list(app.intensities.map((i) => at(`intensities.${i}.label`).toLowerCase()))}</dd>
          {app.reasons.length ? (
            <>
              <dt>{at("detail.reasons")}</dt>
              <dd>{list(app.reasons.map((r) => at(`reasonsShort.${r}`)))}</dd>
            </>
          ) : null}
          <dt>{at("detail.accessibility")}</dt>
          <dd>{node.field_accessibility_notes || list(app.accessibility.map((a) => at(`accessibility.${a}`)))}</dd>
        </dl>
        {node.field_body?.processed ? (
          <>
            <h2>{at("detail.about")}</h2>
            <RichText html={node.field_body.processed} />
          </>
        ) : null}
        {links.length ? (
          <>
            <h2>{at("detail.download")}</h2>
            <ul className="button-row app-detail__links">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="button button--secondary" href={link.href} rel="noopener">
                    {link.title} <span className="visually-hidden">{at("detail.external")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {checked ? <p className="app-card__meta">{at("detail.checked", { date: checked })}</p> : null}
        <p>
          <a className="button button--primary" href={WIZARD_PATH}>
            {at("detail.wizard")}
          </a>
        </p>
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<AppDetailQuery>) {
  return <SeoHead title={data.app?.title} description={data.app?.field_summary} path={location.pathname} />;
}

export const query = graphql`
  query AppDetail($id: String!) {
    app: nodeApp(id: { eq: $id }) {
      ...AppguideApp
      field_body {
        processed
      }
      field_accessibility_notes
      field_date_checked
      field_app_store_link {
        uri
        url
        title
      }
      field_play_store_link {
        uri
        url
        title
      }
      field_website_link {
        uri
        url
        title
      }
    }
  }
`;
