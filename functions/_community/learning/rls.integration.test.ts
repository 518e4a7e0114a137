/**
 * Row-level security of the e-learning tables as a second fence (decision 193): queries run
 * with the same withTransaction the services use, without any service check in front.
 */
import type postgres from "postgres";
import { anonymous, asUser, createDb, withTransaction, type Db } from "../../_shared/db";
import { insertAuthUser, sqlState, testSql, unique } from "../../_shared/test-support/database";
import {
  activityByKey,
  enrol,
  instituteGroup,
  sampleCourses,
  teach,
  type SampleCourses,
  type TestGroup,
} from "../../_shared/test-support/learning";

let sql: postgres.Sql;
let db: Db;
let courses: SampleCourses;
let group: TestGroup;
let student: string;
let classmate: string;
let teacher: string;
let otherTeacher: string;
let outsider: string;

const user = (name: string) => insertAuthUser(sql, { username: `${name}${unique()}`.slice(0, 20) });

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  courses = await sampleCourses(sql);
  group = await instituteGroup(sql, "active", [courses.open, courses.institute]);
  [student, classmate, teacher, otherTeacher, outsider] = [
    await user("Leerling"),
    await user("Klasgenoot"),
    await user("Docent"),
    await user("Docent"),
    await user("Buiten"),
  ];
  await enrol(sql, group, student);
  await enrol(sql, group, classmate);
  await teach(sql, group, teacher);
  await teach(sql, await instituteGroup(sql, "active", [courses.institute]), otherTeacher);
  const question = await activityByKey(sql, "werking-methotrexaat");
  await sql`insert into public.learning_attempts (activity_id, student_id, successful) values (${question.id}, ${student}, false), (${question.id}, ${classmate}, true)`;
  await sql`insert into public.learning_completions (activity_id, student_id) values (${question.id}, ${student}), (${question.id}, ${classmate})`;
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

const attemptsSeenBy = (who: string) =>
  withTransaction(db, asUser(who), async (tx) =>
    (await tx`select student_id from public.learning_attempts where student_id in (${student}, ${classmate})`)
      .map((row) => row.studentId as string)
      .sort(),
  );

describe("progress", () => {
  it("lets a student read only their own attempts and completions", async () => {
    expect(await attemptsSeenBy(student)).toEqual([student]);
    const completions = await withTransaction(
      db,
      asUser(student),
      (tx) => tx`select student_id from public.learning_completions where student_id in (${student}, ${classmate})`,
    );
    expect(completions.map((row) => row.studentId)).toEqual([student]);
  });

  it("lets the group's teacher read their students' attempts, not another teacher or an outsider", async () => {
    expect(await attemptsSeenBy(teacher)).toEqual([student, classmate].sort());
    expect(await attemptsSeenBy(otherTeacher)).toEqual([]);
    expect(await attemptsSeenBy(outsider)).toEqual([]);
  });

  it("lets nobody but the service write attempts, and a learner complete only slides and assignments of their own", async () => {
    const question = await activityByKey(sql, "wat-is-ontstekingsreuma");
    const slide = await activityByKey(sql, "reuma-is-een-verzamelnaam");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(student),
          (tx) =>
            tx`insert into public.learning_attempts (activity_id, student_id, successful) values (${question.id}, ${student}, true)`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(student),
          (tx) =>
            tx`insert into public.learning_completions (activity_id, student_id) values (${question.id}, ${student})`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(student),
          (tx) =>
            tx`insert into public.learning_completions (activity_id, student_id) values (${slide.id}, ${classmate})`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(
          db,
          asUser(student),
          (tx) =>
            tx`insert into public.learning_completions (activity_id, student_id) values (${slide.id}, ${student})`,
        ),
      ),
    ).toBeUndefined();
  });
});

describe("content", () => {
  it("keeps which answer is right and its feedback from participants", async () => {
    expect(
      await sqlState(() =>
        withTransaction(db, asUser(student), (tx) => tx`select is_correct from public.learning_answers limit 1`),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        withTransaction(db, asUser(student), (tx) => tx`select text_when_error from public.learning_answers limit 1`),
      ),
    ).toBe("42501");
    const readable = await withTransaction(
      db,
      asUser(student),
      (tx) => tx`select id, content from public.learning_answers limit 1`,
    );
    expect(readable).toHaveLength(1);
  });

  it("shows visitors the courses but no chapter", async () => {
    const visible = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select slug from public.courses where slug = 'leven-met-reuma'`,
    );
    expect(visible).toHaveLength(1);
    expect(await sqlState(() => withTransaction(db, anonymous, (tx) => tx`select id from public.chapters`))).toBe(
      "42501",
    );
  });

  it("shows an institute's course only through an active licence, unpublished chapters only with the group's flag", async () => {
    const chaptersOf = (who: string) =>
      withTransaction(db, asUser(who), async (tx) =>
        (await tx`select published from public.chapters where course_id = ${courses.institute}`).map(
          (row) => row.published as boolean,
        ),
      );
    expect(await chaptersOf(outsider)).toEqual([]);
    expect(await chaptersOf(student)).toEqual([true, true, true, true]);
    expect((await chaptersOf(teacher)).length).toBe(5);
    const flagged = await instituteGroup(sql, "active", [courses.institute], { canSeeUnpublished: true });
    const insider = await user("Insider");
    await enrol(sql, flagged, insider);
    expect((await chaptersOf(insider)).length).toBe(5);
    const expired = await instituteGroup(sql, "expired", [courses.institute], { canSeeUnpublished: true });
    const late = await user("Laat");
    await enrol(sql, expired, late);
    expect(await chaptersOf(late)).toEqual([]);
  });

  it("shows an institute, its licences and members' rows only to its members", async () => {
    const seen = (who: string) =>
      withTransaction(db, asUser(who), async (tx) => ({
        institutes: (await tx`select id from public.institutes where id = ${group.instituteId}`).length,
        licences: (await tx`select id from public.licences where institute_id = ${group.instituteId}`).length,
        members: (await tx`select profile_id from public.institute_members where institute_id = ${group.instituteId}`)
          .length,
      }));
    expect(await seen(outsider)).toEqual({ institutes: 0, licences: 0, members: 0 });
    expect(await seen(student)).toEqual({ institutes: 1, licences: 1, members: 1 });
    expect(await seen(teacher)).toEqual({ institutes: 1, licences: 1, members: 3 });
  });
});
