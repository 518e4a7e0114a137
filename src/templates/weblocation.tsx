/** Weblocation: a library entry that points to another website. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SmartLink, linkHref } from "../blocks/SmartLink";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import article from "../i18n/locales/nl/article.json";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library, article });

export default function WeblocationTemplate({ data }: PageProps<Queries.WeblocationQuery>) {
  const web = data.weblocation;
  if (!web) return <Layout />;
  const href = linkHref(web.field_hyperlink);
  return (
    <Layout>
      <article className="weblocation container container--reading">
        <Breadcrumb trail={[{ title: t("article:breadcrumb.home"), href: "/" }, { title: web.title }]} />
        <h1>{web.title}</h1>
        {web.field_subtitle ? <p className="lead">{web.field_subtitle}</p> : null}
        {web.field_description ? <p>{web.field_description}</p> : null}
        {href ? (
          <p>
            <SmartLink href={href} className="button button--primary">
              {web.field_hyperlink?.title || href} <span className="visually-hidden">{t("weblocation.external")}</span>
            </SmartLink>
          </p>
        ) : null}
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.WeblocationQuery>) {
  return (
    <SeoHead
      title={data.weblocation?.title}
      description={data.weblocation?.field_description}
      path={location.pathname}
      metatags={data.weblocation?.metatag}
    />
  );
}

export const query = graphql`
  query Weblocation($id: String!) {
    weblocation: nodeWeblocation(id: { eq: $id }) {
      metatag {
        ...Metatags
      }
      title
      field_subtitle
      field_description
      field_hyperlink {
        uri
        url
        title
      }
    }
  }
`;
