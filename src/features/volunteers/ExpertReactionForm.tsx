/**
 * The expert reaction form (spec 000 §5: text and an accepted-terms checkbox; §8: the error when no
 * question can be found to respond to; decision 415): a volunteer reacts to an open question for its
 * organisation, which also signs them up. Their earlier reaction fills the text, and sending again
 * replaces it; the terms are accepted with every send. Checked with the shared schema first, then
 * the server's Dutch texts at the fields, or above the button when it concerns no field (the
 * question is gone or closed).
 */
import { useRef, useState, type FormEvent } from "react";
import { NewTabLink } from "../../components/NewTabLink";
import { formatDay } from "../../components/dates";
import { expertReactionSchema, type ExpertReaction, type OpportunityListItem } from "../../domain/volunteers";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { TextAreaField } from "../../platform/forms/TextAreaField";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { TextWithLinks } from "../../i18n/TextWithLinks";
import { reactToQuestion } from "./api";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

const FIELDS = ["Text", "AcceptedTerms"] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `expert-reaction-${field}`;

export interface ExpertReactionFormProps {
  questionId: number;
  reaction: ExpertReaction | null;
  onSent: (answer: OpportunityListItem & { MyReaction: ExpertReaction }) => void;
}

export function ExpertReactionForm({ questionId, reaction, onSent }: ExpertReactionFormProps) {
  const [text, setText] = useState(reaction?.Text ?? "");
  const [accepted, setAccepted] = useState(false);
  const [sent, setSent] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    messages: { volunteers },
    focus: (first) => (first ? document.getElementById(fieldId(first))?.focus() : failureRef.current?.focus()),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const ok = await form.submit(expertReactionSchema, { Text: text, AcceptedTerms: accepted }, async (body) => {
      const answer = await reactToQuestion(questionId, body);
      setText(answer.MyReaction.Text);
      setAccepted(false);
      onSent(answer);
    });
    setSent(ok);
  }

  return (
    <section className="interest-box" aria-labelledby="expert-reaction-heading">
      <h2 id="expert-reaction-heading">{t("ui.reaction.heading")}</h2>
      <p>{t("ui.reaction.intro")}</p>
      {reaction ? <p>{t("ui.reaction.yours", { date: formatDay(reaction.Modified) })}</p> : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id={fieldId("Text")}
          name="Text"
          label={t("ui.reaction.label")}
          value={text}
          onValueChange={setText}
          error={form.errors.Text}
          rows={6}
        />
        <CheckboxField
          id={fieldId("AcceptedTerms")}
          name="AcceptedTerms"
          required
          checked={accepted}
          onCheckedChange={setAccepted}
          error={form.errors.AcceptedTerms}
          label={<TextWithLinks text={t("ui.reaction.terms")} links={{ terms: <NewTabLink href="/voorwaarden" /> }} />}
        />
        {form.failure ? (
          <p ref={failureRef} tabIndex={-1} className="alert alert--error" role="alert">
            {form.failure.message || t("errors.opportunitiesFailed")}
          </p>
        ) : null}
        <SubmitButton busy={form.busy}>{t("ui.reaction.send")}</SubmitButton>
        <div role="status">{sent ? <p className="notice notice--success">{t("ui.reaction.sent")}</p> : null}</div>
      </form>
    </section>
  );
}
