/**
 * The list of problems at the top of a form, announced by screen readers (role="alert"). Each item
 * links to its field; following a link focuses the field. `message` is a form-level error.
 */
import { forwardRef, type ReactNode } from "react";
import forms from "../../i18n/locales/nl/forms.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ forms });

export interface ErrorSummaryItem {
  /** The id of the input the item points to. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  id: string;
  items: ErrorSummaryItem[];
  message?: string | null;
  /** A next step below the form-level message (e.g. a contact link). */
  children?: ReactNode;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { id, items, message, children },
  ref,
) {
  if (!items.length && !message) return null;
  return (
    <div className="error-summary" id={id} role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${id}-title`}>
      <h2 className="error-summary__title" id={`${id}-title`}>
        {t("summaryTitle")}
      </h2>
      {message ? <p className="error-summary__message">{message}</p> : null}
      {message ? children : null}
      {items.length ? (
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(item.fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView?.({ block: "center" });
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
