/**
 * /activiteit-aanmelden: an organiser submits an activity with its editions (spec 000 §2). Checked
 * with the shared schema before sending; the server checks again, stores it unpublished and an
 * editor publishes it. Errors appear at their fields (also inside an edition) and in a summary, and
 * change only when the form is sent again; nothing typed is lost. Its values and their order are
 * submission-values.ts, one edition's fields EditionFields.tsx.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { activitySubmissionSchema, SUBMISSION_LIMITS } from "../../domain/activities/submission";
import { TOPIC_TERMS } from "../../domain/activities/topics";
import { ACTIVITY_TYPES, EXERTION_LEVELS } from "../../domain/activities/types";
import { ErrorSummary } from "../../platform/forms/ErrorSummary";
import { FieldError } from "../../platform/forms/FieldError";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { TextField } from "../../platform/forms/TextField";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import { submitActivity } from "./api";
import { EditionFields } from "./EditionFields";
import {
  bodyOf,
  emptyEdition,
  emptyValues,
  fieldId,
  fieldOrder,
  SUMMARY_ID,
  type EditionValues,
  type Values,
} from "./submission-values";
import { GUIDE_PATH } from "./paths";
import "./activities.css";
import activities from "../../i18n/locales/nl/activities.json";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities, account });

export function SubmitActivityForm() {
  const [values, setValues] = useState<Values>(emptyValues);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const form = useFormSubmit<string>({
    fields: fieldOrder(values),
    fieldId,
    messages: { activities },
    paths: true,
    focus: "summary",
  });
  const { errors, busy } = form;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setEdition = <K extends keyof EditionValues>(index: number, field: K, value: EditionValues[K]) =>
    setValues((current) => ({
      ...current,
      Editions: current.Editions.map((edition, i) => (i === index ? { ...edition, [field]: value } : edition)),
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(values);
    if (await form.submit(activitySubmissionSchema, body, () => submitActivity(body))) setDone(true);
  }

  if (done) {
    return (
      <div className="form-done notice notice--success" role="status">
        <h2 className="form-done__title" tabIndex={-1} ref={doneRef}>
          {t("activities:submit.sent")}
        </h2>
        <p>{t("activities:submit.sentText")}</p>
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setValues((current) => ({
                ...emptyValues(),
                OrganizationName: current.OrganizationName,
                OrganizationUrl: current.OrganizationUrl,
                ContactName: current.ContactName,
                ContactEmail: current.ContactEmail,
              }));
              setDone(false);
            }}
          >
            {t("activities:submit.sentAgain")}
          </button>{" "}
          <a href={GUIDE_PATH}>{t("activities:detail.notFoundLink")}</a>
        </p>
      </div>
    );
  }

  const failure =
    form.failure &&
    (form.failure.status === 0 || form.failure.status >= 500 ? t("activities:submit.failed") : form.failure.message);
  const required = t("activities:submit.required");
  const label = (key: string, isRequired = true) =>
    `${t(`activities:submit.${key}`)} ${isRequired ? required : t("activities:submit.optional")}`;
  const text = (
    field: keyof Values & string,
    key: string,
    options: { required?: boolean; hint?: string; type?: string; autoComplete?: string; maxLength?: number } = {},
  ) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label(key, options.required ?? true)}
      hint={options.hint}
      type={options.type}
      autoComplete={options.autoComplete}
      maxLength={options.maxLength}
      value={values[field] as string}
      onValueChange={(value) => set(field, value as never)}
      error={errors[field]}
    />
  );
  const area = (
    field: "Description" | "SignupText" | "PracticalInformation",
    key: string,
    hint: string | undefined,
    max: number,
    isRequired = true,
  ) => (
    <TextAreaField
      id={fieldId(field)}
      name={field}
      label={label(key, isRequired)}
      hint={hint}
      value={values[field]}
      onValueChange={(value) => set(field, value)}
      error={errors[field]}
      maxLength={max}
      rows={field === "Description" ? 3 : 6}
    />
  );
  const groupError = (field: string) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(field)}-error` } : {};

  return (
    <form
      className="form submit-activity"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy || undefined}
    >
      <ErrorSummary id={SUMMARY_ID} ref={form.summaryRef} items={form.summary} message={failure} />

      <fieldset>
        <legend>{t("activities:submit.organizer")}</legend>
        {text("OrganizationName", "organizationName", {
          autoComplete: "organization",
          maxLength: SUBMISSION_LIMITS.organizationName,
        })}
        {text("OrganizationUrl", "organizationUrl", { required: false, type: "url", autoComplete: "url" })}
        {text("ContactName", "contactName", { autoComplete: "name", maxLength: SUBMISSION_LIMITS.contactName })}
        {text("ContactEmail", "contactEmail", {
          type: "email",
          autoComplete: "email",
          hint: t("activities:submit.contactHint"),
        })}
      </fieldset>

      <fieldset>
        <legend>{t("activities:submit.activity")}</legend>
        {text("Title", "activityTitle", { maxLength: SUBMISSION_LIMITS.title })}
        <div className={errors.PhysicalActivityType ? "field field--invalid" : "field"}>
          <label className="field__label" htmlFor={fieldId("PhysicalActivityType")}>
            {label("type")}
          </label>
          {errors.PhysicalActivityType ? (
            <FieldError id={`${fieldId("PhysicalActivityType")}-error`} message={errors.PhysicalActivityType} />
          ) : null}
          <div className="field__control">
            <select
              id={fieldId("PhysicalActivityType")}
              className="field__input"
              value={values.PhysicalActivityType}
              onChange={(event) => set("PhysicalActivityType", event.target.value)}
              {...groupError("PhysicalActivityType")}
            >
              <option value="">{t("activities:submit.typeChoose")}</option>
              {ACTIVITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`activities:types.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {area("Description", "descriptionField", t("activities:submit.descriptionHint"), SUBMISSION_LIMITS.description)}
        {area("SignupText", "signupText", t("activities:submit.signupTextHint"), SUBMISSION_LIMITS.signUpText)}
        {area(
          "PracticalInformation",
          "practicalInformation",
          t("activities:submit.practicalInformationHint"),
          SUBMISSION_LIMITS.practicalInformation,
          false,
        )}
        <fieldset className="field" id={fieldId("Terms")} tabIndex={-1} {...groupError("Terms")}>
          <legend className="field__label field__group-legend">{label("terms")}</legend>
          <p className="field__hint">{t("activities:submit.termsHint")}</p>
          {errors.Terms ? <FieldError id={`${fieldId("Terms")}-error`} message={errors.Terms} /> : null}
          <ul className="guide-choices__list">
            {TOPIC_TERMS.map((term) => (
              <li key={term.termNumber} className="guide-choice">
                <input
                  id={`submit-term-${term.termNumber}`}
                  type="checkbox"
                  className="guide-choice__input"
                  checked={values.Terms.includes(term.termNumber)}
                  onChange={(event) =>
                    set(
                      "Terms",
                      event.target.checked
                        ? [...values.Terms, term.termNumber]
                        : values.Terms.filter((n) => n !== term.termNumber),
                    )
                  }
                />
                <label htmlFor={`submit-term-${term.termNumber}`} className="guide-choice__label">
                  {term.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>{t("activities:submit.accessibility")}</legend>
        <fieldset className="field" id={fieldId("Exertion")} tabIndex={-1} {...groupError("Exertion")}>
          <legend className="field__label field__group-legend">{label("exertion")}</legend>
          {errors.Exertion ? <FieldError id={`${fieldId("Exertion")}-error`} message={errors.Exertion} /> : null}
          <ul className="guide-choices__list">
            {EXERTION_LEVELS.map((level) => (
              <li key={level} className="guide-choice">
                <input
                  id={`submit-exertion-${level}`}
                  type="radio"
                  name="Exertion"
                  className="guide-choice__input"
                  checked={values.Exertion === level}
                  onChange={() => set("Exertion", level)}
                />
                <label htmlFor={`submit-exertion-${level}`} className="guide-choice__label">
                  {t(`activities:effort.${level}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="guide-choice">
          <input
            id="submit-online"
            type="checkbox"
            className="guide-choice__input"
            checked={values.OnlineAlternative}
            onChange={(event) => set("OnlineAlternative", event.target.checked)}
          />
          <label htmlFor="submit-online" className="guide-choice__label">
            {t("activities:submit.online")}
          </label>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t("activities:submit.editions")}</legend>
        <p className="field__hint">{t("activities:submit.editionsHint")}</p>
        {errors.Editions ? <FieldError id={`${fieldId("Editions")}-error`} message={errors.Editions} /> : null}
        <div className="submit-activity__editions" id={fieldId("Editions")} tabIndex={-1}>
          {values.Editions.map((edition, index) => (
            <EditionFields
              key={edition.key}
              edition={edition}
              index={index}
              errors={errors}
              label={label}
              onChange={(field, value) => setEdition(index, field, value)}
              onRemove={
                values.Editions.length > 1
                  ? () => {
                      setValues((current) => ({
                        ...current,
                        Editions: current.Editions.filter((_, i) => i !== index),
                      }));
                      // Edition errors are keyed by position: after a removal they would sit at the wrong edition.
                      form.forget((field) => field.startsWith("Editions."));
                    }
                  : undefined
              }
            />
          ))}
        </div>
        {values.Editions.length < SUBMISSION_LIMITS.editions ? (
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setValues((current) => ({ ...current, Editions: [...current.Editions, emptyEdition()] }))}
            >
              {t("activities:submit.addEdition")}
            </button>
          </p>
        ) : null}
      </fieldset>

      <SubmitButton busy={busy}>{t("activities:submit.send")}</SubmitButton>
    </form>
  );
}
