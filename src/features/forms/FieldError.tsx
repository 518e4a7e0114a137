/** The error text of one field: a word prefix ("Fout:") so the error does not rely on colour. */
import { useTranslation } from "react-i18next";

export function FieldError({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation("forms");
  return (
    <p className="field__error" id={id}>
      <span className="field__error-prefix">{t("errorPrefix")}</span> <span>{message}</span>
    </p>
  );
}
