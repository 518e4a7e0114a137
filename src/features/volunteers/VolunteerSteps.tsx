/**
 * The volunteer sign-up steps (spec 000 §4, §5): info (four questions), abilities, interests and
 * forms of rheumatism, at least one each, then completed. Each step is saved when it is sent, and
 * the form opens at the first step still to do (GET /Volunteer), so a closed tab resumes there.
 * Used on /ervaringsdeskundigen-registreren (after the account) and /account/ervaringsdeskundigen.
 * A failure that is not about a field leads to /ervaringsdeskundigen-registreren-foutmelding.
 */
import { Link } from "gatsby";
import { useEffect, useRef, type ReactNode } from "react";
import {
  abilitiesSchema,
  formsSchema,
  interestsSchema,
  type AbilityCategory,
  type Lookup,
  type VolunteerStep,
  type VolunteerView,
} from "../../domain/volunteers";
import { pageNavigation } from "../../platform/browser";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import * as api from "./api";
import { ChoiceForm, InfoForm } from "./VolunteerForms";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export const ERROR_PAGE = "/ervaringsdeskundigen-registreren-foutmelding";
const STEPS: VolunteerStep[] = ["info", "abilities", "interests", "forms"];

export type Lookups = { categories: AbilityCategory[]; interests: Lookup[]; forms: Lookup[] };

export async function loadSteps(): Promise<{ view: VolunteerView; lookups: Lookups }> {
  const [view, categories, interests, forms] = await Promise.all([
    api.getVolunteer(),
    api.getAbilityCategories(),
    api.getInterests(),
    api.getForms(),
  ]);
  return { view, lookups: { categories, interests, forms } };
}

/** `intro` (the sign-up page's introduction) shows with the steps, not once one is signed up. */
export function VolunteerSteps({
  intro,
  onCompleted,
}: {
  intro?: ReactNode;
  onCompleted?: (view: VolunteerView) => void;
}) {
  // A connection error is tried again with the notice (spec 001 §4); any refusal, or the last
  // attempt failing, leads to the sign-up's error page.
  const { state, retry, update } = useLoad(loadSteps);
  const view = state.status === "loaded" ? state.data.view : null;
  const lookups = state.status === "loaded" ? state.data.lookups : null;
  const setView = (next: VolunteerView) => update((data) => ({ ...data, view: next }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const refused = state.status === "failed" || state.status === "unauthorized";

  useEffect(() => {
    if (refused) pageNavigation.assign(ERROR_PAGE);
  }, [refused]);

  useEffect(() => {
    if (!view) return;
    if (first.current) first.current = false;
    else headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves when the step changes, not on every new view object
  }, [view?.Step]);

  if (state.status === "connection-error") return <LoadNotice state={state} retry={retry} />;
  if (!view || !lookups) return <p role="status">{t("ui.loading")}</p>;
  if (view.Step === "completed") {
    return (
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" ref={headingRef} tabIndex={-1}>
          {t("steps.completed.title")}
        </h2>
        <p>{t("steps.completed.text")}</p>
        <Link to="/ervaringsdeskundigen" className="button button--primary">
          {t("steps.completed.link")}
        </Link>
      </section>
    );
  }
  const index = STEPS.indexOf(view.Step);
  return (
    <section aria-labelledby="steps-heading">
      {intro}
      <ol className="volunteer-steps" aria-label={t("steps.progress")}>
        {STEPS.map((step, i) => (
          <li key={step} aria-current={i === index ? "step" : undefined}>
            {t(`steps.${step}.short`)}
          </li>
        ))}
      </ol>
      <h2 id="steps-heading" ref={headingRef} tabIndex={-1}>
        {t("steps.heading", { n: index + 1, total: STEPS.length, title: t(`steps.${view.Step}.title`) })}
      </h2>
      {view.Step === "info" ? <InfoForm view={view} onSaved={setView} submitLabel={t("steps.next")} /> : null}
      {view.Step === "abilities" ? (
        <ChoiceForm
          field="abilityIds"
          schema={abilitiesSchema}
          groups={lookups.categories.map((category) => ({ label: category.Name, options: category.Abilities }))}
          chosen={view.AbilityIds}
          send={api.setAbilities}
          onSaved={setView}
          submitLabel={t("steps.next")}
        />
      ) : null}
      {view.Step === "interests" ? (
        <ChoiceForm
          field="interestIds"
          schema={interestsSchema}
          groups={[{ label: null, options: lookups.interests }]}
          chosen={view.InterestIds}
          send={api.setInterests}
          onSaved={setView}
          submitLabel={t("steps.next")}
        />
      ) : null}
      {view.Step === "forms" ? (
        <ChoiceForm
          field="formsOfreumaIds"
          schema={formsSchema}
          groups={[{ label: null, options: lookups.forms }]}
          chosen={view.FormsOfreumaIds}
          send={async (ids) => {
            await api.setForms(ids);
            return api.completeRegistration();
          }}
          onSaved={(next) => {
            setView(next);
            if (next.Step === "completed") onCompleted?.(next);
          }}
          submitLabel={t("steps.finish")}
        />
      ) : null}
    </section>
  );
}
