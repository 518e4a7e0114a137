/** The error text of one field: a word prefix ("Fout:") so the error does not rely on colour. */
import "../../i18n/forms-texts";
import { translate } from "../../i18n/translate";

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="field__error" id={id}>
      <span className="field__error-prefix">{translate("forms", "errorPrefix")}</span> <span>{message}</span>
    </p>
  );
}
