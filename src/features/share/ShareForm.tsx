/**
 * The form of "Delen per e-mail" (ShareByEmail.tsx opens it; its own chunk, with zod). Sender name
 * required, at most 10 comma-separated addresses, optional message; checked with the shared schema
 * first, then by the server. Success shows a calm confirmation; a refused or failed send shows a
 * Dutch text (the spec's English "There was an error": see docs/decisions/028-sharing-and-feedback.md).
 */
import { useMemo, useState, type FormEvent } from "react";
import { shareBodySchema, type ShareContentType } from "../../domain/library";
import { INVALID_FORM, useFormSubmit } from "../../platform/forms/useFormSubmit";
import { FormStatus, type FormOutcome } from "../../platform/forms/FormStatus";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { TextField } from "../../platform/forms/TextField";
import { useFieldValues } from "../../platform/forms/useFieldValues";
import type { ApiError } from "../../platform/http";
import { sharePage } from "./api";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader });

type Field = "SenderName" | "EmailList" | "Message";
const FIELDS: readonly Field[] = ["SenderName", "EmailList", "Message"];

export interface ShareFormProps {
  contentType: ShareContentType;
  itemId: string;
  path: string;
  /** Prefix of the field ids (unique on the page). */
  idBase: string;
}

/** The server's own text when it failed (network, 5xx, rate limit); otherwise the form's calm text. */
function failureText(alert: ApiError, fallback: string): string {
  const serverSide = alert.code !== INVALID_FORM && (alert.status === 0 || alert.status >= 500 || alert.status === 429);
  return serverSide ? alert.message : fallback;
}

export function ShareForm({ contentType, itemId, path, idBase }: ShareFormProps) {
  const id = (field: Field) => `${idBase}-share-${field}`;
  const [values, setValues] = useFieldValues<Record<Field, string>>({ SenderName: "", EmailList: "", Message: "" }, id);
  const [sent, setSent] = useState(false);
  const form = useFormSubmit({ fields: FIELDS, fieldId: id, messages: { reader } });
  const outcome = useMemo<FormOutcome>(
    () =>
      sent
        ? { kind: "sent", text: t("share.sent") }
        : form.failure
          ? { kind: "failed", text: failureText(form.failure, t("share.failed")) }
          : null,
    [sent, form.failure],
  );

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const body = { ...values, ItemId: itemId, Path: path };
    if (await form.submit(shareBodySchema, body, () => sharePage(contentType, body))) {
      setValues((current) => ({ SenderName: current.SenderName, EmailList: "", Message: "" }));
      setSent(true);
    }
  }

  return (
    <form className="form reader-box__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        id={id("SenderName")}
        name="SenderName"
        label={t("share.senderName")}
        value={values.SenderName}
        onValueChange={set("SenderName")}
        error={form.errors.SenderName}
        autoComplete="name"
        required
      />
      <TextAreaField
        id={id("EmailList")}
        name="EmailList"
        label={t("share.emailList")}
        hint={t("share.emailListHint")}
        value={values.EmailList}
        onValueChange={set("EmailList")}
        error={form.errors.EmailList}
        rows={3}
        required
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
      />
      <TextAreaField
        id={id("Message")}
        name="Message"
        label={t("share.message")}
        hint={t("share.messageHint")}
        value={values.Message}
        onValueChange={set("Message")}
        error={form.errors.Message}
        rows={4}
      />
      <div>
        <SubmitButton busy={form.busy}>{t("share.submit")}</SubmitButton>
      </div>
      <FormStatus outcome={outcome} />
    </form>
  );
}
