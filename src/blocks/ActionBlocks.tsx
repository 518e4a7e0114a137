/** Action paragraphs: call_to_action, cta_campaign, cta_homepage_, app_aid_tool (form_block and cookies: InteractiveBlocks.tsx). */
import { graphql } from "gatsby";
import { RichText } from "./RichText";
import { SmartLink, linkHref, type DrupalLinkData } from "./SmartLink";
import type { FormattedText } from "./types";
import { WIZARD_PATH } from "../features/appguide/paths";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

interface CtaData {
  id: string;
  field_title: string | null;
  field_text: FormattedText | null;
  field_link: DrupalLinkData | null;
}
function Cta({ block, variant }: { block: CtaData; variant: string }) {
  const href = linkHref(block.field_link);
  return (
    <section className={`block block--cta block--${variant}`}>
      {block.field_title ? <h2>{block.field_title}</h2> : null}
      <RichText html={block.field_text?.processed} />
      {href ? (
        <SmartLink href={href} className="button button--primary">
          {block.field_link?.title || block.field_title || href}
        </SmartLink>
      ) : null}
    </section>
  );
}

export type CallToActionBlockData = CtaData & { __typename: "paragraph__call_to_action" };
export const CallToAction = ({ block }: { block: CallToActionBlockData }) => (
  <Cta block={block} variant="call-to-action" />
);
export type CtaCampaignBlockData = CtaData & { __typename: "paragraph__cta_campaign" };
export const CtaCampaign = ({ block }: { block: CtaCampaignBlockData }) => <Cta block={block} variant="cta-campaign" />;
export type CtaHomepageBlockData = CtaData & { __typename: "paragraph__cta_homepage_" };
export const CtaHomepage = ({ block }: { block: CtaHomepageBlockData }) => <Cta block={block} variant="cta-homepage" />;

export interface AppAidToolBlockData {
  __typename: "paragraph__app_aid_tool";
  id: string;
  field_title: string | null;
  field_text: FormattedText | null;
}
export function AppAidTool({ block }: { block: AppAidToolBlockData }) {
  return (
    <section className="block block--cta block--app-aid-tool">
      {block.field_title ? <h2>{block.field_title}</h2> : null}
      <RichText html={block.field_text?.processed} />
      <SmartLink href={WIZARD_PATH} className="button button--primary">
        {t("blocks.appAid.link")}
      </SmartLink>
    </section>
  );
}

export const fragment = graphql`
  fragment CallToActionBlock on paragraph__call_to_action {
    field_title
    field_text {
      processed
    }
    field_link {
      uri
      url
      title
    }
  }
  fragment CtaCampaignBlock on paragraph__cta_campaign {
    field_title
    field_text {
      processed
    }
    field_link {
      uri
      url
      title
    }
  }
  fragment CtaHomepageBlock on paragraph__cta_homepage_ {
    field_title
    field_text {
      processed
    }
    field_link {
      uri
      url
      title
    }
  }
  fragment AppAidToolBlock on paragraph__app_aid_tool {
    field_title
    field_text {
      processed
    }
  }
`;
