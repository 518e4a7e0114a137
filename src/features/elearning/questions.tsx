/**
 * The player's questions: multiple choice (radio buttons), the drag question (WCAG 2.5.7: every
 * answer also has a button that puts it in the answer box, by keyboard or tap; dragging is
 * optional) and flip cards (choosing a card turns it over).
 */
import { useId, useRef, useState, type DragEvent } from "react";
import type { ActivityView, AttemptResult } from "../../domain/learning";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export type Feedback = AttemptResult & { answerId: number };
type QuestionProps = {
  activity: ActivityView;
  feedback: Feedback | null;
  busy: boolean;
  onAnswer: (answerId: number) => void;
};

/** The right/wrong text of the last attempt (a live region, so it is read out when it changes). */
export function FeedbackText({ feedback }: { feedback: Feedback | null }) {
  let text: string[] = [];
  if (feedback?.Successful) text = [t("player.correct")];
  else if (feedback)
    text = feedback.TextWhenError
      ? [feedback.TextWhenError, t("player.tryAgain")]
      : [t("player.wrong"), t("player.tryAgain")];
  return (
    <div
      className={`learning-feedback${feedback ? (feedback.Successful ? " learning-feedback--right" : " learning-feedback--wrong") : ""}`}
      role="status"
    >
      {text.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function CheckButton({ busy, onCheck }: { busy: boolean; onCheck: () => void }) {
  return (
    <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => !busy && onCheck()}>
      {t("player.check")}
    </button>
  );
}

function useChoice(onAnswer: (answerId: number) => void) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const check = () => {
    if (chosen === null) setMissing(true);
    else onAnswer(chosen);
  };
  const choose = (id: number | null) => {
    setChosen(id);
    setMissing(false);
  };
  return { chosen, choose, missing, check };
}

function MissingAnswer({ id, missing }: { id: string; missing: boolean }) {
  return missing ? (
    <p id={id} className="field-error">
      {t("player.answerRequired")}
    </p>
  ) : null;
}

export function ChoiceQuestion({ activity, feedback, busy, onAnswer }: QuestionProps) {
  const { chosen, choose, missing, check } = useChoice(onAnswer);
  const errorId = useId();
  return (
    <>
      <fieldset className="learning-choices" aria-describedby={missing ? errorId : undefined}>
        <legend>{activity.Content}</legend>
        {activity.Answers.map((answer) => (
          <label key={answer.Id} className="learning-choice">
            <input
              type="radio"
              name={`vraag-${activity.Id}`}
              value={answer.Id}
              checked={chosen === answer.Id}
              onChange={() => choose(answer.Id)}
            />
            <span>{answer.Content}</span>
          </label>
        ))}
      </fieldset>
      <MissingAnswer id={errorId} missing={missing} />
      <FeedbackText feedback={feedback} />
      {feedback?.Successful ? null : <CheckButton busy={busy} onCheck={check} />}
    </>
  );
}

export function DragQuestion({ activity, feedback, busy, onAnswer }: QuestionProps) {
  const { chosen, choose, missing, check } = useChoice(onAnswer);
  const checkRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const instructionId = useId();
  const placed = activity.Answers.find((answer) => answer.Id === chosen) ?? null;
  const place = (id: number) => {
    choose(id);
    // The button just pressed goes away: focus moves to the answer box.
    requestAnimationFrame(() => checkRef.current?.focus());
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData("text/plain"));
    if (activity.Answers.some((answer) => answer.Id === id)) place(id);
  };
  return (
    <>
      <p className="learning-question">{activity.Content}</p>
      <p id={instructionId} className="learning-hint">
        {t("player.dragInstruction")}
      </p>
      <div
        ref={checkRef}
        tabIndex={-1}
        className={`learning-dropzone${placed ? " learning-dropzone--filled" : ""}`}
        role="group"
        aria-label={t("player.dropZone")}
        aria-describedby={missing ? errorId : instructionId}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        <p className="learning-dropzone__label">{t("player.dropZone")}</p>
        {placed ? (
          <div className="learning-dragcard learning-dragcard--placed">
            <span>{placed.Content}</span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t("player.removeFromZoneLabel", { answer: placed.Content })}
              onClick={() => choose(null)}
            >
              {t("player.removeFromZone")}
            </button>
          </div>
        ) : (
          <p className="learning-dropzone__empty">{t("player.dropZoneEmpty")}</p>
        )}
      </div>
      <MissingAnswer id={errorId} missing={missing} />
      <ul className="learning-dragcards">
        {activity.Answers.filter((answer) => answer.Id !== chosen).map((answer) => (
          <li
            key={answer.Id}
            className="learning-dragcard"
            draggable
            onDragStart={(event) => event.dataTransfer.setData("text/plain", String(answer.Id))}
          >
            <span>{answer.Content}</span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t("player.placeInZoneLabel", { answer: answer.Content })}
              onClick={() => place(answer.Id)}
            >
              {t("player.placeInZone")}
            </button>
          </li>
        ))}
      </ul>
      <FeedbackText feedback={feedback} />
      {feedback?.Successful ? null : <CheckButton busy={busy} onCheck={check} />}
    </>
  );
}

export function FlipCardQuestion({ activity, feedback, busy, onAnswer }: QuestionProps) {
  return (
    <>
      <p className="learning-question">{activity.Content}</p>
      <p className="learning-hint">{t("player.flipInstruction")}</p>
      <ul className="learning-flipcards">
        {activity.Answers.map((answer) => {
          const turned = feedback?.answerId === answer.Id && feedback.Back ? feedback.Back : null;
          return (
            <li key={answer.Id} className={`learning-flipcard${turned ? " learning-flipcard--turned" : ""}`}>
              {turned ? (
                <div className="learning-flipcard__back">
                  {turned.BackImage ? <img src={turned.BackImage} alt="" width={240} height={160} /> : null}
                  <p>{turned.Content}</p>
                </div>
              ) : (
                <button
                  type="button"
                  className="learning-flipcard__front"
                  aria-disabled={busy || feedback?.Successful}
                  onClick={() => !busy && !feedback?.Successful && onAnswer(answer.Id)}
                >
                  {answer.Image ? <img src={answer.Image} alt="" width={240} height={160} /> : null}
                  <span>{answer.ImageLabel}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FeedbackText feedback={feedback} />
    </>
  );
}
