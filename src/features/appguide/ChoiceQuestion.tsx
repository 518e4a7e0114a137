/**
 * One question of the wizard: a fieldset whose legend is the question (a heading, focused when the
 * step opens), a hint, and the error tied to the group (aria-describedby) in a live region, so a
 * refused third goal is announced as well as shown. Checkboxes or radios with 44 px targets.
 */
import { forwardRef, type ReactNode } from "react";
import { FieldError } from "../../platform/forms/FieldError";

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

export interface ChoiceQuestionProps {
  name: string;
  type: "checkbox" | "radio";
  legend: string;
  hint: string;
  choices: readonly Choice[];
  selected: readonly string[];
  error: string | null;
  onChange(value: string, checked: boolean): void;
  /** Below the choices (the goals' "1 van 2 gekozen"). */
  status?: ReactNode;
}

export const ChoiceQuestion = forwardRef<HTMLHeadingElement, ChoiceQuestionProps>(function ChoiceQuestion(
  { name, type, legend, hint, choices, selected, error, onChange, status },
  headingRef,
) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`choice-group wizard__question${error ? " field--invalid" : ""}`}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend>
        <h2 className="wizard__legend" ref={headingRef} tabIndex={-1}>
          {legend}
        </h2>
      </legend>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <div aria-live="assertive" className="wizard__error">
        {error ? <FieldError id={errorId} message={error} /> : null}
      </div>
      <ul className="choice-list wizard__choices">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <li key={choice.value}>
              <input
                id={id}
                type={type}
                name={name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
                onChange={(event) => onChange(choice.value, event.currentTarget.checked)}
              />
              <label htmlFor={id}>{choice.label}</label>
              {choice.hint ? (
                <p className="choice-list__hint" id={`${id}-hint`}>
                  {choice.hint}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {status}
    </fieldset>
  );
});
