/**
 * The article feedback form (spec 000 §5: "Vul je feedback in om dit formulier te verzenden.").
 * POST /api/v1/library/feedback {ItemId, Path, Feedback}; the editors read it (table, FEEDBACK_TO).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { feedbackBodySchema } from "../../domain/library";
import { SubmitButton } from "../forms/SubmitButton";
import { ApiError } from "../http";
import { apiFieldTexts, zodFieldTexts } from "../share/form-errors";
import { TextAreaField } from "../share/TextAreaField";
import { sendFeedback } from "./api";
import "../share/reader.css";

export interface ArticleFeedbackProps {
  itemId: string;
  path: string;
}

export function ArticleFeedback({ itemId, path }: ArticleFeedbackProps) {
  const { t } = useTranslation(["reader", "errors"]);
  const base = useId().replace(/:/g, "");
  const fieldId = `${base}-feedback`;
  const [feedback, setFeedback] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ kind: "sent" | "failed"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusTick) inputRef.current?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const body = { ItemId: itemId, Path: path, Feedback: feedback };
    const parsed = feedbackBodySchema.safeParse(body);
    if (!parsed.success) {
      const found = zodFieldTexts(parsed.error, ["Feedback"] as const);
      setError(found.Feedback);
      if (found.Feedback) setFocusTick((n) => n + 1);
      else setStatus({ kind: "failed", text: t("reader:share.failed") });
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await sendFeedback(body);
      setFeedback("");
      setStatus({ kind: "sent", text: t("reader:feedback.sent") });
    } catch (failure) {
      const found = apiFieldTexts(failure, ["Feedback"] as const);
      if (found.Feedback) {
        setError(found.Feedback);
        setFocusTick((n) => n + 1);
      } else {
        setStatus({ kind: "failed", text: failure instanceof ApiError ? failure.message : t("errors:generic") });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="reader-box feedback" aria-labelledby={`${base}-feedback-title`}>
      <h2 className="reader-box__title" id={`${base}-feedback-title`}>
        {t("reader:feedback.title")}
      </h2>
      <form className="form reader-box__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id={fieldId}
          name="Feedback"
          label={t("reader:feedback.label")}
          hint={t("reader:feedback.intro")}
          value={feedback}
          onValueChange={setFeedback}
          error={error}
          rows={5}
          required
          inputRef={(el) => {
            inputRef.current = el;
          }}
        />
        <div>
          <SubmitButton busy={busy}>{t("reader:feedback.submit")}</SubmitButton>
        </div>
        {status ? (
          <p
            ref={statusRef}
            tabIndex={-1}
            className={status.kind === "sent" ? "notice notice--success" : "alert alert--error"}
            role={status.kind === "sent" ? "status" : "alert"}
          >
            {status.text}
          </p>
        ) : null}
      </form>
    </section>
  );
}
