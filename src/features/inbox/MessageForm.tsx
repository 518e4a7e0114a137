/**
 * Writing a message to a contact (POST /inbox/inbox/{id}). The draft is kept per user and contact in
 * this browser until the message is sent (it survives a reload and a failed send); a refused
 * message keeps its text with the server's Dutch text at the field. When the text seems to contain
 * personal data (phone number, e-mail, address, BSN) the form asks once: send anyway or edit.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import { messageBodySchema, type InboxMessage } from "../../domain/inbox";
import { richTextToPlainText, type RichTextDoc } from "../../domain/rich-text/text";
import { PersonalDataQuestion, usePersonalDataQuestion } from "../../platform/forms/PersonalDataQuestion";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../../platform/drafts";
import { RichTextEditor, type RichTextEditorHandle } from "../../components/editor/RichTextEditor";
import { DraftNotice } from "../../components/community/DraftNotice";
import { failureText } from "../../components/community/failure-text";
import { LoginAgainLink } from "../../components/community/LoginAgainLink";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { EMPTY_DOC } from "../../components/community/quote";
import { sendMessage } from "./api";
import inbox from "../../i18n/locales/nl/inbox.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ inbox });

const FIELDS = ["Body"] as const;

export function MessageForm({
  otherId,
  userId,
  username,
  onSent,
}: {
  otherId: string;
  userId: string;
  username: string;
  onSent: (message: InboxMessage) => void;
}) {
  const key = draftKey(userId, { kind: "message", otherId });
  const restored = useMemo(() => loadDraft<RichTextDoc>(key), [key]);
  const [body, setBody] = useState<RichTextDoc | null>(restored);
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const question = usePersonalDataQuestion();
  const [editorKey, setEditorKey] = useState(0);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const bodyId = `message-${otherId}-Body`;
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId: () => bodyId,
    messages: { inbox },
    focus: (first) => (first === undefined ? failureRef.current?.focus() : editorRef.current?.focus()),
  });

  function discardDraft() {
    clearDraft(key);
    setBody(null);
    setEditorKey((n) => n + 1);
    setShowRestored(false);
  }

  async function send(anyway: boolean) {
    const request = { Body: body ?? EMPTY_DOC };
    const parsed = form.check(messageBodySchema, request);
    if (!parsed || !question.mayGo(richTextToPlainText(parsed.Body), anyway)) return;
    await form.send(async () => {
      const message = await sendMessage(otherId, request);
      clearDraft(key);
      setBody(null);
      setShowRestored(false);
      setEditorKey((n) => n + 1);
      onSent(message);
    });
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
        error={form.errors.Body}
        initialContent={body}
        onChange={(doc) => {
          setBody(doc);
          if (richTextToPlainText(doc).trim()) saveDraft(key, doc);
          else clearDraft(key);
        }}
      />
      <PersonalDataQuestion
        kinds={question.kinds}
        onSendAnyway={() => void send(true)}
        onEdit={() => {
          question.dismiss();
          editorRef.current?.focus();
        }}
      />
      {form.failure ? (
        <div className="alert alert--error" role="alert" tabIndex={-1} ref={failureRef}>
          <p>{failureText(form.failure)}</p>
          <LoginAgainLink failure={form.failure} />
        </div>
      ) : null}
      <div>
        <SubmitButton busy={form.busy}>{t("form.submit")}</SubmitButton>
      </div>
    </form>
  );
}
