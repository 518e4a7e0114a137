/**
 * The result (/keuzehulp/uitslag, spec 001 §2.8, §9): the top 3 apps for the answers in the
 * address, each with why it fits, and the answers with a way to change them. Nothing is stored:
 * the address is the result. The movement advice is static HTML of the page.
 */
import { useEffect, useState } from "react";
import { at, joinList } from "./text";
import { firstIncompleteStep, parseAnswers, serializeAnswers, type Answers } from "../../domain/appguide/answers";
import type { GuideApp } from "../../domain/appguide/apps";
import { recommendApps, type Recommendation } from "../../domain/appguide/score";
import { trackAppSelector } from "./analytics";
import { AppCard } from "./AppCard";
import { OVERVIEW_PATH, WIZARD_PATH, appPath } from "./paths";
import "./appguide.css";

export function AppResults({ apps }: { apps: readonly GuideApp[] }) {
  const [answers, setAnswers] = useState<Answers | null>(null);

  useEffect(() => {
    const read = () => setAnswers(parseAnswers(window.location.search));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);

  if (!answers) return <p role="status">{at("page.loading")}</p>;

  const missing = firstIncompleteStep(answers);
  if (missing !== null) {
    return (
      <div className="card">
        <p>{at("result.incomplete")}</p>
        <p>
          <a className="card__link" href={`${WIZARD_PATH}${serializeAnswers(answers, missing)}`}>
            {at("result.continue")}
          </a>
        </p>
      </div>
    );
  }

  const top = recommendApps(apps, answers);
  const list = (items: readonly string[]) => joinList(items, at("result.and"));
  return (
    <>
      <p className="lead">{top.length ? at("result.intro", { count: top.length }) : at("result.none")}</p>
      {top.length ? (
        <ol className="app-list" aria-label={at("result.listLabel")}>
          {top.map((recommendation, index) => (
            <li key={recommendation.app.slug}>
              <AppCard app={recommendation.app} rank={index + 1} onOpen={() => trackAppSelector(`result:app:${recommendation.app.slug}`)}>
                <Why recommendation={recommendation} answers={answers} list={list} />
              </AppCard>
            </li>
          ))}
        </ol>
      ) : null}
      <h2>{at("result.answers")}</h2>
      <dl className="answers">
        <dt>{at("questions.goals.legend")}</dt>
        <dd>{list(answers.goals.map((g) => at(`goalsShort.${g}`)))}</dd>
        <dt>{at("questions.reasons.legend")}</dt>
        <dd>{list(answers.reasons.map((r) => at(`reasonsShort.${r}`)))}</dd>
        <dt>{at("questions.intensity.legend")}</dt>
        <dd>{at(`intensities.${answers.intensity}.label`)}</dd>
        <dt>{at("questions.device.legend")}</dt>
        <dd>{at(`devices.${answers.device}`)}</dd>
        <dt>{at("questions.budget.legend")}</dt>
        <dd>{at(`budgets.${answers.budget}`)}</dd>
      </dl>
      <p>{at("result.nothingStored")}</p>
      <div className="button-row">
        <a className="button button--secondary" href={`${WIZARD_PATH}${serializeAnswers(answers, 5)}`} onClick={() => trackAppSelector("result:change")}>
          {at("result.change")}
        </a>
        <a className="button button--secondary" href={WIZARD_PATH} onClick={() => trackAppSelector("result:restart")}>
          {at("result.restart")}
        </a>
        <a className="button button--primary" href={OVERVIEW_PATH} onClick={() => trackAppSelector("result:overview")}>
          {at("result.overview")}
        </a>
      </div>
    </>
  );
}

function Why({ recommendation, answers, list }: { recommendation: Recommendation<GuideApp>; answers: Answers; list: (items: readonly string[]) => string }) {
  const { app, goals, reasons, intensity, dutch } = recommendation;
  const level = at(`intensities.${answers.intensity}.label`).toLowerCase();
  const lines = [
    goals.length ? at("result.goals", { count: goals.length, list: list(goals.map((g) => at(`goalsShort.${g}`))) }) : null,
    reasons.length ? at("result.reasons", { list: list(reasons.map((r) => at(`reasonsShort.${r}`))) }) : null,
    intensity === "exact" ? at("result.intensityExact", { level }) : intensity === "near" ? at("result.intensityNear", { level }) : null,
    at("result.device", { device: at(`devices.${answers.device}`) }),
    at("result.price", { price: app.priceText ?? at(`prices.${app.price}`) }),
    dutch ? at("result.dutch") : at("result.english"),
    app.accessibility.length ? at("result.accessible", { list: list(app.accessibility.map((a) => at(`accessibility.${a}`))) }) : null,
  ].filter((line): line is string => Boolean(line));
  const id = `why-${app.slug}`;
  return (
    <>
      <h3 className="app-card__why-title" id={id}>
        {at("result.why")}
      </h3>
      <ul className="app-card__why" aria-labelledby={id}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a className="app-card__link" href={appPath(app.slug)} onClick={() => trackAppSelector(`result:more:${app.slug}`)}>
        {at("result.more", { name: app.name })}
      </a>
    </>
  );
}
