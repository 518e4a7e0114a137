/** /keuzehulp/applicaties/{slug}: one app of the app guide (spec 001 §2.1 app-detail, §2.8). */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { RichText } from "../blocks/RichText";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { formatDay } from "../components/dates";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { fromAppNodes } from "../features/appguide/app-data";
import { OVERVIEW_PATH, WIZARD_PATH } from "../features/appguide/paths";
import { linkHref } from "../blocks/SmartLink";
import "../features/appguide/appguide.css";
import appguide from "../i18n/locales/nl/appguide.json";
import article from "../i18n/locales/nl/article.json";
import { textsOf } from "../i18n/texts";
import { dutchList } from "../domain/dutch-numbers";

const t = textsOf({ appguide, article });

export default function AppTemplate({ data }: PageProps<Queries.AppDetailQuery>) {
  const node = data.app;
  const app = node ? fromAppNodes([node], Number.NEGATIVE_INFINITY)[0] : undefined;
  if (!node || !app) return <Layout />;
  const list = (items: readonly string[]) => dutchList(items, t("result.and"));
  const links = [node.field_app_store_link, node.field_play_store_link, node.field_website_link].flatMap((link) => {
    const href = linkHref(link);
    return href ? [{ href, title: link?.title || href }] : [];
  });
  const checked = formatDay(node.field_date_checked);
  return (
    <Layout>
      <article className="appguide app-detail container container--reading">
        <Breadcrumb
          trail={[
            { title: t("article:breadcrumb.home"), href: "/" },
            { title: t("detail.back"), href: OVERVIEW_PATH },
          ]}
        />
        <header className="app-detail__header">
          {app.logo ? <img src={app.logo.url} alt={app.logo.alt} width={80} height={80} decoding="async" /> : null}
          <h1>{app.name}</h1>
        </header>
        <p className="lead">{app.summary}</p>
        <h2>{t("detail.facts")}</h2>
        <dl className="app-facts">
          <dt>{t("detail.platforms")}</dt>
          <dd>{list(app.platforms.map((p) => t(`platforms.${p}`)))}</dd>
          <dt>{t("detail.price")}</dt>
          <dd>{app.priceText ?? t(`prices.${app.price}`)}</dd>
          <dt>{t("detail.languages")}</dt>
          <dd>{list(app.languages.map((l) => t(`languages.${l}`)))}</dd>
          <dt>{t("detail.goals")}</dt>
          <dd>{list(app.goals.map((g) => t(`goalsShort.${g}`)))}</dd>
          <dt>{t("detail.intensity")}</dt>
          <dd>{list(app.intensities.map((i) => t(`intensities.${i}.label`).toLowerCase()))}</dd>
          {app.reasons.length ? (
            <>
              <dt>{t("detail.reasons")}</dt>
              <dd>{list(app.reasons.map((r) => t(`reasonsShort.${r}`)))}</dd>
            </>
          ) : null}
          <dt>{t("detail.accessibility")}</dt>
          <dd>{node.field_accessibility_notes || list(app.accessibility.map((a) => t(`accessibility.${a}`)))}</dd>
        </dl>
        {node.field_body?.processed ? (
          <>
            <h2>{t("detail.about")}</h2>
            <RichText html={node.field_body.processed} />
          </>
        ) : null}
        {links.length ? (
          <>
            <h2>{t("detail.download")}</h2>
            <ul className="button-row app-detail__links">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="button button--secondary" href={link.href} rel="noopener">
                    {link.title} <span className="visually-hidden">{t("detail.external")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {checked ? <p className="app-card__meta">{t("detail.checked", { date: checked })}</p> : null}
        <p>
          <a className="button button--primary" href={WIZARD_PATH}>
            {t("detail.wizard")}
          </a>
        </p>
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.AppDetailQuery>) {
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
