/** "Even pauze" (issue 13 item 5): 1, 2 or 4 weeks out of the directory and without request mails. */
import { useState, type FormEvent } from "react";
import { PAUSE_WEEKS } from "../../domain/people-options";
import { ApiError } from "../../platform/http";
import { useLoad } from "../../platform/loading/useLoad";
import { getPause, setPause } from "./api";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";
import { formatDay } from "../../components/dates";

const t = textsOf({ people });

export function PauseSwitch() {
  // The current pause is a detail of this form: while it cannot be read the form shows no date.
  const { state, setData: setPauseView } = useLoad(getPause);
  const pause = state.status === "loaded" ? state.data : null;
  const [weeks, setWeeks] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const view = await setPause(weeks);
      setPauseView(view);
      setMessage(
        view.PausedUntil ? t("pauseSwitch.until", { date: formatDay(view.PausedUntil) }) : t("pauseSwitch.off"),
      );
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }

  return (
    <section aria-labelledby="pause-title" className="card">
      <h2 id="pause-title">{t("pauseSwitch.title")}</h2>
      <p>{t("pauseSwitch.text")}</p>
      {pause?.PausedUntil ? <p>{t("pauseSwitch.until", { date: formatDay(pause.PausedUntil) })}</p> : null}
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label className="field__label" htmlFor="pause-weeks">
            {t("pauseSwitch.label")}
          </label>
          <select
            id="pause-weeks"
            className="field__input"
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value))}
          >
            {PAUSE_WEEKS.map((w) => (
              <option key={w} value={w}>
                {w === 0 ? t("pauseSwitch.none") : t("pauseSwitch.weeks", { count: w })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("pauseSwitch.save")}
        </button>
      </form>
      <p role="status">{message ?? ""}</p>
    </section>
  );
}
