/**
 * The volunteer's own answers as forms (spec 000 §3 "Volunteer info", §5): the four info questions
 * with the optional province, and a choice of abilities, interests or forms of rheumatism (at least
 * one). The sign-up steps (VolunteerSteps) and the volunteer's edit page (VolunteerEdit) both use
 * them with the shared schemas of src/domain/volunteers.ts; each form saves itself when it is sent.
 */
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { PROVINCES, volunteerInfoSchema, type Lookup, type VolunteerView } from "../../domain/volunteers";
import { FieldError } from "../../platform/forms/FieldError";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import * as api from "./api";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

const fieldId = (field: string) => `volunteer-${field}`;

const INFO_QUESTIONS = ["hasOwnTransport", "isTravellingByPublicTransport", "isAbleToTravelIndependently"] as const;
const INFO_FIELDS = [...INFO_QUESTIONS, "birthYear", "region"] as const;

export function InfoForm({
  view,
  onSaved,
  submitLabel,
}: {
  view: VolunteerView;
  onSaved: (view: VolunteerView) => void;
  submitLabel: string;
}) {
  const form = useFormSubmit({ fields: INFO_FIELDS, fieldId, messages: { volunteers } });
  const [answers, setAnswers] = useState<Record<(typeof INFO_QUESTIONS)[number], boolean | null>>({
    hasOwnTransport: view.HasOwnTransport,
    isTravellingByPublicTransport: view.IsTravellingByPublicTransport,
    isAbleToTravelIndependently: view.IsAbleToTravelIndependently,
  });
  const [birthYear, setBirthYear] = useState(view.BirthYear ? String(view.BirthYear) : "");
  const [region, setRegion] = useState(view.Region ? String(view.Region) : "");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = {
      ...Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null)),
      ...(birthYear.trim()
        ? { birthYear: /^\d+$/.test(birthYear.trim()) ? Number(birthYear.trim()) : Number.NaN }
        : {}),
      region: region ? Number(region) : null,
    };
    await form.submit(volunteerInfoSchema, values, async (body) => onSaved(await api.setVolunteerInfo(body)));
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert error={form.failure?.message} />
      {INFO_QUESTIONS.map((question) => {
        const error = form.errors[question];
        return (
          <fieldset
            key={question}
            className="field"
            aria-describedby={error ? `${fieldId(question)}-error` : undefined}
          >
            <legend>{t(`steps.info.${question}`)}</legend>
            {error ? <FieldError id={`${fieldId(question)}-error`} message={error} /> : null}
            <ul className="choice-list">
              {([true, false] as const).map((value) => (
                <li key={String(value)}>
                  <label>
                    <input
                      type="radio"
                      id={value ? fieldId(question) : `${fieldId(question)}-no`}
                      name={question}
                      checked={answers[question] === value}
                      aria-invalid={error ? true : undefined}
                      onChange={() => setAnswers((current) => ({ ...current, [question]: value }))}
                    />
                    {t(value ? "steps.yes" : "steps.no")}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div className="field">
        <label htmlFor={fieldId("birthYear")} className="field__label">
          {t("steps.info.birthYear")}
        </label>
        {form.errors.birthYear ? (
          <FieldError id={`${fieldId("birthYear")}-error`} message={form.errors.birthYear} />
        ) : null}
        <input
          id={fieldId("birthYear")}
          name="birthYear"
          inputMode="numeric"
          autoComplete="bday-year"
          value={birthYear}
          onChange={(event) => setBirthYear(event.target.value)}
          aria-invalid={form.errors.birthYear ? true : undefined}
          aria-describedby={form.errors.birthYear ? `${fieldId("birthYear")}-error` : undefined}
          className="field__input input--short"
        />
      </div>
      <div className="field">
        <label htmlFor={fieldId("region")} className="field__label">
          {t("steps.info.region")}
        </label>
        {form.errors.region ? <FieldError id={`${fieldId("region")}-error`} message={form.errors.region} /> : null}
        <select
          id={fieldId("region")}
          className="field__input"
          value={region}
          onChange={(event) => setRegion(event.target.value)}
        >
          <option value="">{t("steps.info.noRegion")}</option>
          {PROVINCES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {submitLabel}
      </button>
    </form>
  );
}

type ChoiceField = "abilityIds" | "interestIds" | "formsOfreumaIds";

export function ChoiceForm({
  field,
  schema,
  groups,
  chosen,
  send,
  onSaved,
  submitLabel,
}: {
  field: ChoiceField;
  schema: z.ZodType;
  groups: Array<{ label: string | null; options: Lookup[] }>;
  chosen: number[];
  send: (ids: number[]) => Promise<VolunteerView>;
  onSaved: (view: VolunteerView) => void;
  submitLabel: string;
}) {
  const form = useFormSubmit({ fields: [field] as const, fieldId, messages: { volunteers } });
  const [selected, setSelected] = useState<number[]>(chosen);
  const error = form.errors[field];
  const errorId = `${fieldId(field)}-error`;
  const firstOption = groups[0]?.options[0]?.Id;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await form.submit(schema, { [field]: selected }, async (body) =>
      onSaved(await send((body as Record<ChoiceField, number[]>)[field])),
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert error={form.failure?.message} />
      <fieldset className="field" aria-describedby={error ? errorId : undefined}>
        <legend>{t(`steps.${field}.legend`)}</legend>
        {error ? <FieldError id={errorId} message={error} /> : null}
        {groups.map((group) => (
          <div key={group.label ?? "all"}>
            {group.label ? <h3>{group.label}</h3> : null}
            <ul className="choice-list">
              {group.options.map((option) => (
                <li key={option.Id}>
                  <label>
                    <input
                      type="checkbox"
                      id={option.Id === firstOption ? fieldId(field) : undefined}
                      checked={selected.includes(option.Id)}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) =>
                        setSelected((current) =>
                          event.target.checked ? [...current, option.Id] : current.filter((id) => id !== option.Id),
                        )
                      }
                    />
                    {option.Name}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {submitLabel}
      </button>
    </form>
  );
}

function FormAlert({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="alert alert--error" role="alert">
      {error}
    </p>
  );
}
