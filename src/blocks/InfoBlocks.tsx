/** Paragraphs that inform: introduction, organisation (with its contact details), link_with_icons (+ items). */
import { graphql } from "gatsby";
import type { HeaderImageData } from "../components/content/HeaderImage";
import { LinkIcon } from "./icons";
import { MediaImage } from "./MediaImage";
import { RichText } from "./RichText";
import { SmartLink, linkHref, type DrupalLinkData } from "./SmartLink";
import type { FormattedText } from "./types";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export interface IntroductionBlockData {
  __typename: "paragraph__introduction";
  id: string;
  field_text: FormattedText | null;
}
/** The page's opening text, set larger than the body (like an article's lead). */
export function Introduction({ block }: { block: IntroductionBlockData }) {
  return <RichText className="block block--introduction lead" html={block.field_text?.processed} />;
}

/** "tel:" address of a Dutch number as written ("030 - 123 45 67", "+31 30 1234567"); null when it is none. */
export function telephoneHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s().-]/g, "");
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

const isEmail = (value: string | null | undefined): value is string =>
  !!value && /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i.test(value);

export interface OrganisationBlockData {
  __typename: "paragraph__organisation";
  id: string;
  field_title: string | null;
  field_text: FormattedText | null;
  field_link: DrupalLinkData | null;
  field_phone: string | null;
  field_email: string | null;
  relationships: { field_image: HeaderImageData | null } | null;
}
/** An organisation: logo, name, description and the ways to reach it (phone, e-mail, website). */
export function Organisation({ block }: { block: OrganisationBlockData }) {
  if (!block.field_title) return null;
  const website = linkHref(block.field_link);
  const tel = telephoneHref(block.field_phone);
  const email = isEmail(block.field_email) ? block.field_email : null;
  return (
    <section className="block block--organisation card">
      <MediaImage image={block.relationships?.field_image} className="block--organisation__logo" />
      <h2 className="card__title">{block.field_title}</h2>
      <RichText html={block.field_text?.processed} />
      {website || tel || email ? (
        <ul className="icon-links">
          {tel ? (
            <li>
              <LinkIcon name="phone" />
              <a href={tel}>
                <span className="visually-hidden">{t("blocks.organisation.phone")} </span>
                {block.field_phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <LinkIcon name="mail" />
              <a href={`mailto:${email}`}>
                <span className="visually-hidden">{t("blocks.organisation.email")} </span>
                {email}
              </a>
            </li>
          ) : null}
          {website ? (
            <li>
              <LinkIcon name="website" />
              <SmartLink href={website}>
                {block.field_link?.title || t("blocks.organisation.website", { name: block.field_title })}
              </SmartLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

export interface LinkWithIconsBlockData {
  __typename: "paragraph__link_with_icons";
  id: string;
  field_title: string | null;
  relationships: {
    field_link_icon_items: Array<{
      id: string;
      field_link: DrupalLinkData | null;
      field_icon: string | null;
    } | null> | null;
  } | null;
}
/** A short list of links, each with its icon (phone, e-mail, document, ...). */
export function LinkWithIcons({ block }: { block: LinkWithIconsBlockData }) {
  const items = (block.relationships?.field_link_icon_items ?? []).flatMap((item) => {
    const href = item ? linkHref(item.field_link) : null;
    return item && href ? [{ ...item, href }] : [];
  });
  if (items.length === 0) return null;
  const headingId = `links-${block.id}`;
  return (
    <section className="block block--link-with-icons" aria-labelledby={block.field_title ? headingId : undefined}>
      {block.field_title ? <h2 id={headingId}>{block.field_title}</h2> : null}
      <ul className="icon-links">
        {items.map((item) => (
          <li key={item.id}>
            <LinkIcon name={item.field_icon} />
            <SmartLink href={item.href}>{item.field_link?.title || item.href}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const fragment = graphql`
  fragment IntroductionBlock on paragraph__introduction {
    field_text {
      processed
    }
  }
  fragment OrganisationBlock on paragraph__organisation {
    field_title
    field_text {
      processed
    }
    field_link {
      uri
      url
      title
    }
    field_phone
    field_email
    relationships {
      field_image {
        ...HeaderImage
      }
    }
  }
  fragment LinkWithIconsBlock on paragraph__link_with_icons {
    field_title
    relationships {
      field_link_icon_items {
        id
        field_link {
          uri
          url
          title
        }
        field_icon
      }
    }
  }
`;
