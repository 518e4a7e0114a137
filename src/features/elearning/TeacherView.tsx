/**
 * /trainingen/docent/ and /trainingen/docent/{group}: the groups of a teacher, and of a checker
 * (every group of their institute, read-only: decision 196), progress per chapter, most failed questions.
 */
import { BackLink } from "../../components/BackLink";
import { Link } from "gatsby";
import type { GroupProgress } from "../../domain/learning";
import { getGroupProgress, getTeachingGroups } from "./api";
import { LoadState } from "./LoadState";
import { groupPath, TEACHER_PATH } from "./routes";
import { useLearningLoad } from "./useLearningLoad";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function TeacherGroups() {
  const state = useLearningLoad(getTeachingGroups, "groups");
  return (
    <>
      <h1>{t("teacher.title")}</h1>
      <p className="lead">{t("teacher.intro")}</p>
      {state.status === "ready" ? (
        state.data.length === 0 ? (
          <p>{t("teacher.none")}</p>
        ) : (
          <ul className="learning-cards">
            {state.data.map((group) => (
              <li key={group.Id} className="learning-card">
                <h2 className="learning-card__title">
                  <Link to={groupPath(group.Id)}>
                    {t("teacher.group", { code: group.Code, institute: group.Institute })}
                  </Link>
                </h2>
                {group.Role === "checker" ? <p className="learning-card__badge">{t("teacher.checkerBadge")}</p> : null}
                <p>{group.Courses.join(", ")}</p>
                <p className="learning-card__meta">{t("teacher.students", { count: group.Students })}</p>
              </li>
            ))}
          </ul>
        )
      ) : (
        <LoadState state={state} returnUrl={TEACHER_PATH} />
      )}
    </>
  );
}

export function GroupProgressView({ groupId }: { groupId: number }) {
  const state = useLearningLoad(() => getGroupProgress(groupId), String(groupId));
  if (state.status !== "ready")
    return <LoadState state={state} returnUrl={groupPath(groupId)} notFound={t("errors.groupNotFound")} />;
  const group = state.data;
  return (
    <>
      <BackLink to={TEACHER_PATH} link={Link}>
        {t("teacher.back")}
      </BackLink>
      <h1>{t("teacher.group", { code: group.Code, institute: group.Institute })}</h1>
      {group.Role === "checker" ? (
        <p className="learning-hint">{t("teacher.checkerNote", { institute: group.Institute })}</p>
      ) : null}
      <h2>{t("teacher.progress")}</h2>
      {group.Students.length === 0 ? (
        <p>{t("teacher.noStudents")}</p>
      ) : (
        group.Courses.map((course) => <CourseTable key={course.Id} group={group} course={course} />)
      )}
      <h2>{t("teacher.mostFailed")}</h2>
      {group.MostFailed.length === 0 ? (
        <p>{t("teacher.noneFailed")}</p>
      ) : (
        <>
          <p>{t("teacher.mostFailedIntro")}</p>
          <ol className="learning-failed">
            {group.MostFailed.map((item) => (
              <li key={item.ActivityId}>
                <strong>{item.Title}</strong> ({item.Course}, {item.Chapter}):{" "}
                {t("teacher.failures", { count: item.Failures })}, {t("teacher.failedBy", { count: item.Students })}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function CourseTable({ group, course }: { group: GroupProgress; course: GroupProgress["Courses"][number] }) {
  const captionId = `cursus-${course.Id}`;
  return (
    <div className="learning-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{course.Name}</caption>
        <thead>
          <tr>
            <th scope="col">{t("teacher.student")}</th>
            {course.Chapters.map((chapter) => (
              <th key={chapter.Id} scope="col">
                {chapter.Title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.Students.map((student) => (
            <tr key={student.Id}>
              <th scope="row">
                {student.Name}
                {student.StudentNumber ? (
                  <span className="learning-table__number">
                    {t("teacher.studentNumber", { number: student.StudentNumber })}
                  </span>
                ) : null}
              </th>
              {course.Chapters.map((chapter) => (
                <td key={chapter.Id}>
                  {t("teacher.chapterProgress", {
                    completed: student.Completed[chapter.Id] ?? 0,
                    total: chapter.Total,
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
