/** Content page (any other path: /contact, /privacy, /cookies, ...). */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../blocks/registry";
import { RichText } from "../blocks/RichText";
import { Breadcrumb } from "../components/content/Breadcrumb";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import article from "../i18n/locales/nl/article.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ article });

export default function ContentPageTemplate({ data }: PageProps<Queries.ContentPageQuery>) {
  const page = data.page;
  if (!page) return <Layout />;
  return (
    <Layout>
      <article className="content-page container container--reading">
        <Breadcrumb trail={[{ title: t("breadcrumb.home"), href: "/" }, { title: page.title }]} />
        <header>
          <h1>{page.title}</h1>
          <RichText className="lead" html={page.field_wysiwyg_introduction?.processed} />
        </header>
        <Blocks blocks={page.relationships?.field_content_blocks} />
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContentPageQuery>) {
  return (
    <SeoHead
      title={data.page?.title}
      description={data.page?.field_wysiwyg_introduction?.plain}
      path={location.pathname}
      metatags={data.page?.metatag}
    />
  );
}

export const query = graphql`
  query ContentPage($id: String!) {
    page: nodeContentPage(id: { eq: $id }) {
      metatag {
        ...Metatags
      }
      title
      field_wysiwyg_introduction {
        processed
        plain
      }
      relationships {
        field_content_blocks {
          ...ContentBlocks
        }
      }
    }
  }
`;
