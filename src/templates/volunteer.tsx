/**
 * Volunteer news (vrijwilliger_nieuws) and volunteer pages (vrijwilliger_pagina), at
 * /ervaringsdeskundigen/nieuws/... and /ervaringsdeskundigen/pagina/.... Volunteers only (spec 001
 * §6): the static HTML holds the 403 offer; the content renders once the session says IsVolunteer.
 */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../blocks/registry";
import { RichText } from "../blocks/RichText";
import { lt } from "../blocks/text";
import type { BlockData, FormattedText } from "../blocks/types";
import { formatDutchDate } from "../components/content/dates";
import { Forbidden } from "../components/errors/Forbidden";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";
import { useCurrentUser } from "../features/session/useCurrentUser";

interface VolunteerNode {
  title: string;
  field_introduction?: string | null;
  field_publication_date?: string | null;
  field_wysiwyg_introduction?: FormattedText | null;
  relationships: { field_page_content?: Array<BlockData | null> | null; field_content_blocks?: Array<BlockData | null> | null } | null;
}

export interface VolunteerQuery {
  news: VolunteerNode | null;
  page: VolunteerNode | null;
}

export default function VolunteerTemplate({ data, location }: PageProps<VolunteerQuery>) {
  const node = data.news ?? data.page;
  const session = useCurrentUser();
  if (!node) return <Layout />;
  if (session.status !== "user" || !session.user.IsVolunteer) {
    return <Layout>{session.status === "loading" ? null : <Forbidden returnUrl={location.pathname} />}</Layout>;
  }
  const date = formatDutchDate(node.field_publication_date);
  return (
    <Layout>
      <article className="article container container--reading">
        <header className="article__header">
          <p className="eyebrow">{lt("volunteer.label")}</p>
          <h1>{node.title}</h1>
          {date ? <p className="article__meta">{lt("news.published", { date })}</p> : null}
          {node.field_introduction ? <p className="lead">{node.field_introduction}</p> : null}
          <RichText className="lead" html={node.field_wysiwyg_introduction?.processed} />
        </header>
        <Blocks blocks={node.relationships?.field_page_content ?? node.relationships?.field_content_blocks} />
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<VolunteerQuery>) {
  return <SeoHead title={(data.news ?? data.page)?.title} path={location.pathname} noIndex />;
}

export const query = graphql`
  query Volunteer($id: String!) {
    news: nodeVrijwilligerNieuws(id: { eq: $id }) {
      title
      field_introduction
      field_publication_date
      relationships {
        field_page_content {
          ...ContentBlocks
        }
      }
    }
    page: nodeVrijwilligerPagina(id: { eq: $id }) {
      title
      field_wysiwyg_introduction {
        processed
      }
      relationships {
        field_content_blocks {
          ...ContentBlocks
        }
      }
    }
  }
`;
