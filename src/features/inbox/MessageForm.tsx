/**
 * Writing a message to a contact (POST /inbox/inbox/{id}). The draft is kept per user and contact in
 * this browser until the message is sent (it survives a reload and a failed send); a refused
 * message keeps its text with the server's Dutch text at the field. When the text seems to contain
 * personal data (phone number, e-mail, address, BSN) the form asks once: send anyway or edit.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageBodySchema, type InboxMessage } from "../../domain/inbox";
import { personalDataIn, type PersonalDataKind } from "../../domain/personal-data";
import { richTextToPlainText, type RichTextDoc } from "../../domain/rich-text/text";
import { SubmitButton } from "../forms/SubmitButton";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../community/drafts";
import { RichTextEditor, type RichTextEditorHandle } from "../community/editor/RichTextEditor";
import { DraftNotice } from "../community/forms/DraftNotice";
import { formFailure, schemaErrors, serverErrors } from "../community/forms/form-errors";
import { EMPTY_DOC } from "../community/quote";
import { sendMessage } from "./api";

const FIELDS = ["Body"] as const;

export function MessageForm({ otherId, userId, username, onSent }: { otherId: string; userId: string; username: string; onSent: (message: InboxMessage) => void }) {
  const { t } = useTranslation("inbox");
  const key = draftKey(userId, { kind: "message", otherId });
  const restored = useMemo(() => loadDraft<RichTextDoc>(key), [key]);
  const [body, setBody] = useState<RichTextDoc | null>(restored);
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<PersonalDataKind[] | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const bodyId = `message-${otherId}-Body`;

  function discardDraft() {
    clearDraft(key);
    setBody(null);
    setEditorKey((n) => n + 1);
    setShowRestored(false);
  }

  async function send(anyway: boolean) {
    if (busy) return;
    setFailure(null);
    const request = { Body: body ?? EMPTY_DOC };
    const parsed = messageBodySchema.safeParse(request);
    if (!parsed.success) {
      setError(schemaErrors(parsed.error, FIELDS).Body);
      editorRef.current?.focus();
      return;
    }
    setError(undefined);
    const text = richTextToPlainText(parsed.data.Body);
    const kinds = personalDataIn(text);
    if (kinds.length > 0 && !anyway && confirmed !== text) {
      setWarning(kinds);
      window.setTimeout(() => warningRef.current?.focus(), 0);
      return;
    }
    setWarning(null);
    setConfirmed(text);
    setBusy(true);
    try {
      const message = await sendMessage(otherId, request);
      clearDraft(key);
      setBody(null);
      setShowRestored(false);
      setEditorKey((n) => n + 1);
      onSent(message);
    } catch (failed) {
      const found = serverErrors(failed, FIELDS);
      setError(found.Body);
      if (found.Body) editorRef.current?.focus();
      else setFailure(formFailure(failed));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  return (
    <form className="form forum-form message-form" noValidate onSubmit={onSubmit}>
      {showRestored ? <DraftNotice text={t("form.restored")} onDiscard={discardDraft} /> : null}
      <RichTextEditor
        key={editorKey}
        ref={editorRef}
        id={bodyId}
        label={t("form.label")}
        hint={t("form.hint", { username })}
        error={error}
        initialContent={body}
        onChange={(doc) => {
          setBody(doc);
          if (richTextToPlainText(doc).trim()) saveDraft(key, doc);
          else clearDraft(key);
        }}
      />
      {warning ? (
        <div className="alert alert--warning" role="alert" tabIndex={-1} ref={warningRef}>
          <p>{t("personalData.warning", { kinds: warning.map((kind) => t(`personalData.kinds.${kind}`)).join(", ") })}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => void send(true)}>
              {t("personalData.sendAnyway")}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setWarning(null);
                editorRef.current?.focus();
              }}
            >
              {t("personalData.edit")}
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={busy}>{t("form.submit")}</SubmitButton>
      </div>
    </form>
  );
}
