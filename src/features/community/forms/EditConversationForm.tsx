/**
 * Editing one's own conversation (POST /conversations {Id, Title, Body}): title with counter and
 * text; a refused edit keeps both with the server's Dutch texts at their fields.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ConversationView } from "../../../domain/community";
import { editConversationBodySchema } from "../../../domain/community-bodies";
import type { RichTextDoc } from "../../../domain/rich-text/text";
import { ErrorSummary, type ErrorSummaryItem } from "../../forms/ErrorSummary";
import { SubmitButton } from "../../forms/SubmitButton";
import { editConversation } from "../api";
import { RichTextEditor } from "../editor/RichTextEditor";
import { ct } from "../text";
import { formFailure, schemaErrors, serverErrors } from "./form-errors";
import { EMPTY_DOC } from "../quote";
import { TitleField } from "./TitleField";

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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const id = (field: Field) => `edit-conversation-${field}`;

  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
  }, [focusSummary]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const request = { Id: conversation.Id, Title: title, Body: body ?? EMPTY_DOC };
    const parsed = editConversationBodySchema.safeParse(request);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      setFocusSummary((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await editConversation(request));
    } catch (problem) {
      const found = serverErrors(problem, FIELDS);
      setErrors(found);
      if (Object.keys(found).length === 0) setFailure(formFailure(problem));
      setFocusSummary((n) => n + 1);
      setBusy(false);
    }
  }

  const summary: ErrorSummaryItem[] = FIELDS.filter((field) => errors[field]).map((field) => ({ fieldId: id(field), message: errors[field]! }));

  return (
    <form className="form forum-form conversation__edit" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="edit-conversation-heading">
      <h1 id="edit-conversation-heading">{ct("editConversation.title")}</h1>
      <ErrorSummary id="edit-conversation-errors" ref={summaryRef} items={summary} message={failure} />
      <TitleField id={id("Title")} value={title} onValueChange={setTitle} error={errors.Title} inputRef={titleRef} />
      <RichTextEditor id={id("Body")} label={ct("form.body")} error={errors.Body} initialContent={conversation.Body} onChange={setBody} />
      <div className="button-row">
        <SubmitButton busy={busy}>{ct("actions.save")}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {ct("actions.cancel")}
        </button>
      </div>
    </form>
  );
}
