/**
 * The fixed preview block of an activity's page (spec 001 §2.4: "a fixed preview block (an image
 * and a video) without any call"): the same picture, text and video on every activity, about moving
 * with rheumatism. The video loads only after consent (VideoConsent, spec 001 §2.7).
 */
import { VideoConsent } from "../../components/VideoConsent";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

/** The block's fixed parts; the organisation replaces the sample video with its own. */
export const ACTIVITY_PREVIEW = {
  image: { src: "/images/activiteiten/samen-bewegen.svg", width: 800, height: 360 },
  video: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
} as const;

export function ActivityPreview() {
  return (
    <aside className="activity-preview" aria-labelledby="activity-preview-title">
      <h2 id="activity-preview-title">{t("preview.title")}</h2>
      <img
        className="activity-preview__image"
        src={ACTIVITY_PREVIEW.image.src}
        alt=""
        width={ACTIVITY_PREVIEW.image.width}
        height={ACTIVITY_PREVIEW.image.height}
        loading="lazy"
      />
      <p>{t("preview.text")}</p>
      <VideoConsent src={ACTIVITY_PREVIEW.video} title={t("preview.videoTitle")} />
    </aside>
  );
}
