/**
 * The paragraphs with behaviour: form_block (its form loads when the reader gets near it), cookies
 * (reopens the cookie bar), video and podcast (ask consent first), the community homepage block
 * (logged-in texts, SessionBlocks.tsx), the story blocks (live teasers, StoryBlocks.tsx) and the
 * community blocks (live conversation, group and activity teasers, CommunityBlocks.tsx). Their own
 * chunk, hydrated when the reader gets near them (registry.tsx, components/islands/Deferred.tsx). Every other paragraph is static
 * (static-blocks.tsx) and keeps the build's HTML without code in the browser.
 */
import { graphql } from "gatsby";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useWhenNear } from "../components/islands/Deferred";
import { resetCookieBar } from "../platform/consent";
import { VideoConsent, videoEmbedUrl } from "../components/VideoConsent";
import { formComponents } from "./forms";
import { RichText } from "./RichText";
import { CommunityHomepage, SpotifyPodcast } from "./SessionBlocks";
import { Blogpost, Blogs, FeaturedStory, FeaturedStoryBundle } from "./StoryBlocks";
import { ActivityLink, Conversation, FeaturedActivity, GroupLink } from "./CommunityBlocks";
import type { BlockData, FormattedText } from "./types";
import library from "../i18n/locales/nl/library.json";
import cookies from "../i18n/locales/nl/cookies.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library, cookies });

export interface FormBlockData {
  __typename: "paragraph__form_block";
  id: string;
  field_script_id: string | null;
}
/**
 * An embedded form by script id; the component loads in its own chunk when the reader gets near it
 * (or focuses or touches its place), not with the page.
 */
export function FormBlock({ block }: { block: FormBlockData }) {
  const loader = block.field_script_id ? formComponents[block.field_script_id] : undefined;
  const [Component, setComponent] = useState<ComponentType | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  useWhenNear(ref, () => {
    if (loader) void loader().then((component) => alive.current && setComponent(() => component));
  });
  return (
    <div className="block block--form" id={block.field_script_id ?? undefined} ref={ref}>
      {Component ? (
        <Component />
      ) : (
        <p className="block--form__status">{loader ? t("formBlock.loading") : t("formBlock.unavailable")}</p>
      )}
    </div>
  );
}

export interface CookiesBlockData {
  __typename: "paragraph__cookies";
  id: string;
  field_text: FormattedText | null;
}
export function CookiesBlock({ block }: { block: CookiesBlockData }) {
  return (
    <section className="block block--cookies">
      <RichText html={block.field_text?.processed} />
      <button type="button" className="button button--secondary" onClick={resetCookieBar}>
        {t("cookies:cookiesBlock.open")}
      </button>
    </section>
  );
}

export interface VideoBlockData {
  __typename: "paragraph__video";
  id: string;
  field_embed_type: string | null;
  field_video_id: string | null;
  field_iframe_url: string | null;
}
export function Video({ block }: { block: VideoBlockData }) {
  const src = videoEmbedUrl(block.field_embed_type, block.field_video_id, block.field_iframe_url);
  if (!src) return null;
  return (
    <div className="block block--video">
      <VideoConsent src={src} title={t("cookies:video.title")} />
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component declares its own data type; the registry is keyed by __typename
export const interactiveBlocks: Readonly<Record<string, ComponentType<{ block: any }>>> = {
  paragraph__cookies: CookiesBlock,
  paragraph__form_block: FormBlock,
  paragraph__video: Video,
  paragraph__spotify_podcast: SpotifyPodcast,
  paragraph__community_homepage: CommunityHomepage,
  paragraph__blogs: Blogs,
  paragraph__blogpost: Blogpost,
  paragraph__homepage_featured_story: FeaturedStory,
  paragraph__homepage_featured_story_bundle: FeaturedStoryBundle,
  paragraph__conversation: Conversation,
  paragraph__link_naar_gespreksgroep: GroupLink,
  paragraph__link_naar_activity: ActivityLink,
  paragraph__homepage_featured_activity: FeaturedActivity,
};

export function InteractiveBlock({ block }: { block: BlockData }) {
  const Component = Object.prototype.hasOwnProperty.call(interactiveBlocks, block.__typename)
    ? interactiveBlocks[block.__typename]!
    : null;
  return Component ? <Component block={block} /> : null;
}

export const fragment = graphql`
  fragment FormBlock on paragraph__form_block {
    field_script_id
  }
  fragment CookiesBlock on paragraph__cookies {
    field_text {
      processed
    }
  }
  fragment VideoBlock on paragraph__video {
    field_embed_type
    field_video_id
    field_iframe_url
  }
`;
