import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });
/** "3 van 12 onderdelen gedaan" with a bar (the text carries the meaning; the bar is decoration). */

export function ProgressLine({ completed, total }: { completed: number; total: number }) {
  const text =
    completed === 0
      ? t("list.notStarted")
      : completed >= total
        ? t("list.done")
        : t("list.progress", { completed, total });
  return (
    <div className="learning-progress">
      <span className="learning-progress__bar" aria-hidden="true">
        <span style={{ width: `${total > 0 ? Math.round((100 * Math.min(completed, total)) / total) : 0}%` }} />
      </span>
      <span>{text}</span>
    </div>
  );
}
