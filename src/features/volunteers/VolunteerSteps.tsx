/**
 * The volunteer sign-up steps (spec 000 §4, §5): info (four questions), abilities, interests and
 * forms of rheumatism, at least one each, then completed. Each step is saved when it is sent, and
 * the form opens at the first step still to do (GET /Volunteer), so a closed tab resumes there.
 * Used on /ervaringsdeskundigen-registreren (after the account) and /account/ervaringsdeskundigen.
 * A failure that is not about a field leads to /ervaringsdeskundigen-registreren-foutmelding.
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import {
  abilitiesSchema,
  formsSchema,
  interestsSchema,
  PROVINCES,
  volunteerInfoSchema,
  type AbilityCategory,
  type Lookup,
  type VolunteerStep,
  type VolunteerView,
} from "../../domain/volunteers";
import { FieldError } from "../../platform/forms/FieldError";
import { pageNavigation } from "../../platform/browser";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import * as api from "./api";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export const ERROR_PAGE = "/ervaringsdeskundigen-registreren-foutmelding";
const STEPS: VolunteerStep[] = ["info", "abilities", "interests", "forms"];
const fieldId = (field: string) => `volunteer-${field}`;

type Lookups = { categories: AbilityCategory[]; interests: Lookup[]; forms: Lookup[] };

async function loadSteps(): Promise<{ view: VolunteerView; lookups: Lookups }> {
  const [view, categories, interests, forms] = await Promise.all([
    api.getVolunteer(),
    api.getAbilityCategories(),
    api.getInterests(),
    api.getForms(),
  ]);
  return { view, lookups: { categories, interests, forms } };
}

export function VolunteerSteps({ onCompleted }: { onCompleted?: (view: VolunteerView) => void }) {
  // A connection error is tried again with the notice (spec 001 §4); any refusal, or the last
  // attempt failing, leads to the sign-up's error page.
  const { state, retry, update } = useLoad(loadSteps);
  const view = state.status === "loaded" ? state.data.view : null;
  const lookups = state.status === "loaded" ? state.data.lookups : null;
  const setView = (next: VolunteerView) => update((data) => ({ ...data, view: next }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const refused = state.status === "failed" || state.status === "unauthorized";

  useEffect(() => {
    if (refused) pageNavigation.assign(ERROR_PAGE);
  }, [refused]);

  useEffect(() => {
    if (!view) return;
    if (first.current) first.current = false;
    else headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves when the step changes, not on every new view object
  }, [view?.Step]);

  if (state.status === "connection-error") return <LoadNotice state={state} retry={retry} />;
  if (!view || !lookups) return <p role="status">{t("ui.loading")}</p>;
  if (view.Step === "completed") {
    return (
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" ref={headingRef} tabIndex={-1}>
          {t("steps.completed.title")}
        </h2>
        <p>{t("steps.completed.text")}</p>
        <Link to="/ervaringsdeskundigen" className="button button--primary">
          {t("steps.completed.link")}
        </Link>
      </section>
    );
  }
  const index = STEPS.indexOf(view.Step);
  return (
    <section aria-labelledby="steps-heading">
      <ol className="volunteer-steps" aria-label={t("steps.progress")}>
        {STEPS.map((step, i) => (
          <li key={step} aria-current={i === index ? "step" : undefined}>
            {t(`steps.${step}.short`)}
          </li>
        ))}
      </ol>
      <h2 id="steps-heading" ref={headingRef} tabIndex={-1}>
        {t("steps.heading", { n: index + 1, total: STEPS.length, title: t(`steps.${view.Step}.title`) })}
      </h2>
      {view.Step === "info" ? <InfoStep view={view} onSaved={setView} /> : null}
      {view.Step === "abilities" ? (
        <ChoiceStep
          field="abilityIds"
          schema={abilitiesSchema}
          groups={lookups.categories.map((category) => ({ label: category.Name, options: category.Abilities }))}
          chosen={view.AbilityIds}
          send={api.setAbilities}
          onSaved={setView}
        />
      ) : null}
      {view.Step === "interests" ? (
        <ChoiceStep
          field="interestIds"
          schema={interestsSchema}
          groups={[{ label: null, options: lookups.interests }]}
          chosen={view.InterestIds}
          send={api.setInterests}
          onSaved={setView}
        />
      ) : null}
      {view.Step === "forms" ? (
        <ChoiceStep
          field="formsOfreumaIds"
          schema={formsSchema}
          groups={[{ label: null, options: lookups.forms }]}
          chosen={view.FormsOfreumaIds}
          send={async (ids) => {
            await api.setForms(ids);
            return api.completeRegistration();
          }}
          onSaved={(next) => {
            setView(next);
            if (next.Step === "completed") onCompleted?.(next);
          }}
        />
      ) : null}
    </section>
  );
}

const INFO_QUESTIONS = ["hasOwnTransport", "isTravellingByPublicTransport", "isAbleToTravelIndependently"] as const;
const INFO_FIELDS = [...INFO_QUESTIONS, "birthYear", "region"] as const;

function InfoStep({ view, onSaved }: { view: VolunteerView; onSaved: (view: VolunteerView) => void }) {
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
        {t("steps.next")}
      </button>
    </form>
  );
}

type ChoiceField = "abilityIds" | "interestIds" | "formsOfreumaIds";

function ChoiceStep({
  field,
  schema,
  groups,
  chosen,
  send,
  onSaved,
}: {
  field: ChoiceField;
  schema: z.ZodType;
  groups: Array<{ label: string | null; options: Lookup[] }>;
  chosen: number[];
  send: (ids: number[]) => Promise<VolunteerView>;
  onSaved: (view: VolunteerView) => void;
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
        {t(field === "formsOfreumaIds" ? "steps.finish" : "steps.next")}
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
