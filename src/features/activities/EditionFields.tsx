/**
 * One edition of a submitted activity (date, times, place, sign-up link, the venue's accessibility),
 * with its remove button when there is more than one. Its errors are keyed `Editions.<index>.<field>`.
 */
import { TextField } from "../../platform/forms/TextField";
import { fieldId, type EditionValues } from "./submission-values";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

const VENUE = [
  ["StepFreeAccess", "stepFree"],
  ["Seating", "seating"],
  ["AccessibleToilet", "toilet"],
  ["Parking", "parking"],
] as const;

export interface EditionFieldsProps {
  edition: EditionValues;
  index: number;
  errors: Partial<Record<string, string>>;
  /** A field's label with "(verplicht)" or "(niet verplicht)". */
  label: (key: string, isRequired?: boolean) => string;
  onChange: <K extends keyof EditionValues>(field: K, value: EditionValues[K]) => void;
  /** Absent while it is the only edition. */
  onRemove?: () => void;
}

export function EditionFields({ edition, index, errors, label, onChange, onRemove }: EditionFieldsProps) {
  const path = (field: string) => `Editions.${index}.${field}`;
  const editionText = (
    field: keyof EditionValues & string,
    key: string,
    options: { required?: boolean; hint?: string; type?: string; inputMode?: "numeric"; autoComplete?: string } = {},
  ) => (
    <TextField
      id={fieldId(path(field))}
      name={path(field)}
      label={label(key, options.required ?? true)}
      hint={options.hint}
      type={options.type}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete}
      value={edition[field] as string}
      onValueChange={(value) => onChange(field, value as never)}
      error={errors[path(field)]}
    />
  );
  return (
    <fieldset className="submit-activity__edition">
      <legend>{t("submit.edition", { n: index + 1 })}</legend>
      <div className="submit-activity__grid">
        {editionText("Date", "date", { type: "date" })}
        {editionText("EndDate", "endDate", { type: "date", required: false, hint: t("submit.endDateHint") })}
      </div>
      <div className="submit-activity__grid">
        {editionText("StartTime", "startTime", { type: "time", hint: t("submit.timeHint") })}
        {editionText("EndTime", "endTime", { type: "time", hint: t("submit.timeHint") })}
      </div>
      {editionText("LocationLabel", "location")}
      <div className="submit-activity__grid">
        {editionText("Street", "street", { autoComplete: "address-line1" })}
        {editionText("HouseNumber", "houseNumber", { inputMode: "numeric" })}
      </div>
      <div className="submit-activity__grid">
        {editionText("Postcode", "postcode", { autoComplete: "postal-code" })}
        {editionText("City", "city", { autoComplete: "address-level2" })}
      </div>
      {editionText("SignupURL", "signupUrl", { required: false, hint: t("submit.signupUrlHint"), type: "url" })}
      <fieldset className="field">
        <legend className="field__label field__group-legend">{t("submit.venue")}</legend>
        <p className="field__hint">{t("submit.venueHint")}</p>
        <ul className="guide-choices__list">
          {VENUE.map(([field, key]) => (
            <li key={field} className="guide-choice">
              <input
                id={fieldId(path(field))}
                type="checkbox"
                className="guide-choice__input"
                checked={edition[field]}
                onChange={(event) => onChange(field, event.target.checked)}
              />
              <label htmlFor={fieldId(path(field))} className="guide-choice__label">
                {t(`submit.${key}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {onRemove ? (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          {t("submit.removeEdition", { n: index + 1 })}
        </button>
      ) : null}
    </fieldset>
  );
}
