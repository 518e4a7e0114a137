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
import { ct } from "../text";
import { formFailure, schemaErrors, serverErrors } from "./form-errors";
import { EMPTY_DOC } from "../quote";

export interface EditReactionFormProps {
  conversationId: number;
  item: ReactionListItem;
  onSaved: (item: ReactionListItem) => void;
  onCancel: () => void;
}

export default function EditReactionForm({ conversationId, item, onSaved, onCancel }: EditReactionFormProps) {
  const [body, setBody] = useState<RichTextDoc | null>(item.Reaction.Body);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const id = `edit-reaction-${item.Reaction.Id}`;

  useEffect(() => {
    editorRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const request = { Id: item.Reaction.Id, ConversationId: conversationId, Body: body ?? EMPTY_DOC };
    const parsed = editReactionBodySchema.safeParse(request);
    if (!parsed.success) {
      setError(schemaErrors(parsed.error, ["Body"] as const).Body);
      editorRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await editReaction(request));
    } catch (problem) {
      const found = serverErrors(problem, ["Body"] as const);
      if (found.Body) {
        setError(found.Body);
        editorRef.current?.focus();
      } else setFailure(formFailure(problem));
      setBusy(false);
    }
  }

  return (
    <form className="form forum-form reaction__edit" noValidate onSubmit={(event) => void onSubmit(event)}>
      <RichTextEditor ref={editorRef} id={`${id}-Body`} label={ct("editReaction.label")} error={error} initialContent={item.Reaction.Body} onChange={setBody} />
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="button-row">
        <SubmitButton busy={busy}>{ct("actions.save")}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {ct("actions.cancel")}
        </button>
      </div>
    </form>
  );
}
