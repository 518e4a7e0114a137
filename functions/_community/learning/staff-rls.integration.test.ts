/**
 * Row-level security of checkers, employees, Development, Skills and Specialization (decisions
 * 195-197) as a second fence: queries run with the same withTransaction the services use,
 * without any service check in front. Nobody sees another student's answers; checkers and
 * employees see only their own institute.
 */
import type postgres from "postgres";
import { anonymous, asUser, createDb, withTransaction, type Db } from "../../_shared/db";
import { insertAuthUser, sqlState, testSql, unique } from "../../_shared/test-support/database";
import {
  activityByKey,
  enrol,
  instituteGroup,
  sampleCourses,
  specialise,
  staff,
  teach,
  type TestGroup,
} from "../../_shared/test-support/learning";

let sql: postgres.Sql;
let db: Db;
let groupA: TestGroup;
let groupB: TestGroup;
let student: string;
let classmate: string;
let studentB: string;
let teacher: string;
let checker: string;
let checkerB: string;
let employee: string;
let employeeB: string;
let outsider: string;
let questionId: number;

const user = (name: string) => insertAuthUser(sql, { username: `${name}${unique()}`.slice(0, 20) });
const as = <T>(who: string, work: (tx: postgres.TransactionSql) => Promise<T>) =>
  withTransaction(db, asUser(who), work);

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  const courses = await sampleCourses(sql);
  groupA = await instituteGroup(sql, "active", [courses.open, courses.institute]);
  groupB = await instituteGroup(sql, "active", [courses.institute]);
  [student, classmate, studentB, teacher, checker, checkerB, employee, employeeB, outsider] = [
    await user("Leerling"),
    await user("Klasgenoot"),
    await user("LeerlingB"),
    await user("Docent"),
    await user("Controle"),
    await user("ControleB"),
    await user("Medewerker"),
    await user("MedewerkerB"),
    await user("Buiten"),
  ];
  await enrol(sql, groupA, student);
  await enrol(sql, groupA, classmate);
  await enrol(sql, groupB, studentB);
  await teach(sql, groupA, teacher);
  await staff(sql, groupA, checker, "checker");
  await staff(sql, groupB, checkerB, "checker");
  await staff(sql, groupA, employee, "employee");
  await staff(sql, groupB, employeeB, "employee");
  await specialise(sql, teacher, "Reumaverpleegkunde");
  questionId = (await activityByKey(sql, "werking-methotrexaat")).id;
  for (const who of [student, classmate, studentB]) {
    await sql`insert into public.learning_attempts (activity_id, student_id, successful) values (${questionId}, ${who}, false), (${questionId}, ${who}, true)`;
    await sql`insert into public.learning_completions (activity_id, student_id) values (${questionId}, ${who})`;
  }
});

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

const everyStudent = () => [student, classmate, studentB];
const progressSeenBy = (who: string) =>
  as(who, async (tx) => ({
    attempts: [
      ...new Set(
        (await tx`select student_id from public.learning_attempts where student_id in ${tx(everyStudent())}`).map(
          (row) => row.studentId as string,
        ),
      ),
    ].sort(),
    completions: (
      await tx`select student_id from public.learning_completions where student_id in ${tx(everyStudent())}`
    )
      .map((row) => row.studentId as string)
      .sort(),
  }));

