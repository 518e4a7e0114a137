/**
 * SQL of the e-learning (spec 001 §3.4): run as the caller, so RLS decides which chapters,
 * activities, progress and teaching groups come back; the answers' correctness only as
 * service_role (not granted to participants). Only parameterised postgres.js here.
 */
import type postgres from "postgres";
import type { Tx } from "../../_shared/db";
import type { ActivityKind } from "../../../src/domain/learning";

export type CourseRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  studyTimeMinutes: number;
  imageNumber: number | null;
  state: string;
  teaches: boolean;
  total: number;
  completed: number;
};

/** Activities shown in the player: not hidden, in a chapter that is not hidden. */
const VISIBLE = "not a.hide_activity and not ch.hide_activity";

/** Visitors: the public course columns only (chapters and progress are not granted to anon). */
export function coursesForVisitors(tx: Tx, slug: string | null = null): Promise<CourseRow[]> {
  return tx<CourseRow[]>`
    select c.id, c.slug, c.name, c.description, c.study_time_minutes, c.image_number, 'login' as state, false as teaches, 0 as total, 0 as completed
      from public.courses c
     where ${slug === null ? tx`true` : tx`c.slug = ${slug}`}
     order by c.item_order_number, c.name`;
}

export function courses(tx: Tx, slug: string | null = null): Promise<CourseRow[]> {
  return tx<CourseRow[]>`
    select c.id, c.slug, c.name, c.description, c.study_time_minutes, c.image_number,
           public.learning_course_state(c.id) as state, public.learning_teaches_course(c.id) as teaches,
           (select count(*) from public.learning_activities a join public.chapters ch on ch.id = a.chapter_id
             where ch.course_id = c.id and ${tx.unsafe(VISIBLE)})::int as total,
           (select count(*) from public.learning_completions lc
              join public.learning_activities a on a.id = lc.activity_id join public.chapters ch on ch.id = a.chapter_id
             where lc.student_id = (select auth.uid()) and ch.course_id = c.id and ${tx.unsafe(VISIBLE)})::int as completed
      from public.courses c
     where ${slug === null ? tx`true` : tx`c.slug = ${slug}`}
     order by c.item_order_number, c.name`;
}

export type ChapterRow = {
  id: number;
  code: string;
  title: string;
  description: string;
  image: string | null;
  published: boolean;
  total: number;
  completed: number;
};

export function chapters(tx: Tx, courseId: number): Promise<ChapterRow[]> {
  return tx<ChapterRow[]>`
    select ch.id, ch.code, ch.title, ch.description, ch.image, ch.published,
           (select count(*) from public.learning_activities a where a.chapter_id = ch.id and not a.hide_activity)::int as total,
           (select count(*) from public.learning_completions lc join public.learning_activities a on a.id = lc.activity_id
             where a.chapter_id = ch.id and not a.hide_activity and lc.student_id = (select auth.uid()))::int as completed
      from public.chapters ch
     where ch.course_id = ${courseId} and not ch.hide_activity
     order by ch.item_order_number, ch.id`;
}

export type LicenceRow = { institute: string; expiredOn: string | null };

/** The institute (and expiry date) behind the caller's expired or payment-pending access to a course. */
export async function licenceOf(tx: Tx, courseId: number, state: string): Promise<LicenceRow | null> {
  const [row] = await tx<LicenceRow[]>`
    select i.name as institute, to_char(coalesce(l.expired_on, l.valid_until), 'YYYY-MM-DD') as expired_on
      from public.teaching_groups g
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id and gc.course_id = ${courseId}
      join public.institutes i on i.id = g.institute_id
      left join lateral (select * from public.licences l where l.institute_id = i.id order by l.status_since desc, l.id desc limit 1) l on true
     where g.id in (select public.learning_student_groups()) and public.learning_licence_state(g.institute_id) = ${state}
     order by i.name limit 1`;
  return row ?? null;
}

