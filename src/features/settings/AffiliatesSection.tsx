/** Settings: which partner organisations may inform the person (GET /affiliates, /affiliates/selected, PUT /affiliates). */
import { useState, type FormEvent } from "react";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { FormAlert, Saved } from "./Alert";
import { getAffiliates, getSelectedAffiliates, setSelectedAffiliates } from "./api";
import settings from "../../i18n/locales/nl/settings.json";
import auth from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings });

async function loadAffiliates() {
  const [list, ids] = await Promise.all([getAffiliates(), getSelectedAffiliates()]);
  return { list, selected: new Set(ids) };
}

export function AffiliatesSection() {
  // The organisations and the person's choice; ticking a box changes the loaded choice until it is saved.
  const load = useLoad(loadAffiliates);
  const { state, update } = load;
  const affiliates = state.status === "loaded" ? state.data.list : null;
  const selected = state.status === "loaded" ? state.data.selected : new Set<number>();
  const form = useFormSubmit({ fields: [], fieldId: String, messages: { auth } });
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    await form.send(async () => {
      const ids = new Set(await setSelectedAffiliates({ AffiliateIds: [...selected] }));
      update((data) => ({ ...data, selected: ids }));
      setSaved(true);
    });
  }

  function toggle(id: number, on: boolean) {
    setSaved(false);
    update((data) => {
      const next = new Set(data.selected);
      if (on) next.add(id);
      else next.delete(id);
      return { ...data, selected: next };
    });
  }

  return (
    <section className="settings-section" aria-labelledby="settings-affiliates-title">
      <h2 id="settings-affiliates-title">{t("affiliates.title")}</h2>
      <p>{t("affiliates.intro")}</p>
      <FormAlert error={form.failure ?? (state.status === "unauthorized" ? state.error : null)} />
      <LoadNotice
        state={state}
        retry={load.retry}
        failedText={state.status === "failed" ? state.error?.message : undefined}
      />
      {affiliates && affiliates.length === 0 ? <p>{t("affiliates.none")}</p> : null}
      {affiliates && affiliates.length > 0 ? (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
          <fieldset className="fieldset">
            <legend>{t("affiliates.legend")}</legend>
            {affiliates.map((affiliate) => (
              <CheckboxField
                key={affiliate.Id}
                id={`affiliate-${affiliate.Id}`}
                name="AffiliateIds"
                label={affiliate.Name}
                checked={selected.has(affiliate.Id)}
                onCheckedChange={(checked) => toggle(affiliate.Id, checked)}
                hint={
                  <>
                    {affiliate.Description}{" "}
                    <a href={affiliate.Url} rel="noopener noreferrer">
                      {t("affiliates.website", { name: affiliate.Name })}
                    </a>
                  </>
                }
              />
            ))}
          </fieldset>
          <SubmitButton busy={form.busy}>{t("affiliates.submit")}</SubmitButton>
          <Saved text={saved ? t("affiliates.done") : null} />
        </form>
      ) : null}
    </section>
  );
}
