/** "Even pauze" (issue 13 item 5): 1, 2 or 4 weeks out of the directory and without request mails. */
import { useEffect, useState, type FormEvent } from "react";
import type { PauseView } from "../../domain/people";
import { PAUSE_WEEKS } from "../../domain/people-options";
import { ApiError } from "../http";
import { getPause, setPause } from "./api";
import { dutchDate, pt } from "./text";

export function PauseSwitch() {
  const [pause, setPauseView] = useState<PauseView | null>(null);
  const [weeks, setWeeks] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    getPause().then(setPauseView, () => setPauseView({ PausedUntil: null }));
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const view = await setPause(weeks);
      setPauseView(view);
      setMessage(view.PausedUntil ? pt("pauseSwitch.until", { date: dutchDate(view.PausedUntil) }) : pt("pauseSwitch.off"));
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : pt("errors.generic"));
    }
  }

  return (
    <section aria-labelledby="pause-title" className="card">
      <h2 id="pause-title">{pt("pauseSwitch.title")}</h2>
      <p>{pt("pauseSwitch.text")}</p>
      {pause?.PausedUntil ? <p>{pt("pauseSwitch.until", { date: dutchDate(pause.PausedUntil) })}</p> : null}
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label className="field__label" htmlFor="pause-weeks">
            {pt("pauseSwitch.label")}
          </label>
          <select id="pause-weeks" className="field__input" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
            {PAUSE_WEEKS.map((w) => (
              <option key={w} value={w}>
                {w === 0 ? pt("pauseSwitch.none") : pt("pauseSwitch.weeks", { count: w })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {pt("pauseSwitch.save")}
        </button>
      </form>
      <p role="status">{message ?? ""}</p>
    </section>
  );
}
