/** What the e-learning answers leave the server as (never a raw row; never which answer is right). */
import type {
  ActivityView,
  ChapterListItem,
  ChapterView,
  CourseAccess,
  CourseListItem,
  GroupProgress,
  GroupSummary,
  InstituteView,
  LicenceState,
  TeachingGroupItem,
} from "../../../src/domain/learning";
import type {
  ActivityRow,
  AnswerRow,
  ChapterHead,
  ChapterRow,
  CourseRow,
  FailedRow,
  GroupChapterRow,
  GroupRow,
  GroupStudentRow,
  InstituteLicenceRow,
  ProgressRow,
  TeacherRow,
} from "./queries";

/** The course state of the database plus the teacher's access. */
export function accessOf(row: Pick<CourseRow, "state" | "teaches">): CourseAccess {
  if (row.state === "active" || row.state === "open" || row.state === "login") return row.state;
  if (row.teaches) return "teacher";
  if (row.state === "expired" || row.state === "payment_pending") return row.state;
  return "none";
}

export function presentCourse(row: CourseRow): CourseListItem {
  return {
    Id: row.id,
    Slug: row.slug,
    Name: row.name,
    Description: row.description,
    StudyTime: row.studyTimeMinutes,
    ImageNumber: row.imageNumber,
    Access: accessOf(row),
    Completed: row.completed,
    Total: row.total,
  };
}

export function presentChapter(row: ChapterRow): ChapterListItem {
  return {
    Id: row.id,
    Code: row.code,
    Title: row.title,
    Description: row.description,
    Image: row.image,
    Published: row.published,
    Completed: row.completed,
    Total: row.total,
  };
}

export function presentActivities(activities: ActivityRow[], answers: AnswerRow[]): ActivityView[] {
  return activities.map((activity) => ({
    Id: activity.id,
    Kind: activity.kind,
    Title: activity.title,
    Content: activity.content,
    ShouldDragAnswer: activity.shouldDragAnswer,
    Answers: answers
      .filter((answer) => answer.activityId === activity.id)
      .map((answer) => ({
        Id: answer.id,
        Content: activity.kind === "flip_card_question" ? "" : answer.content,
        Image: answer.image,
        ImageLabel: answer.imageLabel,
      })),
  }));
}

export function presentChapterView(
  head: ChapterHead,
  activities: ActivityView[],
  completedIds: number[],
  nextChapterId: number | null,
): ChapterView {
  const shown = new Set(activities.map((activity) => activity.Id));
  return {
    Id: head.id,
    Code: head.code,
    Title: head.title,
    Description: head.description,
    Course: { Slug: head.courseSlug, Name: head.courseName },
    Activities: activities,
    CompletedIds: completedIds.filter((id) => shown.has(id)),
    NextChapterId: nextChapterId,
  };
}

function presentGroupSummary(row: GroupRow): GroupSummary {
  return { Id: row.id, Code: row.code, Institute: row.institute, Courses: row.courses, Students: row.students };
}

export function presentGroup(row: GroupRow): TeachingGroupItem {
  return { ...presentGroupSummary(row), Role: row.teaches ? "teacher" : "checker" };
}

export function presentInstitute(
  institute: { id: number; name: string },
  licences: InstituteLicenceRow[],
  groups: GroupRow[],
  teachers: TeacherRow[],
): InstituteView {
  return {
    Id: institute.id,
    Name: institute.name,
    Licences: licences.map((row, index) => ({
      Id: row.id,
      Description: row.description,
      State: row.state as LicenceState,
      Current: index === 0,
      Since: row.since,
      ValidUntil: row.validUntil,
      ExpiredOn: row.expiredOn,
    })),
    Groups: groups.map(presentGroupSummary),
    Teachers: teachers.map((row) => ({
      Name: `${row.name} ${row.surname}`.trim(),
      Specializations: row.specializations,
    })),
  };
}

export function presentGroupProgress(
  group: GroupRow,
  chapters: GroupChapterRow[],
  students: GroupStudentRow[],
  progress: ProgressRow[],
  failed: FailedRow[],
): GroupProgress {
  const courses: GroupProgress["Courses"] = [];
  for (const row of chapters) {
    let course = courses.find((item) => item.Id === row.courseId);
    if (!course)
      courses.push((course = { Id: row.courseId, Slug: row.courseSlug, Name: row.courseName, Chapters: [] }));
    course.Chapters.push({ Id: row.chapterId, Title: row.title, Total: row.total });
  }
  return {
    Id: group.id,
    Code: group.code,
    Institute: group.institute,
    Role: group.teaches ? "teacher" : "checker",
    Courses: courses,
    Students: students.map((student) => ({
      Id: student.id,
      Name: `${student.name} ${student.surname}`.trim(),
      StudentNumber: student.studentNumber,
      Completed: Object.fromEntries(
        progress.filter((row) => row.studentId === student.id).map((row) => [row.chapterId, row.completed]),
      ),
    })),
    MostFailed: failed.map((row) => ({
      ActivityId: row.activityId,
      Title: row.title,
      Chapter: row.chapter,
      Course: row.course,
      Failures: row.failures,
      Students: row.students,
    })),
  };
}
