/**
 * The article feedback form (spec 000 §5: "Vul je feedback in om dit formulier te verzenden."),
 * its own chunk (with zod), hydrated when the reader gets to it (ArticleFeedback.tsx).
 * POST /api/v1/library/feedback {ItemId, Path, Feedback}; the editors read it (table, FEEDBACK_TO).
 */
import { useMemo, useState, type FormEvent } from "react";
import { feedbackBodySchema } from "../../domain/library";
import { INVALID_FORM, useFormSubmit } from "../../platform/forms/useFormSubmit";
import { FormStatus, type FormOutcome } from "../../platform/forms/FormStatus";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { useFieldValues } from "../../platform/forms/useFieldValues";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import { sendFeedback } from "./api";
import reader from "../../i18n/locales/nl/reader.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ reader });

const FIELDS = ["Feedback"] as const;

export interface FeedbackFormProps {
  itemId: string;
  path: string;
  /** Prefix of the field id (unique on the page). */
  idBase: string;
}

export function FeedbackForm({ itemId, path, idBase }: FeedbackFormProps) {
  const fieldId = () => `${idBase}-feedback`;
  const [values, setValues] = useFieldValues({ Feedback: "" }, fieldId);
  const [sent, setSent] = useState(false);
  const form = useFormSubmit({ fields: FIELDS, fieldId, messages: { reader } });
  const outcome = useMemo<FormOutcome>(() => {
    if (sent) return { kind: "sent", text: t("feedback.sent") };
    if (!form.failure) return null;
    return { kind: "failed", text: form.failure.code === INVALID_FORM ? t("share.failed") : form.failure.message };
  }, [sent, form.failure]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const body = { ItemId: itemId, Path: path, Feedback: values.Feedback };
    if (await form.submit(feedbackBodySchema, body, () => sendFeedback(body))) {
      setValues({ Feedback: "" });
      setSent(true);
    }
  }

  return (
    <form className="form reader-box__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        id={fieldId()}
        name="Feedback"
        label={t("feedback.label")}
        hint={t("feedback.intro")}
        value={values.Feedback}
        onValueChange={(Feedback) => setValues({ Feedback })}
        error={form.errors.Feedback}
        rows={5}
        required
      />
      <div>
        <SubmitButton busy={form.busy}>{t("feedback.submit")}</SubmitButton>
      </div>
      <FormStatus outcome={outcome} />
    </form>
  );
}
