/** Settings: which partner organisations may inform the person (GET /affiliates, /affiliates/selected, PUT /affiliates). */
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Affiliate } from "../../domain/account";
import { ApiError } from "../http";
import { CheckboxField } from "../forms/CheckboxField";
import { SubmitButton } from "../forms/SubmitButton";
import { useFormSubmit } from "../forms/useFormSubmit";
import { FormAlert, Saved } from "./Alert";
import { getAffiliates, getSelectedAffiliates, setSelectedAffiliates } from "./api";

export function AffiliatesSection() {
  const { t } = useTranslation("settings");
  const [affiliates, setAffiliates] = useState<Affiliate[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const form = useFormSubmit({ fields: [], fieldId: String });
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    Promise.all([getAffiliates(), getSelectedAffiliates()]).then(
      ([list, ids]) => {
        setAffiliates(list);
        setSelected(new Set(ids));
      },
      (failure: unknown) => setLoadError(failure instanceof ApiError ? failure : null),
    );
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setLoadError(null);
    await form.send(async () => {
      setSelected(new Set(await setSelectedAffiliates({ AffiliateIds: [...selected] })));
      setSaved(true);
    });
  }

  function toggle(id: number, on: boolean) {
    setSaved(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <section className="settings-section" aria-labelledby="settings-affiliates-title">
      <h2 id="settings-affiliates-title">{t("affiliates.title")}</h2>
      <p>{t("affiliates.intro")}</p>
      <FormAlert error={form.failure ?? loadError} />
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
