/**
 * A video (youtube-nocookie iframe) that only loads after video consent. Until then a placeholder
 * with its own accept button; accepting there sets cookie_consent_video=yes for 30 days. Other
 * embeds behind the same consent (the Spotify podcast) pass their own texts.
 */
import { useEffect, useState } from "react";
import { CONSENT_EVENT, acceptVideoWrites, applyWrites, currentConsent } from "../platform/consent";
import cookies from "../i18n/locales/nl/cookies.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ cookies });

export interface EmbedTexts {
  /** Why the embed waits for consent. */
  placeholder: string;
  accept: string;
  /** The iframe's accessible name. */
  frameTitle: string;
}

export function VideoConsent({
  src,
  title,
  texts,
  height,
}: {
  src: string;
  title: string;
  texts?: EmbedTexts;
  height?: number;
}) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const sync = () => setAllowed(currentConsent().video === "yes");
    sync();
    window.addEventListener(CONSENT_EVENT, sync);
    return () => window.removeEventListener(CONSENT_EVENT, sync);
  }, []);

  if (allowed) {
    return (
      <div className={height ? "embed-frame" : "video-frame"}>
        <iframe
          src={src}
          title={texts?.frameTitle ?? t("video.frameTitle", { title })}
          height={height}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-placeholder">
      <p>{texts?.placeholder ?? t("video.placeholder")}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => applyWrites(acceptVideoWrites(), { announce: true })}
      >
        {texts?.accept ?? t("video.accept")}
      </button>
    </div>
  );
}

/** The embed URL of a video paragraph: youtube-nocookie for YouTube, else the editor's iframe URL. */
export function videoEmbedUrl(
  embedType: string | null,
  videoId: string | null,
  iframeUrl: string | null,
): string | null {
  if (embedType === "youtube" && videoId && /^[\w-]{6,20}$/.test(videoId))
    return `https://www.youtube-nocookie.com/embed/${videoId}`;
  if (embedType === "vimeo" && videoId && /^\d+$/.test(videoId))
    return `https://player.vimeo.com/video/${videoId}?dnt=1`;
  if (iframeUrl && /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(iframeUrl)) return iframeUrl;
  return null;
}
