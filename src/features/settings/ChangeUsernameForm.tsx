/**
 * Settings: change the username. A 400 from the server means the name is taken (spec 000 §8:
 * "Username Taken"); it is shown at the field with the spec's text.
 */
import { useState, type FormEvent } from "react";
import { changeUsernameBodySchema } from "../../domain/account";
import { useTextForm } from "../../platform/forms/useTextForm";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { UsernameField } from "../../platform/forms/UsernameField";
import { ApiError } from "../../platform/http";
import { FormAlert, Saved } from "./Alert";
import { changeUsername } from "./api";
import settings from "../../i18n/locales/nl/settings.json";
import auth from "../../i18n/locales/nl/auth.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ settings, auth });

type Field = "NewUsername" | "Password";
const FIELDS: readonly Field[] = ["NewUsername", "Password"];
const fieldId = (field: Field) => `change-username-${field}`;

/** The client's reading of a refused username change: a 400 without a field is "Username Taken". */
export class UsernameTaken extends ApiError {
  constructor() {
    const text = t("auth:username.taken");
    super(400, "UsernameTaken", text, { NewUsername: [text] });
  }
}

async function changeUsernameOrTaken(body: Parameters<typeof changeUsername>[0]): Promise<string> {
  try {
    return (await changeUsername(body)).Username;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      !error.fieldError("Password") &&
      !error.fieldError("NewUsername")
    ) {
      throw new UsernameTaken();
    }
    throw error;
  }
}

export function ChangeUsernameForm({ username, onChanged }: { username: string; onChanged(username: string): void }) {
  const [saved, setSaved] = useState<string | null>(null);
  const { values, setValues, form, field } = useTextForm({ fields: FIELDS, fieldId, messages: { auth } });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    let name = "";
    const ok = await form.submit(changeUsernameBodySchema, values, async (parsed) => {
      name = await changeUsernameOrTaken(parsed);
    });
    if (ok) {
      setSaved(name);
      setValues({ NewUsername: "", Password: "" });
      onChanged(name);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-username-title">
      <h2 id="settings-username-title">{t("username.title")}</h2>
      <p>{t("username.current", { username })}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
        <FormAlert error={form.failure} />
        <UsernameField {...field("NewUsername")} label={t("auth:username.newLabel")} />
        <PasswordField {...field("Password")} label={t("auth:password.currentLabel")} autoComplete="current-password" />
        <SubmitButton busy={form.busy}>{t("username.submit")}</SubmitButton>
        <Saved text={saved ? t("username.done", { username: saved }) : null} />
      </form>
    </section>
  );
}
