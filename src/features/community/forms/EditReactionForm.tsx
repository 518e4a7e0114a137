/**
 * Editing one's own reaction in place (POST /conversations/reaction {Id, ConversationId, Body}).
 * A refused edit keeps the text with the server's Dutch text at the field.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ReactionListItem } from "../../../domain/community";
import { editReactionBodySchema } from "../../../domain/community-bodies";
import type { RichTextDoc } from "../../../domain/rich-text/text";
import { SubmitButton } from "../../../platform/forms/SubmitButton";
import { editReaction } from "../api";
import { RichTextEditor, type RichTextEditorHandle } from "../../../components/editor/RichTextEditor";
import { useFormSubmit } from "../../../platform/forms/useFormSubmit";
import { failureText } from "../../../components/community/failure-text";
import { EMPTY_DOC } from "../../../components/community/quote";
import community from "../../../i18n/locales/nl/community.json";
import conversationsTexts from "../../../i18n/locales/nl/conversations.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ community });

export interface EditReactionFormProps {
  conversationId: number;
  item: ReactionListItem;
  onSaved: (item: ReactionListItem) => void;
  onCancel: () => void;
}

export default function EditReactionForm({ conversationId, item, onSaved, onCancel }: EditReactionFormProps) {
  const [body, setBody] = useState<RichTextDoc | null>(item.Reaction.Body);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const id = `edit-reaction-${item.Reaction.Id}`;
  const form = useFormSubmit({
    fields: ["Body"] as const,
    fieldId: () => `${id}-Body`,
    messages: { conversations: conversationsTexts },
    focus: (first) => {
      if (first) editorRef.current?.focus();
    },
    busyAfterSuccess: true,
  });

  useEffect(() => {
    editorRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { Id: item.Reaction.Id, ConversationId: conversationId, Body: body ?? EMPTY_DOC };
    await form.submit(editReactionBodySchema, request, async () => onSaved(await editReaction(request)));
  }

  return (
    <form className="form forum-form reaction__edit" noValidate onSubmit={(event) => void onSubmit(event)}>
      <RichTextEditor
        ref={editorRef}
        id={`${id}-Body`}
        label={t("editReaction.label")}
        error={form.errors.Body}
        initialContent={item.Reaction.Body}
        onChange={setBody}
      />
      {form.failure ? (
        <p className="alert alert--error" role="alert">
          {failureText(form.failure)}
        </p>
      ) : null}
      <div className="button-row">
        <SubmitButton busy={form.busy}>{t("actions.save")}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("actions.cancel")}
        </button>
      </div>
    </form>
  );
}
