/**
 * A volunteer changes their answers after the sign-up (issue 37, row 9): the four info questions
 * with the province, abilities, interests and forms of rheumatism, each in its own form with the
 * sign-up steps' fields and schemas (VolunteerForms), saved on its own with POST
 * /Volunteer/SetVolunteerInfo, SetAbilities, SetInterests or SetFormsOfreuma. Shown on
 * /account/ervaringsdeskundigen under what the volunteer told us.
 */
import { useState, type ReactNode } from "react";
import { abilitiesSchema, formsSchema, interestsSchema, type VolunteerView } from "../../domain/volunteers";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import * as api from "./api";
import { ChoiceForm, InfoForm } from "./VolunteerForms";
import { loadSteps } from "./VolunteerSteps";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

type Part = "info" | "abilities" | "interests" | "forms";

export function VolunteerEdit({ onSaved }: { onSaved: (view: VolunteerView) => void }) {
  const { state, retry, update } = useLoad(loadSteps);
  const [saved, setSaved] = useState<Part | null>(null);
  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} />;
  if (state.status !== "loaded") return <p role="status">{t("profile.edit.loading")}</p>;
  const { view, lookups } = state.data;
  const savedAs = (part: Part) => (next: VolunteerView) => {
    update((data) => ({ ...data, view: next }));
    setSaved(part);
    onSaved(next);
  };
  const save = t("profile.edit.save");

  const part = (name: Part, form: ReactNode) => (
    <section className="volunteer-edit__part" aria-labelledby={`volunteer-edit-${name}`}>
      <h2 id={`volunteer-edit-${name}`}>{t(`steps.${name}.title`)}</h2>
      {form}
      <div role="status">
        {saved === name ? <p className="notice notice--success">{t("profile.edit.saved")}</p> : null}
      </div>
    </section>
  );

  return (
    <div className="volunteer-edit">
      <p>{t("profile.edit.intro")}</p>
      {part("info", <InfoForm view={view} onSaved={savedAs("info")} submitLabel={save} />)}
      {part(
        "abilities",
        <ChoiceForm
          field="abilityIds"
          schema={abilitiesSchema}
          groups={lookups.categories.map((category) => ({ label: category.Name, options: category.Abilities }))}
          chosen={view.AbilityIds}
          send={api.setAbilities}
          onSaved={savedAs("abilities")}
          submitLabel={save}
        />,
      )}
      {part(
        "interests",
        <ChoiceForm
          field="interestIds"
          schema={interestsSchema}
          groups={[{ label: null, options: lookups.interests }]}
          chosen={view.InterestIds}
          send={api.setInterests}
          onSaved={savedAs("interests")}
          submitLabel={save}
        />,
      )}
      {part(
        "forms",
        <ChoiceForm
          field="formsOfreumaIds"
          schema={formsSchema}
          groups={[{ label: null, options: lookups.forms }]}
          chosen={view.FormsOfreumaIds}
          send={api.setForms}
          onSaved={savedAs("forms")}
          submitLabel={save}
        />,
      )}
    </div>
  );
}
