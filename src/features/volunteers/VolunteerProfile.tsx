/**
 * /account/ervaringsdeskundigen (account-volunteer): for a volunteer, what they told us, the forms
 * to change it (VolunteerEdit, issue 37 row 9) and the monthly e-mail choice (PUT
 * /Volunteer/ChangeVolunteerNotification); for a participant who is not a volunteer yet, the
 * sign-up steps, without a new account.
 */
import { Link } from "gatsby";
import { useEffect, useState } from "react";
import type { Lookup, VolunteerView } from "../../domain/volunteers";
import * as api from "./api";
import { ERROR_PAGE, VolunteerSteps } from "./VolunteerSteps";
import { VolunteerEdit } from "./VolunteerEdit";
import { pageNavigation } from "../../platform/browser";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

type Profile = { view: VolunteerView; abilities: Lookup[]; interests: Lookup[]; forms: Lookup[] };

export function VolunteerProfile() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [editing, setEditing] = useState(false);

  async function load() {
    const view = await api.getVolunteer();
    if (!view.IsVolunteer) return setProfile({ view, abilities: [], interests: [], forms: [] });
    const [abilities, interests, forms] = await Promise.all([
      api.getMyChoices("/Volunteer/GetAbilities"),
      api.getMyChoices("/Volunteer/GetInterests"),
      api.getMyChoices("/Volunteer/GetFormsOfreuma"),
    ]);
    setProfile({ view, abilities, interests, forms });
  }

  useEffect(() => {
    load().catch(() => pageNavigation.assign(ERROR_PAGE));
  }, []);

  if (!profile) return <p role="status">{t("ui.loading")}</p>;
  if (!profile.view.IsVolunteer) {
    return (
      <>
        <p className="lead">{t("profile.become")}</p>
        <VolunteerSteps onCompleted={() => void load()} />
      </>
    );
  }

  async function toggle(on: boolean) {
    setStatus(null);
    try {
      await api.changeVolunteerNotification(on);
      setProfile((current) => (current ? { ...current, view: { ...current.view, NewOpportunities: on } } : current));
      setStatus({ kind: "success", text: t("profile.notification.saved") });
    } catch {
      setStatus({ kind: "error", text: t("profile.notification.failed") });
    }
  }

  const list = (items: Lookup[]) => items.map((item) => item.Name).join(", ");
  return (
    <div className="volunteer-area">
      <p>{t("profile.intro")}</p>
      <dl className="opportunity-card__facts">
        <div>
          <dt>{t("profile.abilities")}</dt>
          <dd>{list(profile.abilities)}</dd>
        </div>
        <div>
          <dt>{t("profile.interests")}</dt>
          <dd>{list(profile.interests)}</dd>
        </div>
        <div>
          <dt>{t("profile.forms")}</dt>
          <dd>{list(profile.forms)}</dd>
        </div>
      </dl>
      <p>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={editing}
          aria-controls="volunteer-edit"
          onClick={() => setEditing((open) => !open)}
        >
          {t("profile.edit.open")}
        </button>
      </p>
      <div id="volunteer-edit" hidden={!editing}>
        {editing ? <VolunteerEdit onSaved={() => void load().catch(() => undefined)} /> : null}
      </div>
      <fieldset className="field">
        <legend>{t("profile.notification.legend")}</legend>
        <ul className="choice-list">
          <li>
            <label>
              <input
                type="checkbox"
                checked={profile.view.NewOpportunities}
                onChange={(event) => void toggle(event.target.checked)}
              />
              {t("profile.notification.label")}
            </label>
          </li>
        </ul>
        {status ? (
          <p className={`alert alert--${status.kind}`} role={status.kind === "error" ? "alert" : "status"}>
            {status.text}
          </p>
        ) : null}
      </fieldset>
      <p>
        <Link className="more-link" to="/ervaringsdeskundigen">
          {t("profile.toArea")}
        </Link>
      </p>
    </div>
  );
}
