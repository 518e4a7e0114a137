/** The error text of one field: a word prefix ("Fout:") so the error does not rely on colour. */
import forms from "../../i18n/locales/nl/forms.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ forms });

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="field__error" id={id}>
      <span className="field__error-prefix">{t("errorPrefix")}</span> <span>{message}</span>
    </p>
  );
}
