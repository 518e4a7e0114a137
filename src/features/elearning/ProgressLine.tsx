/** "3 van 12 onderdelen gedaan" with a bar (the text carries the meaning; the bar is decoration). */
import { useTranslation } from "react-i18next";

export function ProgressLine({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation("elearning");
  const text = completed === 0 ? t("list.notStarted") : completed >= total ? t("list.done") : t("list.progress", { completed, total });
  return (
    <div className="learning-progress">
      <span className="learning-progress__bar" aria-hidden="true">
        <span style={{ width: `${total > 0 ? Math.round((100 * Math.min(completed, total)) / total) : 0}%` }} />
      </span>
      <span>{text}</span>
    </div>
  );
}