describe("progress", () => {
  it("keeps no chosen answer at all: an attempt is only failed or successful", async () => {
    const columns =
      await sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'learning_attempts' order by ordinal_position`;
    expect(columns.map((row) => row.column_name)).toEqual([
      "id",
      "activity_id",
      "student_id",
      "successful",
      "created_at",
    ]);
  });

  it("lets a checker read the progress of their own institute's students only, a student only their own", async () => {
    expect(await progressSeenBy(checker)).toEqual({
      attempts: [student, classmate].sort(),
      completions: [student, classmate].sort(),
    });
    expect(await progressSeenBy(checkerB)).toEqual({ attempts: [studentB], completions: [studentB] });
    expect(await progressSeenBy(student)).toEqual({ attempts: [student], completions: [student] });
  });

  it("lets a checker read the chapters of their institute's courses, unpublished ones too; not an employee", async () => {
    const chaptersSeenBy = (who: string) =>
      as(
        who,
        async (tx) =>
          (
            await tx`select c.id from public.chapters c join public.courses co on co.id = c.course_id where co.slug = 'reumazorg-in-de-praktijk'`
          ).length,
      );
    expect(await chaptersSeenBy(checker)).toBe(5);
    expect(await chaptersSeenBy(employee)).toBe(0);
    expect(await chaptersSeenBy(outsider)).toBe(0);
  });

  it("shows employees and outsiders no progress, not even of their own institute", async () => {
    expect(await progressSeenBy(employee)).toEqual({ attempts: [], completions: [] });
    expect(await progressSeenBy(outsider)).toEqual({ attempts: [], completions: [] });
  });

  it("lets checkers and employees write no progress, licence or specialisation", async () => {
    const slide = await activityByKey(sql, "reuma-is-een-verzamelnaam");
    expect(
      await sqlState(() =>
        as(
          checker,
          (tx) =>
            tx`insert into public.learning_attempts (activity_id, student_id, successful) values (${questionId}, ${student}, true)`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        as(
          checker,
          (tx) =>
            tx`insert into public.learning_completions (activity_id, student_id) values (${slide.id}, ${student})`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() => as(checker, (tx) => tx`delete from public.learning_attempts where student_id = ${student}`)),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        as(
          employee,
          (tx) =>
            tx`insert into public.licences (institute_id, description, status) values (${groupA.instituteId}, 'Eigen', 'active')`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        as(
          employee,
          (tx) => tx`update public.licences set status = 'active' where institute_id = ${groupA.instituteId}`,
        ),
      ),
    ).toBe("42501");
    expect(
      await sqlState(() =>
        as(teacher, (tx) => tx`insert into public.learning_specializations (info) values ('Zelfbedacht')`),
      ),
    ).toBe("42501");
  });
});

describe("the institute", () => {
  const instituteSeenBy = (who: string, group: TestGroup) =>
    as(who, async (tx) => ({
      licences: (await tx`select id from public.licences where institute_id = ${group.instituteId}`).length,
      members: (await tx`select profile_id from public.institute_members where institute_id = ${group.instituteId}`)
        .length,
      classmates: (await tx`select profile_id from public.class_students where class_id = ${group.classId}`).length,
    }));

  it("shows checkers and employees their own institute's licences, members and classes, not another's", async () => {
    // groupA: two students, a teacher, a checker and an employee.
    expect(await instituteSeenBy(employee, groupA)).toEqual({ licences: 1, members: 5, classmates: 2 });
    expect(await instituteSeenBy(checker, groupA)).toEqual({ licences: 1, members: 5, classmates: 2 });
    expect(await instituteSeenBy(employee, groupB)).toEqual({ licences: 0, members: 0, classmates: 0 });
    expect(await instituteSeenBy(employeeB, groupA)).toEqual({ licences: 0, members: 0, classmates: 0 });
  });

  it("shows a student only their own member and class rows", async () => {
    expect(await instituteSeenBy(student, groupA)).toEqual({ licences: 1, members: 1, classmates: 1 });
  });
});

describe("Development, Skills and Specialization", () => {
  const specialisationsOf = (who: string) =>
    as(who, async (tx) =>
      (
        await tx`select s.info from public.teacher_specializations ts join public.learning_specializations s on s.id = ts.specialization_id where ts.profile_id = ${teacher}`
      ).map((row) => row.info as string),
    );

  it("shows a teacher's specialisations to the people of their institute only", async () => {
    expect(await specialisationsOf(teacher)).toEqual(["Reumaverpleegkunde"]);
    expect(await specialisationsOf(employee)).toEqual(["Reumaverpleegkunde"]);
    expect(await specialisationsOf(student)).toEqual(["Reumaverpleegkunde"]);
    expect(await specialisationsOf(employeeB)).toEqual([]);
    expect(await specialisationsOf(outsider)).toEqual([]);
  });

  it("shows everyone, visitors too, what a course develops and trains", async () => {
    const infos = await withTransaction(
      db,
      anonymous,
      (tx) => tx`
      select d.info from public.course_developments cd join public.learning_developments d on d.id = cd.development_id
        join public.courses c on c.id = cd.course_id where c.slug = 'leven-met-reuma' order by cd.item_order_number`,
    );
    expect(infos.map((row) => row.info)[0]).toBe("Inzicht in wat reuma met je lichaam doet");
    const skills = await withTransaction(
      db,
      anonymous,
      (tx) => tx`select count(*)::int as n from public.course_skills`,
    );
    expect(skills[0]!.n).toBeGreaterThan(0);
    expect(
      await sqlState(() =>
        withTransaction(db, anonymous, (tx) => tx`select info from public.learning_specializations`),
      ),
    ).toBe("42501");
  });
});
