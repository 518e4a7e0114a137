/**
 * Writing or editing a story (PUT /CustomBlog/BlogPost/): title, a short summary (optional), the
 * text in the rich-text editor with photos (each with its description), who may read it, a
 * preview, and "Plaats je verhaal" or "Opslaan als concept". Nothing typed is lost: the draft is
 * kept per user and story in this browser while typing (it survives a reload, a failed send and
 * closing the tab) and removed after a successful send; a refused send keeps everything with the
 * server's Dutch text at its field.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import type { Visibility } from "../../../domain/community";
import { storyExtensions } from "../../../domain/rich-text/story-image";
import type { RichTextDoc } from "../../../domain/rich-text/text";
import { STORY_BODY_MAX, STORY_DESCRIPTION_MAX, type BlogPostView } from "../../../domain/stories";
import { storyBodySchema } from "../../../domain/stories/bodies";
import { RichText } from "../../../components/RichText";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../../../platform/drafts";
import { RichTextEditor } from "../../../components/editor/RichTextEditor";
import { DraftNotice } from "../../../components/community/DraftNotice";
import { TitleField } from "../../../components/community/TitleField";
import { failureText } from "../../../components/community/failure-text";
import { LoginAgainLink } from "../../../components/community/LoginAgainLink";
import { useFormSubmit } from "../../../platform/forms/useFormSubmit";
import { EMPTY_DOC } from "../../../components/community/quote";
import { ErrorSummary } from "../../../platform/forms/ErrorSummary";
import { FieldError } from "../../../platform/forms/FieldError";
import { SubmitButton } from "../../../platform/forms/SubmitButton";
import { TextField } from "../../../platform/forms/TextField";
import { saveStory } from "../api";
import { ImagePanel } from "./ImagePanel";
import stories from "../../../i18n/locales/nl/stories.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ stories });

const FIELDS = ["Title", "Description", "Body", "Visibility"] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `story-${field}`;

export interface StoryDraft {
  Title: string;
  Description: string;
  Body: RichTextDoc | null;
  Visibility: Visibility;
}

export interface StoryFormProps {
  userId: string;
  /** The story being edited; null for a new one. */
  story: BlogPostView | null;
  onSaved: (story: BlogPostView) => void;
  cancelHref: string;
}

export default function StoryForm({ userId, story, onSaved, cancelHref }: StoryFormProps) {
  const key = draftKey(userId, { kind: "story", postId: story?.Id ?? 0 });
  const restored = useMemo(() => loadDraft<StoryDraft>(key), [key]);
  const initial: StoryDraft = story
    ? { Title: story.Title, Description: story.Description, Body: story.Body, Visibility: story.Visibility }
    : { Title: "", Description: "", Body: null, Visibility: "public" };
  const [values, setValues] = useState<StoryDraft>(() => restored ?? initial);
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [preview, setPreview] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const publish = useRef(true);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    messages: { stories },
    focus: "summary",
    busyAfterSuccess: true,
  });
  const { errors, failure, busy, summary, summaryRef } = form;

  function update(next: Partial<StoryDraft>) {
    setValues((current) => {
      const merged = { ...current, ...next };
      saveDraft(key, merged);
      return merged;
    });
  }

  function discardDraft() {
    clearDraft(key);
    setValues(initial);
    setEditorKey((n) => n + 1);
    setShowRestored(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The draft button sets this for its own submit only; Enter and the main button publish.
    const published = publish.current || Boolean(story?.Published);
    publish.current = true;
    const body = {
      Id: story?.Id ?? 0,
      Title: values.Title,
      Description: values.Description,
      Body: values.Body ?? EMPTY_DOC,
      Visibility: values.Visibility,
      Published: published,
    };
    await form.submit(storyBodySchema, body, async () => {
      const saved = await saveStory(body);
      clearDraft(key);
      onSaved(saved);
    });
  }

  return (
    <form className="form forum-form story-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {showRestored ? <DraftNotice text={t("write.restored")} onDiscard={discardDraft} /> : null}
      <ErrorSummary id="story-errors" ref={summaryRef} items={summary} message={failureText(failure)}>
        <LoginAgainLink failure={failure} />
      </ErrorSummary>

      <TitleField
        id={fieldId("Title")}
        value={values.Title}
        onValueChange={(Title) => update({ Title })}
        error={errors.Title}
      />
      <TextField
        id={fieldId("Description")}
        name="Description"
        label={t("write.descriptionLabel")}
        hint={t("write.descriptionHint")}
        value={values.Description}
        onValueChange={(Description) => update({ Description })}
        error={errors.Description}
        maxLength={STORY_DESCRIPTION_MAX * 2}
      />

      <div hidden={preview}>
        <RichTextEditor
          key={editorKey}
          id={fieldId("Body")}
          label={t("write.bodyLabel")}
          hint={`${t("write.bodyHint")} ${t("write.privacyHint")}`}
          error={errors.Body}
          initialContent={values.Body}
          max={STORY_BODY_MAX}
          extensions={storyExtensions}
          panel={{
            label: t("image.add"),
            render: (insert, close) => <ImagePanel idBase="story-image" insert={insert} close={close} />,
          }}
          onChange={(doc) => update({ Body: doc })}
        />
      </div>
      {preview ? (
        <section className="story-preview" aria-labelledby="story-preview-title">
          <h2 id="story-preview-title">{t("write.previewTitle")}</h2>
          <p className="story-preview__title">{values.Title}</p>
          <RichText doc={values.Body} className="rich-text story__body" />
        </section>
      ) : null}
      <p>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={preview}
          onClick={() => setPreview((on) => !on)}
        >
          {t(preview ? "write.closePreview" : "write.preview")}
        </button>
      </p>

      <fieldset
        className={errors.Visibility ? "field field--invalid choice-group" : "field choice-group"}
        aria-describedby={errors.Visibility ? `${fieldId("Visibility")}-error` : undefined}
      >
        <legend className="field__label">{t("write.visibility")}</legend>
        {errors.Visibility ? <FieldError id={`${fieldId("Visibility")}-error`} message={errors.Visibility} /> : null}
        <ul className="choice-list">
          {(["public", "participants"] as const).map((visibility, index) => {
            const inputId = index === 0 ? fieldId("Visibility") : `${fieldId("Visibility")}-${visibility}`;
            return (
              <li key={visibility}>
                <input
                  type="radio"
                  id={inputId}
                  name="Visibility"
                  value={visibility}
                  checked={values.Visibility === visibility}
                  onChange={() => update({ Visibility: visibility })}
                />
                <label htmlFor={inputId}>{t(`write.${visibility}`)}</label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="button-row">
        <SubmitButton busy={busy}>{t(story?.Published ? "write.saveChanges" : "write.publish")}</SubmitButton>
        {story?.Published ? null : (
          <button
            type="submit"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => (publish.current = false)}
          >
            {t("write.saveDraft")}
          </button>
        )}
        <a className="button button--secondary" href={cancelHref}>
          {t("write.cancel")}
        </a>
      </div>
    </form>
  );
}
