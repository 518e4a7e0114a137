/** /trainingen: every course with its study time and the learner's progress. */
import { Link } from "gatsby";
import type { CourseListItem } from "../../domain/learning";
import { getCourses, getRoles } from "./api";
import { LoadState } from "./LoadState";
import { ProgressLine } from "./ProgressLine";
import { coursePath, INSTITUTE_PATH, TEACHER_PATH } from "./routes";
import { useLearningLoad } from "./useLearningLoad";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function CourseList() {
  const state = useLearningLoad(getCourses, "courses");
  const roles = useLearningLoad(getRoles, "roles");
  const signedIn = state.status === "ready" && !state.data.some((course) => course.Access === "login");
  return (
    <>
      <h1>{t("list.title")}</h1>
      <p className="lead">{t("list.intro")}</p>
      {roles.status === "ready" && (roles.data.Progress || roles.data.Institute) ? (
        <p className="button-row">
          {roles.data.Progress ? (
            <Link className="button button--secondary" to={TEACHER_PATH}>
              {t("header.teacher")}
            </Link>
          ) : null}
          {roles.data.Institute ? (
            <Link className="button button--secondary" to={INSTITUTE_PATH}>
              {t("header.institute")}
            </Link>
          ) : null}
        </p>
      ) : null}
      {state.status === "ready" ? (
        <>
          {!signedIn ? <p className="learning-hint">{t("list.loginHint")}</p> : null}
          {state.data.length === 0 ? <p>{t("list.empty")}</p> : null}
          <ul className="learning-cards">
            {state.data.map((course) => (
              <CourseCard key={course.Id} course={course} />
            ))}
          </ul>
        </>
      ) : (
        <LoadState state={state} returnUrl="/trainingen/" />
      )}
    </>
  );
}

function CourseCard({ course }: { course: CourseListItem }) {
  const badge = course.Access === "open" || course.Access === "login" ? t("list.openFor") : t("list.viaInstitute");
  return (
    <li className="learning-card">
      <h2 className="learning-card__title">
        <Link to={coursePath(course.Slug)}>{course.Name}</Link>
      </h2>
      <p className="learning-card__badge">{badge}</p>
      <p>{course.Description}</p>
      <p className="learning-card__meta">{t("list.studyTime", { minutes: course.StudyTime })}</p>
      {course.Total > 0 ? <ProgressLine completed={course.Completed} total={course.Total} /> : null}
    </li>
  );
}
