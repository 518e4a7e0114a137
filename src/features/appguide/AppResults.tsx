/**
 * The result (/keuzehulp/uitslag, spec 001 §2.8, §9): the top 3 apps for the answers in the
 * address, each with why it fits, and the answers with a way to change them. Nothing is stored:
 * the address is the result. The movement advice is static HTML of the page.
 */
import { useEffect, useState } from "react";
import { firstIncompleteStep, parseAnswers, serializeAnswers, type Answers } from "../../domain/appguide/answers";
import type { GuideApp } from "../../domain/appguide/apps";
import { recommendApps, type Recommendation } from "../../domain/appguide/score";
import { trackAppSelector } from "./analytics";
import { AppCard } from "./AppCard";
import { OVERVIEW_PATH, WIZARD_PATH, appPath } from "./paths";
import "./appguide.css";
import appguide from "../../i18n/locales/nl/appguide.json";
import { textsOf } from "../../i18n/texts";
import { dutchList } from "../../domain/dutch-numbers";

const t = textsOf({ appguide });

export function AppResults({ apps }: { apps: readonly GuideApp[] }) {
  const [answers, setAnswers] = useState<Answers | null>(null);

  useEffect(() => {
    const read = () => setAnswers(parseAnswers(window.location.search));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);

  if (!answers) return <p role="status">{t("page.loading")}</p>;

  const missing = firstIncompleteStep(answers);
  if (missing !== null) {
    return (
      <div className="card">
        <p>{t("result.incomplete")}</p>
        <p>
          <a className="card__link" href={`${WIZARD_PATH}${serializeAnswers(answers, missing)}`}>
            {t("result.continue")}
          </a>
        </p>
      </div>
    );
  }

  const top = recommendApps(apps, answers);
  const list = (items: readonly string[]) => dutchList(items, t("result.and"));
  return (
    <>
      <p className="lead">{top.length ? t("result.intro", { count: top.length }) : t("result.none")}</p>
      {top.length ? (
        <ol className="app-list" aria-label={t("result.listLabel")}>
          {top.map((recommendation, index) => (
            <li key={recommendation.app.slug}>
              <AppCard
                app={recommendation.app}
                rank={index + 1}
                onOpen={() => trackAppSelector(`result:app:${recommendation.app.slug}`)}
              >
                <Why recommendation={recommendation} answers={answers} list={list} />
              </AppCard>
            </li>
          ))}
        </ol>
      ) : null}
      <h2>{t("result.answers")}</h2>
      <dl className="answers">
        <dt>{t("questions.goals.legend")}</dt>
        <dd>{list(answers.goals.map((g) => t(`goalsShort.${g}`)))}</dd>
        <dt>{t("questions.reasons.legend")}</dt>
        <dd>{list(answers.reasons.map((r) => t(`reasonsShort.${r}`)))}</dd>
        <dt>{t("questions.intensity.legend")}</dt>
        <dd>{t(`intensities.${answers.intensity}.label`)}</dd>
        <dt>{t("questions.device.legend")}</dt>
        <dd>{t(`devices.${answers.device}`)}</dd>
        <dt>{t("questions.budget.legend")}</dt>
        <dd>{t(`budgets.${answers.budget}`)}</dd>
      </dl>
      <p>{t("result.nothingStored")}</p>
      <div className="button-row">
        <a
          className="button button--secondary"
          href={`${WIZARD_PATH}${serializeAnswers(answers, 5)}`}
          onClick={() => trackAppSelector("result:change")}
        >
          {t("result.change")}
        </a>
        <a className="button button--secondary" href={WIZARD_PATH} onClick={() => trackAppSelector("result:restart")}>
          {t("result.restart")}
        </a>
        <a className="button button--primary" href={OVERVIEW_PATH} onClick={() => trackAppSelector("result:overview")}>
          {t("result.overview")}
        </a>
      </div>
    </>
  );
}

function Why({
  recommendation,
  answers,
  list,
}: {
  recommendation: Recommendation<GuideApp>;
  answers: Answers;
  list: (items: readonly string[]) => string;
}) {
  const { app, goals, reasons, intensity, dutch } = recommendation;
  const level = t(`intensities.${answers.intensity}.label`).toLowerCase();
  const lines = [
    goals.length
      ? t("result.goals", { count: goals.length, list: list(goals.map((g) => t(`goalsShort.${g}`))) })
      : null,
    reasons.length ? t("result.reasons", { list: list(reasons.map((r) => t(`reasonsShort.${r}`))) }) : null,
    intensity === "exact"
      ? t("result.intensityExact", { level })
      : intensity === "near"
        ? t("result.intensityNear", { level })
        : null,
    t("result.device", { device: t(`devices.${answers.device}`) }),
    t("result.price", { price: app.priceText ?? t(`prices.${app.price}`) }),
    dutch ? t("result.dutch") : t("result.english"),
    app.accessibility.length
      ? t("result.accessible", { list: list(app.accessibility.map((a) => t(`accessibility.${a}`))) })
      : null,
  ].filter((line): line is string => Boolean(line));
  const id = `why-${app.slug}`;
  return (
    <>
      <h3 className="app-card__why-title" id={id}>
        {t("result.why")}
      </h3>
      <ul className="app-card__why" aria-labelledby={id}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a
        className="app-card__link"
        href={appPath(app.slug)}
        onClick={() => trackAppSelector(`result:more:${app.slug}`)}
      >
        {t("result.more", { name: app.name })}
      </a>
    </>
  );
}