export type ChapterHead = {
  id: number;
  code: string;
  title: string;
  description: string;
  itemOrderNumber: number;
  courseId: number;
  courseSlug: string;
  courseName: string;
};

export async function chapter(tx: Tx, id: number): Promise<ChapterHead | null> {
  const [row] = await tx<ChapterHead[]>`
    select ch.id, ch.code, ch.title, ch.description, ch.item_order_number, c.id as course_id, c.slug as course_slug, c.name as course_name
      from public.chapters ch join public.courses c on c.id = ch.course_id
     where ch.id = ${id} and not ch.hide_activity`;
  return row ?? null;
}

export async function nextChapterId(tx: Tx, head: ChapterHead): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    select id from public.chapters
     where course_id = ${head.courseId} and not hide_activity and (item_order_number, id) > (${head.itemOrderNumber}, ${head.id})
     order by item_order_number, id limit 1`;
  return row?.id ?? null;
}

export type ActivityRow = { id: number; kind: ActivityKind; title: string; content: string; shouldDragAnswer: boolean };

/** The chapter's activities in ItemOrderNumber order. */
export function activities(tx: Tx, chapterId: number): Promise<ActivityRow[]> {
  return tx<ActivityRow[]>`
    select id, kind, title, content, should_drag_answer from public.learning_activities
     where chapter_id = ${chapterId} and not hide_activity
     order by item_order_number, id`;
}

export type AnswerRow = {
  id: number;
  activityId: number;
  content: string;
  image: string | null;
  imageLabel: string | null;
};

/** The answers without which is right (those columns are not granted to participants). */
export function answers(tx: Tx, chapterId: number): Promise<AnswerRow[]> {
  return tx<AnswerRow[]>`
    select an.id, an.activity_id, an.content, an.image, an.image_label
      from public.learning_answers an join public.learning_activities a on a.id = an.activity_id
     where a.chapter_id = ${chapterId}
     order by an.item_order_number, an.id`;
}

export async function completedIn(tx: Tx, chapterId: number): Promise<number[]> {
  const rows = await tx<{ activityId: number }[]>`
    select lc.activity_id from public.learning_completions lc join public.learning_activities a on a.id = lc.activity_id
     where a.chapter_id = ${chapterId} and lc.student_id = (select auth.uid())`;
  return rows.map((row) => row.activityId);
}

export async function activity(tx: Tx, id: number): Promise<{ id: number; kind: ActivityKind } | null> {
  const [row] = await tx<{ id: number; kind: ActivityKind }[]>`
    select a.id, a.kind from public.learning_activities a join public.chapters ch on ch.id = a.chapter_id
     where a.id = ${id} and ${tx.unsafe(VISIBLE)}`;
  return row ?? null;
}

export type JudgedAnswer = {
  isCorrect: boolean;
  textWhenError: string | null;
  content: string;
  backImage: string | null;
};

/** As service_role: whether the answer is right, its feedback and its back. */
export async function judge(tx: Tx, activityId: number, answerId: number): Promise<JudgedAnswer | null> {
  const [row] = await tx<JudgedAnswer[]>`
    select is_correct, text_when_error, content, back_image from public.learning_answers where id = ${answerId} and activity_id = ${activityId}`;
  return row ?? null;
}

export async function recordAttempt(tx: Tx, activityId: number, studentId: string, successful: boolean): Promise<void> {
  await tx`insert into public.learning_attempts (activity_id, student_id, successful) values (${activityId}, ${studentId}, ${successful})`;
}

export async function complete(tx: Tx, activityId: number, studentId: string): Promise<void> {
  await tx`insert into public.learning_completions (activity_id, student_id) values (${activityId}, ${studentId}) on conflict do nothing`;
}

// Teachers -------------------------------------------------------------------------------------------

/** The students of a teaching group: directly, or through its classes. */
const GROUP_STUDENTS = `
  select profile_id from public.teaching_group_students where teaching_group_id = g.id
  union
  select cs.profile_id from public.teaching_group_classes tgc join public.class_students cs on cs.class_id = tgc.class_id
   where tgc.teaching_group_id = g.id`;

export type GroupRow = {
  id: number;
  code: string;
  institute: string;
  courses: string[];
  students: number;
  teaches: boolean;
};

function groupsWhere(tx: Tx, condition: postgres.Fragment): Promise<GroupRow[]> {
  return tx<GroupRow[]>`
    select g.id, g.code, i.name as institute, public.learning_teaches_group(g.id) as teaches,
           (select coalesce(json_agg(c.name order by c.item_order_number, c.name), '[]'::json)
              from public.teaching_group_courses gc join public.courses c on c.id = gc.course_id where gc.teaching_group_id = g.id) as courses,
           (select count(*) from (${tx.unsafe(GROUP_STUDENTS)}) s)::int as students
      from public.teaching_groups g join public.institutes i on i.id = g.institute_id
     where ${condition}
     order by i.name, g.code`;
}

/** The groups whose progress the caller reads: those they teach, and every group where they check. */
export function taughtGroups(tx: Tx, groupId: number | null = null): Promise<GroupRow[]> {
  return groupsWhere(
    tx,
    tx`public.learning_reads_group(g.id) and ${groupId === null ? tx`true` : tx`g.id = ${groupId}`}`,
  );
}

export type GroupChapterRow = {
  courseId: number;
  courseSlug: string;
  courseName: string;
  chapterId: number;
  title: string;
  total: number;
};

export function groupChapters(tx: Tx, groupId: number): Promise<GroupChapterRow[]> {
  return tx<GroupChapterRow[]>`
    select c.id as course_id, c.slug as course_slug, c.name as course_name, ch.id as chapter_id, ch.title,
           (select count(*) from public.learning_activities a where a.chapter_id = ch.id and not a.hide_activity)::int as total
      from public.teaching_group_courses gc
      join public.courses c on c.id = gc.course_id
      join public.chapters ch on ch.course_id = c.id and not ch.hide_activity
     where gc.teaching_group_id = ${groupId}
     order by c.item_order_number, c.name, ch.item_order_number, ch.id`;
}

export type GroupStudentRow = { id: string; name: string; surname: string; studentNumber: string | null };

export function groupStudents(tx: Tx, groupId: number): Promise<GroupStudentRow[]> {
  return tx<GroupStudentRow[]>`
    select s.profile_id as id, coalesce(m.name, '') as name, coalesce(m.surname, '') as surname, m.student_number
      from public.teaching_groups g
      cross join lateral (${tx.unsafe(GROUP_STUDENTS)}) s
      left join public.institute_members m on m.institute_id = g.institute_id and m.profile_id = s.profile_id and m.role = 'student'
     where g.id = ${groupId}
     order by m.surname, m.name, s.profile_id`;
}

export type ProgressRow = { studentId: string; chapterId: number; completed: number };

export function groupProgress(tx: Tx, groupId: number): Promise<ProgressRow[]> {
  return tx<ProgressRow[]>`
    select lc.student_id, a.chapter_id, count(*)::int as completed
      from public.teaching_groups g
      cross join lateral (${tx.unsafe(GROUP_STUDENTS)}) s
      join public.learning_completions lc on lc.student_id = s.profile_id
      join public.learning_activities a on a.id = lc.activity_id and not a.hide_activity
      join public.chapters ch on ch.id = a.chapter_id
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id and gc.course_id = ch.course_id
     where g.id = ${groupId}
     group by lc.student_id, a.chapter_id`;
}

export type FailedRow = {
  activityId: number;
  title: string;
  chapter: string;
  course: string;
  failures: number;
  students: number;
};

/** The questions the group's students failed most often (for the teacher to revisit). */
export function mostFailed(tx: Tx, groupId: number, limit = 5): Promise<FailedRow[]> {
  return tx<FailedRow[]>`
    select a.id as activity_id, a.title, ch.title as chapter, c.name as course,
           count(*)::int as failures, count(distinct at.student_id)::int as students
      from public.teaching_groups g
      cross join lateral (${tx.unsafe(GROUP_STUDENTS)}) s
      join public.learning_attempts at on at.student_id = s.profile_id and not at.successful
      join public.learning_activities a on a.id = at.activity_id
      join public.chapters ch on ch.id = a.chapter_id
      join public.courses c on c.id = ch.course_id
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id and gc.course_id = c.id
     where g.id = ${groupId}
     group by a.id, a.title, ch.title, c.name
     order by failures desc, students desc, a.title
     limit ${limit}`;
}

// Staff roles ----------------------------------------------------------------------------------------

export async function staffRoles(tx: Tx): Promise<{ progress: boolean; institute: boolean }> {
  const [row] = await tx<{ progress: boolean; institute: boolean }[]>`
    select exists (select 1 from public.teaching_group_teachers where profile_id = (select auth.uid()))
             or exists (select 1 from public.institute_members where profile_id = (select auth.uid()) and role = 'checker') as progress,
           exists (select 1 from public.institute_members where profile_id = (select auth.uid()) and role = 'employee') as institute`;
  return row ?? { progress: false, institute: false };
}

/** The institutes the caller works for as an employee. */
export function employingInstitutes(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx<
    { id: number; name: string }[]
  >`select id, name from public.institutes where public.learning_employed_by(id) order by name`;
}

export type InstituteLicenceRow = {
  id: number;
  description: string;
  state: string;
  since: string;
  validUntil: string | null;
  expiredOn: string | null;
};

/** The institute's licences, newest first (the first counts), with the state as it counts today. */
export function instituteLicences(tx: Tx, instituteId: number): Promise<InstituteLicenceRow[]> {
  return tx<InstituteLicenceRow[]>`
    select id, description,
           case when status = 'active' and valid_until is not null and valid_until < current_date then 'expired' else status end as state,
           to_char(status_since, 'YYYY-MM-DD') as since, to_char(valid_until, 'YYYY-MM-DD') as valid_until,
           to_char(coalesce(expired_on, case when status = 'active' and valid_until < current_date then valid_until end), 'YYYY-MM-DD') as expired_on
      from public.licences where institute_id = ${instituteId}
     order by status_since desc, id desc`;
}

export function instituteGroups(tx: Tx, instituteId: number): Promise<GroupRow[]> {
  return groupsWhere(tx, tx`g.institute_id = ${instituteId}`);
}

export type TeacherRow = { name: string; surname: string; specializations: string[] };

/** The institute's teachers with their Specializations (RLS: members of the institute). */
export function instituteTeachers(tx: Tx, instituteId: number): Promise<TeacherRow[]> {
  return tx<TeacherRow[]>`
    select m.name, m.surname,
           (select coalesce(json_agg(s.info order by s.info), '[]'::json)
              from public.teacher_specializations ts join public.learning_specializations s on s.id = ts.specialization_id
             where ts.profile_id = m.profile_id) as specializations
      from public.institute_members m
     where m.institute_id = ${instituteId} and m.role = 'teacher'
     order by m.surname, m.name`;
}

/** Development and Skills of a course, in the file's order. */
export async function courseInfos(tx: Tx, courseId: number): Promise<{ developments: string[]; skills: string[] }> {
  const [row] = await tx<{ developments: string[]; skills: string[] }[]>`
    select (select coalesce(json_agg(d.info order by cd.item_order_number), '[]'::json)
              from public.course_developments cd join public.learning_developments d on d.id = cd.development_id where cd.course_id = ${courseId}) as developments,
           (select coalesce(json_agg(s.info order by cs.item_order_number), '[]'::json)
              from public.course_skills cs join public.learning_skills s on s.id = cs.skill_id where cs.course_id = ${courseId}) as skills`;
  return row ?? { developments: [], skills: [] };
}
