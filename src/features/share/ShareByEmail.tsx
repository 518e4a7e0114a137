/**
 * "Delen per e-mail" on article and news pages (spec 000 §5, §7, §8; spec 001 §3.1 Library send).
 * A disclosure button opens the form in place (no modal: nothing to trap, works with zoom).
 * Sender name required, at most 10 comma-separated addresses, optional message; checked with the
 * shared schema first, then by the server. Success shows a calm confirmation; a refused or failed
 * send shows a Dutch text (the spec's English "There was an error": see docs/decisions.md).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { shareBodySchema, type ShareContentType } from "../../domain/library";
import { SubmitButton } from "../forms/SubmitButton";
import { TextField } from "../forms/TextField";
import { ApiError } from "../http";
import { sharePage } from "./api";
import { apiFieldTexts, zodFieldTexts } from "./form-errors";
import { TextAreaField } from "./TextAreaField";
import "./reader.css";

type Field = "SenderName" | "EmailList" | "Message";
const FIELDS: readonly Field[] = ["SenderName", "EmailList", "Message"];

export interface ShareByEmailProps {
  contentType: ShareContentType;
  /** The Drupal id (uuid) of the page. */
  itemId: string;
  /** The page's path on this site, e.g. "/over-reuma/jicht". */
  path: string;
}

export function ShareByEmail({ contentType, itemId, path }: ShareByEmailProps) {
  const { t } = useTranslation("reader");
  const base = useId().replace(/:/g, "");
  const id = (field: Field) => `${base}-share-${field}`;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ SenderName: "", EmailList: "", Message: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ kind: "sent" | "failed"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusField, setFocusField] = useState<{ field: Field; n: number } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  useEffect(() => {
    if (focusField) inputs.current[focusField.field]?.focus();
  }, [focusField]);
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const focus = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) setFocusField((current) => ({ field: first, n: (current?.n ?? 0) + 1 }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const body = { ...values, ItemId: itemId, Path: path };
    const parsed = shareBodySchema.safeParse(body);
    if (!parsed.success) {
      const found = zodFieldTexts(parsed.error, FIELDS);
      setErrors(found);
      focus(found);
      if (!FIELDS.some((field) => found[field])) setStatus({ kind: "failed", text: t("share.failed") });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sharePage(contentType, body);
      setValues({ SenderName: values.SenderName, EmailList: "", Message: "" });
      setStatus({ kind: "sent", text: t("share.sent") });
    } catch (error) {
      const found = apiFieldTexts(error, FIELDS);
      if (FIELDS.some((field) => found[field])) {
        setErrors(found);
        focus(found);
      } else {
        const serverSide = error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429);
        setStatus({ kind: "failed", text: serverSide ? (error as ApiError).message : t("share.failed") });
      }
    } finally {
      setBusy(false);
    }
  }

  const panelId = `${base}-share-panel`;
  return (
    <section className="reader-box share" aria-labelledby={`${base}-share-title`}>
      <h2 className="reader-box__title" id={`${base}-share-title`}>
        {t(contentType === "news" ? "share.titleNews" : "share.title")}
      </h2>
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {t("share.open")}
      </button>
      <div id={panelId} hidden={!open}>
        <form className="form reader-box__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            id={id("SenderName")}
            name="SenderName"
            label={t("share.senderName")}
            value={values.SenderName}
            onValueChange={set("SenderName")}
            error={errors.SenderName}
            autoComplete="name"
            required
            inputRef={(el) => {
              inputs.current.SenderName = el;
            }}
          />
          <TextAreaField
            id={id("EmailList")}
            name="EmailList"
            label={t("share.emailList")}
            hint={t("share.emailListHint")}
            value={values.EmailList}
            onValueChange={set("EmailList")}
            error={errors.EmailList}
            rows={3}
            required
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            inputRef={(el) => {
              inputs.current.EmailList = el;
            }}
          />
          <TextAreaField
            id={id("Message")}
            name="Message"
            label={t("share.message")}
            hint={t("share.messageHint")}
            value={values.Message}
            onValueChange={set("Message")}
            error={errors.Message}
            rows={4}
            inputRef={(el) => {
              inputs.current.Message = el;
            }}
          />
          <div>
            <SubmitButton busy={busy}>{t("share.submit")}</SubmitButton>
          </div>
          {status ? (
            <p
              ref={statusRef}
              tabIndex={-1}
              className={status.kind === "sent" ? "notice notice--success" : "alert alert--error"}
              role={status.kind === "sent" ? "status" : "alert"}
            >
              {status.text}
            </p>
          ) : null}
        </form>
      </div>
    </section>
  );
}
