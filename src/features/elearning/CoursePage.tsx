/** /trainingen/{course}: the chapters with progress and where to go on, or why the course is closed. */
import { BackLink } from "../../components/BackLink";
import { Link } from "gatsby";
import { canFollow, type CourseView } from "../../domain/learning";
import { getCourse } from "./api";
import { LicenceNotice } from "./LicenceNotice";
import { LoadState } from "./LoadState";
import { ProgressLine } from "./ProgressLine";
import { chapterPath, coursePath } from "./routes";
import { useLearningLoad } from "./useLearningLoad";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function CoursePage({ slug }: { slug: string }) {
  const state = useLearningLoad(() => getCourse(slug), slug);
  if (state.status !== "ready") return <LoadState state={state} returnUrl={coursePath(slug)} />;
  const course = state.data;
  return (
    <>
      <BackLink to="/trainingen/" link={Link}>
        {t("course.back")}
      </BackLink>
      <h1>{course.Name}</h1>
      <p className="lead">{course.Description}</p>
      <p className="learning-card__meta">{t("list.studyTime", { minutes: course.StudyTime })}</p>
      <CourseInfos course={course} />
      {canFollow(course.Access) ? (
        <Chapters course={course} />
      ) : (
        <LicenceNotice course={course} returnUrl={coursePath(slug)} />
      )}
    </>
  );
}

function Chapters({ course }: { course: CourseView }) {
  const next = course.Chapters.find((chapter) => chapter.Completed < chapter.Total) ?? course.Chapters[0];
  const started = course.Chapters.some((chapter) => chapter.Completed > 0);
  return (
    <>
      {course.Access === "teacher" ? <p className="learning-hint">{t("course.teacherNote")}</p> : null}
      {course.Total > 0 ? <ProgressLine completed={course.Completed} total={course.Total} /> : null}
      {next ? (
        <p>
          <Link className="button button--primary" to={chapterPath(course.Slug, next.Id)}>
            {started ? t("course.resume") : t("course.start")}
          </Link>
        </p>
      ) : null}
      <h2>{t("course.chapters")}</h2>
      <ol className="learning-chapters">
        {course.Chapters.map((chapter, index) => (
          <li key={chapter.Id} className="learning-chapter">
            {chapter.Image ? (
              <img src={chapter.Image} alt="" width={96} height={64} className="learning-chapter__image" />
            ) : null}
            <div>
              <h3 className="learning-chapter__title">
                <Link to={chapterPath(course.Slug, chapter.Id)}>
                  {t("course.chapter", { number: index + 1, title: chapter.Title })}
                </Link>
              </h3>
              {chapter.Published ? null : <p className="learning-card__badge">{t("course.concept")}</p>}
              {chapter.Description ? <p>{chapter.Description}</p> : null}
              <ProgressLine completed={chapter.Completed} total={chapter.Total} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Development and Skills (spec 001 §3.4): what the course develops and which skills it trains. */
function CourseInfos({ course }: { course: CourseView }) {
  const lists = [
    { id: "ontwikkelt", title: t("course.developments"), items: course.Developments },
    { id: "vaardigheden", title: t("course.skills"), items: course.Skills },
  ].filter((list) => list.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <div className="learning-infos">
      {lists.map((list) => (
        <section key={list.id} className="learning-infos__part" aria-labelledby={`cursus-${list.id}`}>
          <h2 id={`cursus-${list.id}`} className="learning-infos__title">
            {list.title}
          </h2>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
