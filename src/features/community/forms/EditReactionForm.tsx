/**
 * Editing one's own reaction in place (POST /conversations/reaction {Id, ConversationId, Body}).
 * A refused edit keeps the text with the server's Dutch text at the field.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ReactionListItem } from "../../../domain/community";
import { editReactionBodySchema } from "../../../domain/community-bodies";
import type { RichTextDoc } from "../../../domain/rich-text/text";
import { SubmitButton } from "../../forms/SubmitButton";
import { editReaction } from "../api";
import { RichTextEditor, type RichTextEditorHandle } from "../editor/RichTextEditor";
import { ct, validationText } from "../text";
import { useFormSubmit } from "../../forms/useFormSubmit";
import { failureText } from "./failure-text";
import { EMPTY_DOC } from "../quote";

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
    schemaText: validationText,
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
      <RichTextEditor ref={editorRef} id={`${id}-Body`} label={ct("editReaction.label")} error={form.errors.Body} initialContent={item.Reaction.Body} onChange={setBody} />
      {form.failure ? (
        <p className="alert alert--error" role="alert">
          {failureText(form.failure)}
        </p>
      ) : null}
      <div className="button-row">
        <SubmitButton busy={form.busy}>{ct("actions.save")}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {ct("actions.cancel")}
        </button>
      </div>
    </form>
  );
}
