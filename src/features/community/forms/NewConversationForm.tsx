/**
 * Starting a conversation in a group (POST /conversations/{groupId}): title with counter, the text
 * in the rich-text editor, who may read it (public or participants only), the group's terms and
 * following it. Nothing typed is lost: the draft is kept per user and group in this browser while
 * typing (it survives a reload and a failed send) and removed after a successful send; a refused
 * send keeps everything with the server's Dutch text at its field.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import type { ConversationView, TermView, Visibility } from "../../../domain/community";
import { newConversationBodySchema } from "../../../domain/community-bodies";
import { richTextToPlainText, type RichTextDoc } from "../../../domain/rich-text/text";
import { CheckboxField } from "../../../platform/forms/CheckboxField";
import { ErrorSummary } from "../../../platform/forms/ErrorSummary";
import { FieldError } from "../../../platform/forms/FieldError";
import { PersonalDataQuestion, usePersonalDataQuestion } from "../../../platform/forms/PersonalDataQuestion";
import { SubmitButton } from "../../../platform/forms/SubmitButton";
import { createConversation } from "../api";
import { EMPTY_DOC } from "../../../components/community/quote";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../../../platform/drafts";
import { RichTextEditor, type RichTextEditorHandle } from "../../../components/editor/RichTextEditor";
import { DraftNotice } from "../../../components/community/DraftNotice";
import { TitleField } from "../../../components/community/TitleField";
import { useFormSubmit } from "../../../platform/forms/useFormSubmit";
import { failureText } from "../../../components/community/failure-text";
import { LoginAgainLink } from "../../../components/community/LoginAgainLink";
import community from "../../../i18n/locales/nl/community.json";
import conversationsTexts from "../../../i18n/locales/nl/conversations.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ community });

const FIELDS = ["Title", "Description", "Visibility", "GroupTermIds", "FollowConversation"] as const;
type Field = (typeof FIELDS)[number];

export interface ConversationDraft {
  Title: string;
  Description: RichTextDoc | null;
  Visibility: Visibility;
  GroupTermIds: number[];
  FollowConversation: boolean;
}

export interface NewConversationFormProps {
  groupId: number;
  userId: string;
  terms: TermView[];
  cancelHref: string;
  onCreated: (conversation: ConversationView) => void;
}

const fieldId = (field: Field) => `new-conversation-${field}`;

export default function NewConversationForm({
  groupId,
  userId,
  terms,
  cancelHref,
  onCreated,
}: NewConversationFormProps) {
  const key = draftKey(userId, { kind: "conversation", groupId });
  const restored = useMemo(() => loadDraft<ConversationDraft>(key), [key]);
  const [values, setValues] = useState<ConversationDraft>(
    () =>
      restored ?? { Title: "", Description: null, Visibility: "public", GroupTermIds: [], FollowConversation: true },
  );
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [editorKey, setEditorKey] = useState(0);
  const question = usePersonalDataQuestion();
  const editorRef = useRef<RichTextEditorHandle>(null);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    messages: { conversations: conversationsTexts },
    focus: "summary",
    busyAfterSuccess: true,
  });
  const { errors, busy } = form;

  function update(next: Partial<ConversationDraft>) {
    setValues((current) => {
      const merged = { ...current, ...next };
      saveDraft(key, merged);
      return merged;
    });
  }

  function discardDraft() {
    clearDraft(key);
    setValues({ Title: "", Description: null, Visibility: "public", GroupTermIds: [], FollowConversation: true });
    setEditorKey((n) => n + 1);
    setShowRestored(false);
  }

  async function onSubmit(event?: FormEvent, anyway = false) {
    event?.preventDefault();
    const body = { ...values, Description: values.Description ?? EMPTY_DOC };
    const parsed = form.check(newConversationBodySchema, body);
    if (!parsed || !question.mayGo(`${parsed.Title}\n${richTextToPlainText(parsed.Description)}`, anyway)) return;
    await form.send(async () => {
      const created = await createConversation(groupId, body);
      clearDraft(key);
      onCreated(created);
    });
  }

  return (
    <form
      className="form forum-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby="new-conversation-intro"
    >
      <p id="new-conversation-intro" className="form-page__intro">
        {t("newConversation.intro")}
      </p>
      {showRestored ? <DraftNotice text={t("draft.restoredConversation")} onDiscard={discardDraft} /> : null}
      <ErrorSummary
        id="new-conversation-errors"
        ref={form.summaryRef}
        items={form.summary}
        message={failureText(form.failure)}
      >
        <LoginAgainLink failure={form.failure} />
      </ErrorSummary>

      <TitleField
        id={fieldId("Title")}
        value={values.Title}
        onValueChange={(Title) => update({ Title })}
        error={errors.Title}
      />

      <RichTextEditor
        key={editorKey}
        ref={editorRef}
        id={fieldId("Description")}
        label={t("form.body")}
        hint={t("form.bodyHint")}
        error={errors.Description}
        initialContent={values.Description}
        onChange={(doc) => update({ Description: doc })}
      />

      <fieldset
        className={errors.Visibility ? "field field--invalid choice-group" : "field choice-group"}
        aria-describedby={errors.Visibility ? `${fieldId("Visibility")}-error` : undefined}
      >
        <legend className="field__label">{t("form.visibility")}</legend>
        {errors.Visibility ? <FieldError id={`${fieldId("Visibility")}-error`} message={errors.Visibility} /> : null}
        <ul className="choice-list">
          {(["public", "participants"] as const).map((visibility, index) => (
            <li key={visibility}>
              <input
                type="radio"
                id={index === 0 ? fieldId("Visibility") : `${fieldId("Visibility")}-${visibility}`}
                name="Visibility"
                value={visibility}
                checked={values.Visibility === visibility}
                onChange={() => update({ Visibility: visibility })}
                aria-describedby={`${fieldId("Visibility")}-${visibility}-hint`}
              />
              <label htmlFor={index === 0 ? fieldId("Visibility") : `${fieldId("Visibility")}-${visibility}`}>
                {t(`form.visibility_${visibility}`)}
              </label>
              <p className="choice-list__hint" id={`${fieldId("Visibility")}-${visibility}-hint`}>
                {t(`form.visibility_${visibility}_hint`)}
              </p>
            </li>
          ))}
        </ul>
      </fieldset>

      {terms.length > 0 ? (
        <fieldset className={errors.GroupTermIds ? "field field--invalid choice-group" : "field choice-group"}>
          <legend className="field__label">
            {t("form.terms")} <span className="field__optional">{t("form.optional")}</span>
          </legend>
          {errors.GroupTermIds ? (
            <FieldError id={`${fieldId("GroupTermIds")}-error`} message={errors.GroupTermIds} />
          ) : null}
          <ul className="choice-list choice-list--columns">
            {terms.map((term, index) => (
              <li key={term.TermId}>
                <input
                  type="checkbox"
                  id={index === 0 ? fieldId("GroupTermIds") : `${fieldId("GroupTermIds")}-${term.TermId}`}
                  checked={values.GroupTermIds.includes(term.TermId)}
                  onChange={(event) =>
                    update({
                      GroupTermIds: event.target.checked
                        ? [...values.GroupTermIds, term.TermId]
                        : values.GroupTermIds.filter((idValue) => idValue !== term.TermId),
                    })
                  }
                />
                <label htmlFor={index === 0 ? fieldId("GroupTermIds") : `${fieldId("GroupTermIds")}-${term.TermId}`}>
                  {term.Name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <CheckboxField
        id={fieldId("FollowConversation")}
        name="FollowConversation"
        label={t("form.followNew")}
        checked={values.FollowConversation}
        onCheckedChange={(FollowConversation) => update({ FollowConversation })}
        error={errors.FollowConversation}
      />

      <PersonalDataQuestion
        kinds={question.kinds}
        onSendAnyway={() => void onSubmit(undefined, true)}
        onEdit={() => {
          question.dismiss();
          editorRef.current?.focus();
        }}
      />
      <div className="button-row">
        <SubmitButton busy={busy}>{t("newConversation.submit")}</SubmitButton>
        <a className="button button--secondary" href={cancelHref}>
          {t("actions.cancel")}
        </a>
      </div>
    </form>
  );
}
