/** Arranging institutes, licences, teaching groups and the sample courses for the e-learning tests. */
import type postgres from "postgres";
import { loadCourses } from "../../../scripts/load-courses";
import { unique } from "./database";

export type LicenceState = "active" | "expired" | "payment_pending" | "lapsed";

export type SampleCourses = { open: number; institute: number };

/** The two sample courses of content/courses (idempotent): ids of the open and the institute-only one. */
export async function sampleCourses(sql: postgres.Sql): Promise<SampleCourses> {
  await loadCourses(sql);
  const rows = await sql<
    { id: number; slug: string }[]
  >`select id, slug from public.courses where slug in ('leven-met-reuma', 'reumazorg-in-de-praktijk')`;
  const id = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  return { open: id("leven-met-reuma"), institute: id("reumazorg-in-de-praktijk") };
}

export type TestGroup = { instituteId: number; groupId: number; classId: number; name: string };

/**
 * An institute with a licence in the given state (lapsed: active, but valid_until has passed),
 * a class and a teaching group with the courses.
 */
export async function instituteGroup(
  sql: postgres.Sql,
  licence: LicenceState,
  courseIds: number[],
  options: { canSeeUnpublished?: boolean } = {},
): Promise<TestGroup> {
  const name = `Opleiding ${unique()}`;
  const [institute] = await sql<{ id: number }[]>`insert into public.institutes (name) values (${name}) returning id`;
  const instituteId = institute!.id;
  const status = licence === "lapsed" ? "active" : licence;
  await sql`insert into public.licences (institute_id, description, status, status_since, valid_until, expired_on)
            values (${instituteId}, 'Licentie', ${status}, current_date - 30,
                    ${licence === "lapsed" ? sql`current_date - 1` : sql`null`}, ${licence === "expired" ? sql`current_date - 3` : sql`null`})`;
  const [klass] = await sql<
    { id: number }[]
  >`insert into public.institute_classes (institute_id, code) values (${instituteId}, 'K1') returning id`;
  const [group] = await sql<{ id: number }[]>`
    insert into public.teaching_groups (institute_id, code, can_see_unpublished_materials) values (${instituteId}, 'Groep', ${options.canSeeUnpublished ?? false}) returning id`;
  await sql`insert into public.teaching_group_classes values (${group!.id}, ${klass!.id})`;
  for (const courseId of courseIds)
    await sql`insert into public.teaching_group_courses values (${group!.id}, ${courseId})`;
  return { instituteId, groupId: group!.id, classId: klass!.id, name };
}

/** A student of the group's class (and member of its institute). */
export async function enrol(sql: postgres.Sql, group: TestGroup, profileId: string, name = "Student"): Promise<void> {
  await sql`insert into public.institute_members (institute_id, profile_id, role, name, surname, student_number)
            values (${group.instituteId}, ${profileId}, 'student', ${name}, 'Test', ${unique()})`;
  await sql`insert into public.class_students values (${group.classId}, ${profileId})`;
}

export async function teach(sql: postgres.Sql, group: TestGroup, profileId: string): Promise<void> {
  await sql`insert into public.institute_members (institute_id, profile_id, role, name, surname) values (${group.instituteId}, ${profileId}, 'teacher', 'Docent', 'Test')`;
  await sql`insert into public.teaching_group_teachers values (${group.groupId}, ${profileId})`;
}

/** A checker or employee of the group's institute (no group of their own). */
export async function staff(
  sql: postgres.Sql,
  group: TestGroup,
  profileId: string,
  role: "checker" | "employee",
): Promise<void> {
  await sql`insert into public.institute_members (institute_id, profile_id, role, name, surname) values (${group.instituteId}, ${profileId}, ${role}, 'Staf', 'Test')`;
}

/** A specialisation of a teacher (created when new). */
export async function specialise(sql: postgres.Sql, profileId: string, info: string): Promise<void> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.learning_specializations (info) values (${info}) on conflict (info) do update set info = excluded.info returning id`;
  await sql`insert into public.teacher_specializations values (${profileId}, ${row!.id})`;
}

/** An activity of a sample course by its key, with its answers (right one first). */
export async function activityByKey(
  sql: postgres.Sql,
  key: string,
): Promise<{ id: number; chapterId: number; right: number; wrong: number[] }> {
  const [activity] = await sql<
    { id: number; chapterId: number }[]
  >`select id, chapter_id as "chapterId" from public.learning_activities where key = ${key}`;
  const answers = await sql<
    { id: number; isCorrect: boolean }[]
  >`select id, is_correct as "isCorrect" from public.learning_answers where activity_id = ${activity!.id} order by item_order_number`;
  return {
    id: activity!.id,
    chapterId: activity!.chapterId,
    right: answers.find((answer) => answer.isCorrect)?.id ?? 0,
    wrong: answers.filter((answer) => !answer.isCorrect).map((answer) => answer.id),
  };
}
