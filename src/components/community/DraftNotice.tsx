import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });
/** "We hebben je niet-verstuurde tekst teruggezet." with a way to start over. */

export function DraftNotice({ text, onDiscard }: { text: string; onDiscard: () => void }) {
  return (
    <div className="notice draft-notice">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onDiscard}>
        {t("draft.discard")}
      </button>
    </div>
  );
}
