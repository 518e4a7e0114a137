/**
 * The profile form (/account/profiel): about me, my situation (health data, only with consent) and
 * interests. Checked with the shared `profileBodySchema`; errors (also the server's, such as an
 * unknown postcode and house number) appear at their fields and stay until the next submit.
 */
import { useState, type FormEvent } from "react";
import { DIAGNOSES, INTERESTS, PHASES, RELATION_NOT_SHARED, RELATIONS, relationById } from "../../domain/lookups";
import { profileBodySchema, type ProfileBody, type ProfileView } from "../../domain/profile";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { ErrorSummary } from "../../platform/forms/ErrorSummary";
import { FieldError } from "../../platform/forms/FieldError";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { TextField } from "../../platform/forms/TextField";
import { useFieldValues } from "../../platform/forms/useFieldValues";
import { asApiError, useFormSubmit } from "../../platform/forms/useFormSubmit";
import { addConsent, deleteConsent, getProfile, saveProfile } from "./api";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { setOwnProfile, useOwnProfile } from "./useOwnProfile";
import profileTexts from "../../i18n/locales/nl/profile.json";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ profile: profileTexts, account });

type Field =
  | "Gender"
  | "BirthYear"
  | "Biography"
  | "Postcode"
  | "HouseNumber"
  | "FindableByDistance"
  | "RelationWithRheumatism"
  | "Forms"
  | "Phase"
  | "Interests";
const FIELDS: readonly Field[] = [
  "Gender",
  "BirthYear",
  "Biography",
  "Postcode",
  "HouseNumber",
  "FindableByDistance",
  "RelationWithRheumatism",
  "Forms",
  "Phase",
  "Interests",
];
const fieldId = (field: Field) => `profile-${field}`;
const SUMMARY_ID = "profile-errors";
export const CONSENT_LOCATION = "profielpagina";

type Values = {
  Gender: "0" | "1" | "2";
  BirthYear: string;
  Biography: string;
  Postcode: string;
  HouseNumber: string;
  FindableByDistance: boolean;
  RelationWithRheumatism: number;
  Forms: number[];
  Phase: string;
  Interests: string[];
};

function valuesOf(profile: ProfileView): Values {
  return {
    Gender: String(profile.Gender) as Values["Gender"],
    BirthYear: profile.BirthYear ? String(profile.BirthYear) : "",
    Biography: profile.Biography,
    Postcode: profile.Postcode,
    HouseNumber: profile.HouseNumber ? String(profile.HouseNumber) : "",
    FindableByDistance: profile.FindableByDistance,
    RelationWithRheumatism: profile.RelationWithRheumatism,
    Forms: profile.Forms,
    Phase: profile.Phase ?? "",
    Interests: profile.Interests,
  };
}

/** A whole number from the text, NaN when it is not one (the schema then names the field). */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function bodyOf(values: Values, consent: boolean): ProfileBody {
  return {
    Gender: Number(values.Gender) as 0 | 1 | 2,
    BirthYear: wholeNumber(values.BirthYear),
    Biography: values.Biography,
    Postcode: values.Postcode,
    HouseNumber: wholeNumber(values.HouseNumber),
    FindableByDistance: values.FindableByDistance,
    RelationWithRheumatism:
      consent && values.RelationWithRheumatism !== RELATION_NOT_SHARED
        ? values.RelationWithRheumatism
        : consent
          ? RELATION_NOT_SHARED
          : null,
    Forms: consent ? values.Forms : [],
    Phase: consent && values.Phase ? values.Phase : null,
    Interests: values.Interests,
  };
}

export function ProfileForm() {
  const { state, retry } = useOwnProfile();
  if (state.status === "connection-error" || state.status === "failed")
    return <LoadNotice state={state} retry={retry} failedText={t("page.loadFailed")} />;
  if (state.status === "unauthorized") return <p role="alert">{t("page.loadFailed")}</p>;
  if (state.status !== "loaded") return <p role="status">{t("page.loading")}</p>;
  return <LoadedProfileForm profile={state.data} />;
}

