/**
 * Editing one's own conversation (POST /conversations {Id, Title, Body}): title with counter and
 * text; a refused edit keeps both with the server's Dutch texts at their fields.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ConversationView } from "../../../domain/community";
import { editConversationBodySchema } from "../../../domain/community-bodies";
import type { RichTextDoc } from "../../../domain/rich-text/text";
import { ErrorSummary } from "../../../platform/forms/ErrorSummary";
import { SubmitButton } from "../../../platform/forms/SubmitButton";
import { editConversation } from "../api";
import { RichTextEditor } from "../../../components/editor/RichTextEditor";
import { EMPTY_DOC } from "../../../components/community/quote";
import { TitleField } from "../../../components/community/TitleField";
import { useFormSubmit } from "../../../platform/forms/useFormSubmit";
import { failureText } from "../../../components/community/failure-text";
import { LoginAgainLink } from "../../../components/community/LoginAgainLink";
import community from "../../../i18n/locales/nl/community.json";
import conversationsTexts from "../../../i18n/locales/nl/conversations.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ community });

const FIELDS = ["Title", "Body"] as const;
type Field = (typeof FIELDS)[number];

export interface EditConversationFormProps {
  conversation: ConversationView;
  onSaved: (conversation: ConversationView) => void;
  onCancel: () => void;
}

export default function EditConversationForm({ conversation, onSaved, onCancel }: EditConversationFormProps) {
  const [title, setTitle] = useState(conversation.Title);
  const [body, setBody] = useState<RichTextDoc | null>(conversation.Body);
  const titleRef = useRef<HTMLInputElement>(null);
  const id = (field: Field) => `edit-conversation-${field}`;
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId: id,
    messages: { conversations: conversationsTexts },
    focus: "summary",
    busyAfterSuccess: true,
  });
  const { errors, busy } = form;

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { Id: conversation.Id, Title: title, Body: body ?? EMPTY_DOC };
    await form.submit(editConversationBodySchema, request, async () => onSaved(await editConversation(request)));
  }

  return (
    <form
      className="form forum-form conversation__edit"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="edit-conversation-heading"
    >
      <h1 id="edit-conversation-heading">{t("editConversation.title")}</h1>
      <ErrorSummary
        id="edit-conversation-errors"
        ref={form.summaryRef}
        items={form.summary}
        message={failureText(form.failure)}
      >
        <LoginAgainLink failure={form.failure} />
      </ErrorSummary>
      <TitleField id={id("Title")} value={title} onValueChange={setTitle} error={errors.Title} inputRef={titleRef} />
      <RichTextEditor
        id={id("Body")}
        label={t("form.body")}
        error={errors.Body}
        initialContent={conversation.Body}
        onChange={setBody}
      />
      <div className="button-row">
        <SubmitButton busy={busy}>{t("actions.save")}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("actions.cancel")}
        </button>
      </div>
    </form>
  );
}
