/** Campaign page: a header in the campaign's colour, introduction, primary button, blocks and call to action. */
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Block, Blocks } from "../blocks/registry";
import { SmartLink, linkHref } from "../blocks/SmartLink";
import { HeaderImage } from "../components/content/HeaderImage";
import { Layout } from "../shell/Layout";
import { SeoHead } from "../shell/SeoHead";

export const HEADER_COLOURS = ["blue", "green", "orange", "purple"] as const;

export default function CampaignTemplate({ data }: PageProps<Queries.CampaignQuery>) {
  const campaign = data.campaign;
  if (!campaign) return <Layout />;
  const colour = (HEADER_COLOURS as readonly string[]).includes(campaign.field_header_color ?? "")
    ? campaign.field_header_color
    : "blue";
  const button = linkHref(campaign.field_primary_button);
  const cta = campaign.relationships?.field_call_to_action;
  return (
    <Layout>
      <article className="campaign">
        <header className={`campaign__header campaign__header--${colour}`} data-header-color={colour}>
          <div className="container container--reading">
            <h1>{campaign.title}</h1>
            {campaign.field_introduction ? <p className="lead">{campaign.field_introduction}</p> : null}
            {button ? (
              <SmartLink href={button} className="button button--primary">
                {campaign.field_primary_button?.title || campaign.title}
              </SmartLink>
            ) : null}
          </div>
        </header>
        <div className="container container--reading">
          <HeaderImage image={campaign.relationships?.field_header_image} />
          <Blocks blocks={campaign.relationships?.field_page_content} />
          {cta ? <Block block={cta} /> : null}
        </div>
      </article>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.CampaignQuery>) {
  return (
    <SeoHead
      title={data.campaign?.title}
      description={data.campaign?.field_introduction}
      path={location.pathname}
      metatags={data.campaign?.metatag}
    />
  );
}

export const query = graphql`
  query Campaign($id: String!) {
    campaign: nodeCampaign(id: { eq: $id }) {
      metatag {
        ...Metatags
      }
      title
      field_header_color
      field_introduction
      field_primary_button {
        uri
        url
        title
      }
      relationships {
        field_header_image {
          ...HeaderImage
        }
        field_page_content {
          ...ContentBlocks
        }
        field_call_to_action {
          ...ContentBlocks
        }
      }
    }
  }
`;
