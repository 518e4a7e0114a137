/**
 * A password input with a show/hide toggle. The toggle shows one word ("Tonen") and is named
 * with the field's label ("Wachtwoord tonen"), so two toggles on one form stay distinguishable. Paste is allowed.
 */
import { useState } from "react";
import { TextField, type TextFieldProps } from "./TextField";
import forms from "../../i18n/locales/nl/forms.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ forms });

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "after"> & {
  autoComplete: "new-password" | "current-password";
};

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className="button button--secondary field__toggle"
          aria-controls={props.id}
          aria-label={t(visible ? "hidePasswordOf" : "showPasswordOf", { label: props.label })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t("hidePassword") : t("showPassword")}
        </button>
      }
    />
  );
}
