/**
 * /trainingen/instituut/: what an employee of an institute sees (decision 197): its licences with
 * their state (spec 001 §4: active, expired, payment pending), its teaching groups and its
 * teachers with their specialisations. Read-only: licences are arranged with the platform.
 */
import type { InstituteView } from "../../domain/learning";
import { getInstitutes } from "./api";
import { formatDay } from "../../components/dates";
import { LoadState } from "./LoadState";
import { INSTITUTE_PATH } from "./routes";
import { useLearningLoad } from "./useLearningLoad";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function InstituteOverview() {
  const state = useLearningLoad(getInstitutes, "institutes");
  return (
    <>
      <h1>{t("institute.title")}</h1>
      <p className="lead">{t("institute.intro")}</p>
      {state.status === "ready" ? (
        state.data.length === 0 ? (
          <p>{t("institute.none")}</p>
        ) : (
          state.data.map((institute) => (
            <Institute key={institute.Id} institute={institute} headed={state.data.length > 1} />
          ))
        )
      ) : (
        <LoadState state={state} returnUrl={INSTITUTE_PATH} />
      )}
    </>
  );
}

/** One institute; with several, each under its own name (and its parts one level lower). */
function Institute({ institute, headed }: { institute: InstituteView; headed: boolean }) {
  const Part = headed ? "h3" : "h2";
  const Item = headed ? "h4" : "h3";
  return (
    <section aria-label={institute.Name}>
      {headed ? <h2>{institute.Name}</h2> : <p className="learning-card__meta">{institute.Name}</p>}
      <Part>{t("institute.licences")}</Part>
      {institute.Licences.length === 0 ? (
        <p>{t("institute.noLicences")}</p>
      ) : (
        <ul className="learning-licences">
          {institute.Licences.map((licence) => (
            <li key={licence.Id} className={`learning-card${licence.Current ? " learning-licence--current" : ""}`}>
              <Item className="learning-licence__title">{licence.Description}</Item>
              <p className="learning-card__badge">
                {t(`institute.state.${licence.State}`)} ·{" "}
                {licence.Current ? t("institute.current") : t("institute.earlier")}
              </p>
              <p className="learning-card__meta">
                {[
                  t("institute.since", { date: formatDay(licence.Since) }),
                  licence.State === "active" && licence.ValidUntil
                    ? t("institute.validUntil", { date: formatDay(licence.ValidUntil) })
                    : null,
                  licence.State === "expired" && licence.ExpiredOn
                    ? t("institute.expiredOn", { date: formatDay(licence.ExpiredOn) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(". ")}
              </p>
              {licence.Current ? <p>{t(`institute.explain.${licence.State}`)}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Part>{t("institute.groups")}</Part>
      {institute.Groups.length === 0 ? (
        <p>{t("institute.noGroups")}</p>
      ) : (
        <ul className="learning-cards">
          {institute.Groups.map((group) => (
            <li key={group.Id} className="learning-card">
              <Item className="learning-card__title">{group.Code}</Item>
              <p>{group.Courses.join(", ")}</p>
              <p className="learning-card__meta">{t("teacher.students", { count: group.Students })}</p>
            </li>
          ))}
        </ul>
      )}
      <Part>{t("institute.teachers")}</Part>
      {institute.Teachers.length === 0 ? (
        <p>{t("institute.noTeachers")}</p>
      ) : (
        <ul className="learning-teachers">
          {institute.Teachers.map((teacher, index) => (
            <li key={`${index}-${teacher.Name}`}>
              <strong>{teacher.Name}</strong>
              <br />
              {teacher.Specializations.length > 0
                ? t("institute.specializations", { list: teacher.Specializations.join(", ") })
                : t("institute.noSpecializations")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