function LoadedProfileForm({ profile }: { profile: ProfileView }) {
  const [values, setValues] = useFieldValues<Values>(() => valuesOf(profile), fieldId);
  const [consent, setConsent] = useState(profile.GaveConsent);
  const [saved, setSaved] = useState(false);
  const [consentBusy, setConsentBusy] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const form = useFormSubmit({ fields: FIELDS, fieldId, messages: { profile: profileTexts }, focus: "summary" });
  const { errors, busy } = form;

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setConsentError(null);
    const body = bodyOf(values, consent);
    await form.submit(profileBodySchema, body, async () => {
      const updated = await saveProfile(body);
      setOwnProfile(updated);
      setValues(valuesOf(updated));
      setSaved(true);
    });
  }

  async function onConsent(give: boolean) {
    if (consentBusy) return;
    setConsentBusy(true);
    setConsentError(null);
    try {
      if (give) await addConsent(CONSENT_LOCATION);
      else await deleteConsent();
      const updated = await getProfile();
      setOwnProfile(updated);
      setConsent(updated.GaveConsent);
      setValues((current) => ({
        ...current,
        RelationWithRheumatism: updated.RelationWithRheumatism,
        Forms: updated.Forms,
        Phase: updated.Phase ?? "",
      }));
    } catch (error) {
      setConsentError(asApiError(error).message);
    } finally {
      setConsentBusy(false);
    }
  }

  const errorProps = (field: Field) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(field)}-error` } : {};
  const notShared = relationById(RELATION_NOT_SHARED)!.label;

  return (
    <form
      className="form profile-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy || undefined}
    >
      <p>{t("page.intro")}</p>
      <ErrorSummary
        id={SUMMARY_ID}
        ref={form.summaryRef}
        items={form.summary}
        message={form.failure?.message ?? consentError}
      />

      <fieldset>
        <legend>{t("about.legend")}</legend>
        <fieldset className="field" id={fieldId("Gender")} {...errorProps("Gender")}>
          <legend className="field__label">{t("about.gender")}</legend>
          {errors.Gender ? <FieldError id={`${fieldId("Gender")}-error`} message={errors.Gender} /> : null}
          <ul className="choice-list">
            {(
              [
                ["1", "about.genderMan"],
                ["2", "about.genderWoman"],
                ["0", "about.genderUnknown"],
              ] as const
            ).map(([code, key]) => (
              <li key={code}>
                <label>
                  <input
                    type="radio"
                    name="Gender"
                    value={code}
                    checked={values.Gender === code}
                    onChange={() => set("Gender", code)}
                  />
                  {t(key)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <TextField
          id={fieldId("BirthYear")}
          name="BirthYear"
          label={t("about.birthYear")}
          hint={t("about.birthYearHint")}
          value={values.BirthYear}
          onValueChange={(value) => set("BirthYear", value)}
          error={errors.BirthYear}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
        />

        <div className={errors.Biography ? "field field--invalid" : "field"}>
          <label className="field__label" htmlFor={fieldId("Biography")}>
            {t("about.biography")}
          </label>
          <p className="field__hint" id={`${fieldId("Biography")}-hint`}>
            {t("about.biographyHint")}
          </p>
          {errors.Biography ? <FieldError id={`${fieldId("Biography")}-error`} message={errors.Biography} /> : null}
          <textarea
            id={fieldId("Biography")}
            name="Biography"
            value={values.Biography}
            onChange={(event) => set("Biography", event.target.value)}
            aria-invalid={errors.Biography ? true : undefined}
            aria-describedby={[`${fieldId("Biography")}-hint`, errors.Biography ? `${fieldId("Biography")}-error` : ""]
              .filter(Boolean)
              .join(" ")}
            rows={6}
          />
        </div>

        <div className="address-row">
          <TextField
            id={fieldId("Postcode")}
            name="Postcode"
            label={t("about.postcode")}
            hint={t("about.postcodeHint")}
            value={values.Postcode}
            onValueChange={(value) => set("Postcode", value)}
            error={errors.Postcode}
            autoComplete="postal-code"
            autoCapitalize="characters"
            maxLength={7}
          />
          <TextField
            id={fieldId("HouseNumber")}
            name="HouseNumber"
            label={t("about.houseNumber")}
            hint={t("about.houseNumberHint")}
            value={values.HouseNumber}
            onValueChange={(value) => set("HouseNumber", value)}
            error={errors.HouseNumber}
            inputMode="numeric"
            maxLength={5}
          />
        </div>

        <CheckboxField
          id={fieldId("FindableByDistance")}
          name="FindableByDistance"
          label={t("about.findableByDistance")}
          hint={t("about.findableByDistanceHint")}
          checked={values.FindableByDistance}
          onCheckedChange={(checked) => set("FindableByDistance", checked)}
          error={errors.FindableByDistance}
        />
      </fieldset>

      <fieldset>
        <legend>{t("situation.legend")}</legend>
        <p>{t("situation.consentIntro")}</p>
        {consent ? (
          <>
            <p className="notice">{t("situation.consentGiven")}</p>
            <fieldset
              className="field"
              id={fieldId("RelationWithRheumatism")}
              {...errorProps("RelationWithRheumatism")}
            >
              <legend className="field__label">{t("situation.relation")}</legend>
              {errors.RelationWithRheumatism ? (
                <FieldError id={`${fieldId("RelationWithRheumatism")}-error`} message={errors.RelationWithRheumatism} />
              ) : null}
              <ul className="choice-list">
                {RELATIONS.map((relation) => (
                  <li key={relation.id}>
                    <label>
                      <input
                        type="radio"
                        name="RelationWithRheumatism"
                        value={relation.id}
                        checked={values.RelationWithRheumatism === relation.id}
                        onChange={() => set("RelationWithRheumatism", relation.id)}
                      />
                      {relation.label}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <fieldset className="field" id={fieldId("Forms")} {...errorProps("Forms")}>
              <legend className="field__label">{t("situation.forms")}</legend>
              <p className="field__hint">{t("situation.formsHint")}</p>
              {errors.Forms ? <FieldError id={`${fieldId("Forms")}-error`} message={errors.Forms} /> : null}
              <ul className="choice-list">
                {DIAGNOSES.map((diagnosis) => (
                  <li key={diagnosis.id}>
                    <label>
                      <input
                        type="checkbox"
                        name="Forms"
                        value={diagnosis.id}
                        checked={values.Forms.includes(diagnosis.id)}
                        onChange={(event) => set("Forms", toggle(values.Forms, diagnosis.id, event.target.checked))}
                      />
                      {diagnosis.label}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className={errors.Phase ? "field field--invalid" : "field"}>
              <label className="field__label" htmlFor={fieldId("Phase")}>
                {t("situation.phase")}
              </label>
              {errors.Phase ? <FieldError id={`${fieldId("Phase")}-error`} message={errors.Phase} /> : null}
              <select
                id={fieldId("Phase")}
                name="Phase"
                value={values.Phase}
                onChange={(event) => set("Phase", event.target.value)}
                {...errorProps("Phase")}
              >
                <option value="">{t("situation.phaseNone")}</option>
                {PHASES.map((phase) => (
                  <option key={phase.id} value={phase.id}>
                    {phase.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void onConsent(false)}
              aria-disabled={consentBusy || undefined}
            >
              {t("situation.withdrawConsent")}
            </button>
          </>
        ) : (
          <>
            <p>{t("situation.notShared", { label: notShared })}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void onConsent(true)}
              aria-disabled={consentBusy || undefined}
            >
              {t("situation.giveConsent")}
            </button>
          </>
        )}
      </fieldset>

      <fieldset className="field" id={fieldId("Interests")} {...errorProps("Interests")}>
        <legend>{t("interestsSection.legend")}</legend>
        <p className="field__hint">{t("interestsSection.hint")}</p>
        {errors.Interests ? <FieldError id={`${fieldId("Interests")}-error`} message={errors.Interests} /> : null}
        <ul className="choice-list">
          {INTERESTS.map((interest) => (
            <li key={interest.id}>
              <label>
                <input
                  type="checkbox"
                  name="Interests"
                  value={interest.id}
                  checked={values.Interests.includes(interest.id)}
                  onChange={(event) => set("Interests", toggle(values.Interests, interest.id, event.target.checked))}
                />
                {interest.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div aria-live="polite">{saved ? <p className="notice">{t("page.saved")}</p> : null}</div>
      <SubmitButton busy={busy}>{t("page.submit")}</SubmitButton>
    </form>
  );
}
