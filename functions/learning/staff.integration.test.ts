/**
 * /api/v1/learning for checkers and employees (decisions 196, 197), Development and Skills on the
 * course (decision 195) and the attempt rate limit (decision 198), through the real handler and
 * database.
 */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { loggedInParticipant, type TestAccount } from "../_shared/test-support/participants";
import {
  activityByKey,
  enrol,
  instituteGroup,
  sampleCourses,
  specialise,
  staff,
  teach,
  type TestGroup,
} from "../_shared/test-support/learning";
import { holdTheClock } from "../_shared/test-support/clock";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./learning.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let group: TestGroup;
let otherGroup: TestGroup;
let student: TestAccount;
let teacher: TestAccount;
let checker: TestAccount;
let employee: TestAccount;
let otherEmployee: TestAccount;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  const courses = await sampleCourses(sql);
  group = await instituteGroup(sql, "active", [courses.open, courses.institute]);
  otherGroup = await instituteGroup(sql, "payment_pending", [courses.institute]);
  [student, teacher, checker, employee, otherEmployee] = [
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
  ];
  await enrol(sql, group, student.id, "Lotte");
  await teach(sql, group, teacher.id);
  await specialise(sql, teacher.id, "Reumaverpleegkunde");
  await staff(sql, group, checker.id, "checker");
  await staff(sql, group, employee.id, "employee");
  await staff(sql, otherGroup, otherEmployee.id, "employee");
  // An older licence of the institute that has expired.
  await sql`insert into public.licences (institute_id, description, status, status_since, expired_on)
            values (${group.instituteId}, 'Licentie vorig jaar', 'expired', current_date - 400, current_date - 35)`;
}, 120_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("Development and Skills", () => {
  it("come with the course page, for visitors too", async () => {
    const course = await new Browser().get("/api/v1/learning/courses/leven-met-reuma");
    expect(course.json.Developments).toEqual([
      "Inzicht in wat reuma met je lichaam doet",
      "Zelfmanagement: je energie verdelen over de dag",
      "Vertrouwen in bewegen",
      "Zelf de regie nemen in het gesprek met je zorgverlener",
    ]);
    expect(course.json.Skills).toContain("Een dagplanning maken met rustmomenten");
  });
});

describe("roles", () => {
  it("tell which staff pages the caller has", async () => {
    expect((await student.browser.get("/api/v1/learning/roles")).json).toEqual({ Progress: false, Institute: false });
    expect((await teacher.browser.get("/api/v1/learning/roles")).json).toEqual({ Progress: true, Institute: false });
    expect((await checker.browser.get("/api/v1/learning/roles")).json).toEqual({ Progress: true, Institute: false });
    expect((await employee.browser.get("/api/v1/learning/roles")).json).toEqual({ Progress: false, Institute: true });
    expect((await new Browser().get("/api/v1/learning/roles")).status).toBe(401);
  });
});

describe("the checker", () => {
  it("reads the progress of every group of their institute, read-only, and nothing of another institute", async () => {
    const question = await activityByKey(sql, "werking-methotrexaat");
    await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, { AnswerId: question.wrong[0] });
    await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, { AnswerId: question.right });

    const groups = await checker.browser.get("/api/v1/learning/teaching-groups");
    expect(groups.json).toEqual([
      {
        Id: group.groupId,
        Code: "Groep",
        Institute: group.name,
        Courses: ["Leven met reuma", "Reumazorg in de praktijk"],
        Students: 1,
        Role: "checker",
      },
    ]);
    const progress = await checker.browser.get(`/api/v1/learning/teaching-groups/${group.groupId}`);
    expect(progress.json).toMatchObject({
      Role: "checker",
      Students: [{ Name: "Lotte Test", Completed: { [question.chapterId]: 1 } }],
    });
    expect(progress.json.MostFailed[0]).toMatchObject({ ActivityId: question.id, Failures: 1, Students: 1 });
    // Like the teacher, the checker sees the unpublished chapter among the columns.
    expect(progress.json.Courses[1].Chapters).toHaveLength(5);
    expect((await checker.browser.get(`/api/v1/learning/teaching-groups/${otherGroup.groupId}`)).status).toBe(404);
    expect((await checker.browser.get("/api/v1/learning/institutes")).json).toEqual([]);
  });
});

describe("the employee", () => {
  it("sees the institute's licences with their state, its groups and its teachers with their specialisations", async () => {
    const answer = await employee.browser.get("/api/v1/learning/institutes");
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(1);
    const [institute] = answer.json;
    expect(institute).toMatchObject({
      Id: group.instituteId,
      Name: group.name,
      Teachers: [{ Name: "Docent Test", Specializations: ["Reumaverpleegkunde"] }],
    });
    expect(
      institute.Licences.map((licence: { Description: string; State: string; Current: boolean }) => [
        licence.Description,
        licence.State,
        licence.Current,
      ]),
    ).toEqual([
      ["Licentie", "active", true],
      ["Licentie vorig jaar", "expired", false],
    ]);
    expect(institute.Licences[1].ExpiredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(institute.Groups).toEqual([
      {
        Id: group.groupId,
        Code: "Groep",
        Institute: group.name,
        Courses: ["Leven met reuma", "Reumazorg in de praktijk"],
        Students: 1,
      },
    ]);
  });

  it("sees no progress and no other institute", async () => {
    expect((await employee.browser.get("/api/v1/learning/teaching-groups")).json).toEqual([]);
    expect((await employee.browser.get(`/api/v1/learning/teaching-groups/${group.groupId}`)).status).toBe(404);
    const other = await otherEmployee.browser.get("/api/v1/learning/institutes");
    expect(other.json.map((item: { Name: string }) => item.Name)).toEqual([otherGroup.name]);
    expect(other.json[0].Licences[0]).toMatchObject({ State: "payment_pending", Current: true });
    expect((await student.browser.get("/api/v1/learning/institutes")).json).toEqual([]);
    expect((await new Browser().get("/api/v1/learning/institutes")).status).toBe(401);
  });
});

describe("the attempt rate limit", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("refuses more than 20 answers a minute with a Dutch message, without recording them", async () => {
    const flooder = await loggedInParticipant(sink);
    await enrol(sql, group, flooder.id);
    const question = await activityByKey(sql, "wat-is-ontstekingsreuma");
    holdTheClock();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push(
        (
          await flooder.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, {
            AnswerId: question.wrong[0],
          })
        ).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await flooder.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, {
      AnswerId: question.right,
    });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(
      "Je geeft veel antwoorden kort na elkaar. Wacht een minuut en probeer het dan opnieuw.",
    );
    const [row] =
      await sql`select count(*)::int as n, bool_or(successful) as right from public.learning_attempts where student_id = ${flooder.id}`;
    expect(row).toEqual({ n: 20, right: false });
  }, 120_000);
});
