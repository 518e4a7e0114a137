/**
 * The app guide's wizard (/keuzehulp, spec 001 §2.8, §5): five questions, one per step, with back
 * and forward. The answers and the step live in the address (src/domain/appguide/answers.ts):
 * a changed answer replaces the address, a new step adds a history entry, so the browser's back
 * button goes back a question and a reload or a shared link opens the same question. A step cannot
 * be left while its answer breaks the rules; the error is shown and announced at the question.
 */
import { navigate } from "gatsby";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  EMPTY_ANSWERS,
  STEPS,
  STEP_COUNT,
  parseAnswers,
  serializeAnswers,
  stepError,
  stepFromSearch,
  toggleGoal,
  toggleReason,
  type Answers,
  type Step,
} from "../../domain/appguide/answers";
import {
  BUDGETS,
  GOALS,
  INTENSITIES,
  PLATFORMS,
  REASONS,
  isBudget,
  isIntensity,
  isPlatform,
  type Goal,
  type Reason,
} from "../../domain/appguide/options";
import { trackAppSelector } from "./analytics";
import { ChoiceQuestion, type Choice } from "./ChoiceQuestion";
import { OVERVIEW_PATH, RESULT_PATH } from "./paths";
import "./appguide.css";
import appguide from "../../i18n/locales/nl/appguide.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide });

interface View {
  step: number;
  answers: Answers;
}

export function AppWizard() {
  const [view, setView] = useState<View>({ step: 1, answers: EMPTY_ANSWERS });
  const [error, setError] = useState<string | null>(null);
  // Set once the island has read the address (the browser tests wait for data-ready).
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusNext = useRef(false);

  useEffect(() => {
    const read = () => {
      const answers = parseAnswers(window.location.search);
      setView({ step: stepFromSearch(window.location.search, answers), answers });
      setError(null);
    };
    read();
    setReady(true);
    const onPop = () => {
      focusNext.current = true;
      read();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // A new step: the question's heading takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    heading.current?.focus();
  }, [view.step]);

  const write = useCallback((next: View, push: boolean) => {
    const url = `${window.location.pathname}${serializeAnswers(next.answers, next.step)}`;
    if (push) window.history.pushState(window.history.state, "", url);
    else window.history.replaceState(window.history.state, "", url);
  }, []);

  const step: Step = STEPS[view.step - 1]!;
  const answers = view.answers;

  const change = (next: Answers) => {
    setError(null);
    const updated = { step: view.step, answers: next };
    setView(updated);
    write(updated, false);
  };

  const go = (to: number) => {
    const next = { step: to, answers };
    focusNext.current = true;
    setError(null);
    setView(next);
    write(next, true);
  };

  const forward = (event: FormEvent) => {
    event.preventDefault();
    const problem = stepError(step, answers);
    trackAppSelector(view.step === STEP_COUNT ? "wizard:finish" : `wizard:next:${step}`);
    if (problem) {
      setError(problem);
      form.current?.querySelector<HTMLInputElement>("fieldset input")?.focus();
      return;
    }
    if (view.step < STEP_COUNT) go(view.step + 1);
    else void navigate(`${RESULT_PATH}${serializeAnswers(answers)}`);
  };

  const backward = () => {
    trackAppSelector(`wizard:back:${step}`);
    go(view.step - 1);
  };

  const options = (values: readonly string[], group: string): Choice[] =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const common = {
    name: step,
    legend: t(`questions.${step}.legend`),
    hint: t(`questions.${step}.hint`),
    error: error ? t(error) : null,
    ref: heading,
  };

  let question;
  switch (step) {
    case "goals":
      question = (
        <ChoiceQuestion
          {...common}
          type="checkbox"
          choices={options(GOALS, "goals")}
          selected={answers.goals}
          onChange={(value, checked) => {
            const result = toggleGoal(answers, value as Goal, checked);
            if (result.error) setError(result.error);
            else change(result.answers);
          }}
          status={
            <p className="wizard__count" aria-live="polite">
              {t("wizard.chosen", { count: answers.goals.length })}
            </p>
          }
        />
      );
      break;
    case "reasons":
      question = (
        <ChoiceQuestion
          {...common}
          type="checkbox"
          choices={options(REASONS, "reasons")}
          selected={answers.reasons}
          onChange={(value, checked) => change(toggleReason(answers, value as Reason, checked))}
        />
      );
      break;
    case "intensity":
      question = (
        <ChoiceQuestion
          {...common}
          type="radio"
          choices={INTENSITIES.map((value) => ({
            value,
            label: t(`intensities.${value}.label`),
            hint: t(`intensities.${value}.hint`),
          }))}
          selected={answers.intensity ? [answers.intensity] : []}
          onChange={(value) => isIntensity(value) && change({ ...answers, intensity: value })}
        />
      );
      break;
    case "device":
      question = (
        <ChoiceQuestion
          {...common}
          type="radio"
          choices={options(PLATFORMS, "devices")}
          selected={answers.device ? [answers.device] : []}
          onChange={(value) => isPlatform(value) && change({ ...answers, device: value })}
        />
      );
      break;
    case "budget":
      question = (
        <ChoiceQuestion
          {...common}
          type="radio"
          choices={options(BUDGETS, "budgets")}
          selected={answers.budget ? [answers.budget] : []}
          onChange={(value) => isBudget(value) && change({ ...answers, budget: value })}
        />
      );
      break;
  }

  return (
    <form ref={form} className="wizard" aria-label={t("wizard.label")} onSubmit={forward} noValidate>
      <p className="wizard__progress">
        <span>{t("wizard.progress", { step: view.step, total: STEP_COUNT })}</span>
        <span className="wizard__steps" aria-hidden="true">
          {STEPS.map((name, index) => (
            <span key={name} className={index < view.step ? "wizard__dot wizard__dot--done" : "wizard__dot"} />
          ))}
        </span>
      </p>
      {question}
      <div className="wizard__actions">
        {view.step > 1 ? (
          <button type="button" className="button button--secondary" onClick={backward}>
            {t("wizard.back")}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" data-submit="" data-ready={ready ? "" : undefined}>
          {view.step === STEP_COUNT ? t("wizard.finish") : t("wizard.next")}
        </button>
      </div>
      <p className="wizard__privacy">{t("wizard.privacy")}</p>
      <p>
        <a className="more-link" href={OVERVIEW_PATH} onClick={() => trackAppSelector("wizard:overview")}>
          {t("wizard.overview")}
        </a>
      </p>
    </form>
  );
}
