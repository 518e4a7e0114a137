/**
 * Editing one's own reaction in place, the one form for a conversation's reactions (POST
 * /conversations/reaction) and a story's (PUT /CustomBlog/BlogPost/{id}/reactions/{reactionId}):
 * `save` sends the text where it belongs. The text is checked with the reactions' shared schema
 * first ("Schrijf eerst je reactie."); a refused edit keeps the text with the server's Dutch text at
 * the field.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ReactionListItem } from "../../domain/community";
import { reactionTextBodySchema } from "../../domain/community-bodies";
import type { RichTextDoc } from "../../domain/rich-text/text";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { RichTextEditor, type RichTextEditorHandle } from "../editor/RichTextEditor";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { failureText } from "./failure-text";
import { LoginAgainLink } from "./LoginAgainLink";
import { EMPTY_DOC } from "./quote";
import community from "../../i18n/locales/nl/community.json";
import conversationsTexts from "../../i18n/locales/nl/conversations.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export interface EditReactionFormProps {
  item: ReactionListItem;
  /** Sends the new text (the conversation's call or the story's) and answers the saved reaction. */
  save: (body: RichTextDoc) => Promise<ReactionListItem>;
  onSaved: (item: ReactionListItem) => void;
  onCancel: () => void;
}

export default function EditReactionForm({ item, save, onSaved, onCancel }: EditReactionFormProps) {
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
    await form.submit(reactionTextBodySchema, { Body: body ?? EMPTY_DOC }, async (valid) =>
      onSaved(await save(valid.Body)),
    );
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
        <div className="alert alert--error" role="alert">
          <p>{failureText(form.failure)}</p>
          <LoginAgainLink failure={form.failure} />
        </div>
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
