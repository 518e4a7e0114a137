/**
 * A video (youtube-nocookie iframe) that only loads after video consent. Until then a placeholder
 * with its own accept button; accepting there sets cookie_consent_video=yes for 30 days.
 */
import { useEffect, useState } from "react";
import { CONSENT_EVENT, acceptVideoWrites, applyWrites, currentConsent } from "./consent";
import { cookieText } from "./text";

export function VideoConsent({ src, title }: { src: string; title: string }) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const sync = () => setAllowed(currentConsent().video === "yes");
    sync();
    window.addEventListener(CONSENT_EVENT, sync);
    return () => window.removeEventListener(CONSENT_EVENT, sync);
  }, []);

  if (allowed) {
    return (
      <div className="video-frame">
        <iframe
          src={src}
          title={cookieText("video.frameTitle", { title })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-placeholder">
      <p>{cookieText("video.placeholder")}</p>
      <button type="button" className="button button--primary" onClick={() => applyWrites(acceptVideoWrites(), { announce: true })}>
        {cookieText("video.accept")}
      </button>
    </div>
  );
}

/** The embed URL of a video paragraph: youtube-nocookie for YouTube, else the editor's iframe URL. */
export function videoEmbedUrl(embedType: string | null, videoId: string | null, iframeUrl: string | null): string | null {
  if (embedType === "youtube" && videoId && /^[\w-]{6,20}$/.test(videoId)) return `https://www.youtube-nocookie.com/embed/${videoId}`;
  if (embedType === "vimeo" && videoId && /^\d+$/.test(videoId)) return `https://player.vimeo.com/video/${videoId}?dnt=1`;
  if (iframeUrl && /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(iframeUrl)) return iframeUrl;
  return null;
}
