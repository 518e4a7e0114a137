/**
 * Paragraphs that change in the browser (INTERACTIVE_TYPES in registry.tsx): the community
 * homepage block, which greets a logged-in participant with its logged-in texts (the build's HTML,
 * the same for everyone, has the texts for visitors), and the Spotify podcast, embedded only after
 * video-style consent like a video (components/VideoConsent.tsx).
 */
import { graphql } from "gatsby";
import { useCurrentUser } from "../platform/session/useCurrentUser";
import { VideoConsent } from "../components/VideoConsent";
import { COMMUNITY_PATHS, Teaser } from "./CommunityBlocks";
import library from "../i18n/locales/nl/library.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ library });

export interface CommunityHomepageBlockData {
  __typename: "paragraph__community_homepage";
  id: string;
  field_title_logged_out: string | null;
  field_intro_logged_out: string | null;
  field_title_logged_in: string | null;
  field_intro_logged_in: string | null;
}
export function CommunityHomepage({ block }: { block: CommunityHomepageBlockData }) {
  const session = useCurrentUser();
  const member = session.status === "user" && !!block.field_title_logged_in;
  const title = (member ? block.field_title_logged_in : block.field_title_logged_out) || t("blocks.community.link");
  const text = member ? block.field_intro_logged_in : block.field_intro_logged_out;
  return (
    <Teaser
      variant="community-homepage"
      title={title}
      text={text}
      href={COMMUNITY_PATHS.community}
      link={t("blocks.community.link")}
    />
  );
}

/** The Spotify player's address for a Spotify episode or show link ("https://open.spotify.com/episode/x"); null for anything else. */
export function spotifyEmbedUrl(url: string | null | undefined): string | null {
  const match = url
    ? /^https:\/\/open\.spotify\.com\/(?:embed\/)?(episode|show)\/([A-Za-z0-9]{10,40})(?:[/?#].*)?$/.exec(url)
    : null;
  return match ? `https://open.spotify.com/embed/${match[1]}/${match[2]}` : null;
}

export interface PodcastBlockData {
  __typename: "paragraph__spotify_podcast";
  id: string;
  field_podcast_url: string | null;
}
/** The podcast player after consent, and always a plain link to listen on Spotify itself. */
export function SpotifyPodcast({ block }: { block: PodcastBlockData }) {
  const src = spotifyEmbedUrl(block.field_podcast_url);
  if (!src) return null;
  const title = t("blocks.podcast.title");
  return (
    <section className="block block--podcast card">
      <h2 className="card__title">{title}</h2>
      <VideoConsent
        src={src}
        title={title}
        height={232}
        texts={{
          placeholder: t("blocks.podcast.placeholder"),
          accept: t("blocks.podcast.accept"),
          frameTitle: t("blocks.podcast.frameTitle", { title }),
        }}
      />
      <a href={src.replace("/embed/", "/")} className="card__link" rel="noopener">
        {t("blocks.podcast.listen")} <span className="visually-hidden">{t("weblocation.external")}</span>
      </a>
    </section>
  );
}

export const fragment = graphql`
  fragment CommunityHomepageBlock on paragraph__community_homepage {
    field_title_logged_out
    field_intro_logged_out
    field_title_logged_in
    field_intro_logged_in
  }
  fragment PodcastBlock on paragraph__spotify_podcast {
    field_podcast_url
  }
`;
