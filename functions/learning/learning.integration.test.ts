/**
 * /api/v1/learning through the real handler and database: who may follow which course (active
 * licence, open to everyone, expired, payment pending, lapsed), unpublished chapters, attempts
 * judged on the server with TextWhenError, completions and resuming, the teacher's view.
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
  teach,
  type SampleCourses,
  type TestGroup,
} from "../_shared/test-support/learning";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(require("./learning.mts"));
/* eslint-enable @typescript-eslint/no-require-imports */

let sink: MailSink;
let sql: postgres.Sql;
let courses: SampleCourses;
let activeGroup: TestGroup;
let student: TestAccount;
let classmate: TestAccount;
let teacher: TestAccount;
let individual: TestAccount;

const INSTITUTE_COURSE = "/api/v1/learning/courses/reumazorg-in-de-praktijk";
const OPEN_COURSE = "/api/v1/learning/courses/leven-met-reuma";

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  courses = await sampleCourses(sql);
  activeGroup = await instituteGroup(sql, "active", [courses.open, courses.institute]);
  [student, classmate, teacher, individual] = [
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
    await loggedInParticipant(sink),
  ];
  await enrol(sql, activeGroup, student.id, "Lotte");
  await enrol(sql, activeGroup, classmate.id, "Sanne");
  await teach(sql, activeGroup, teacher.id);
}, 120_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function studentOf(
  licence: "expired" | "payment_pending" | "lapsed" | "active",
  options: { canSeeUnpublished?: boolean } = {},
) {
  const group = await instituteGroup(sql, licence, [courses.institute], options);
  const who = await loggedInParticipant(sink);
  await enrol(sql, group, who.id);
  return { who, group };
}

describe("courses and access", () => {
  it("shows visitors the courses with their study time, asking them to log in", async () => {
    const answer = await new Browser().get("/api/v1/learning/courses");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Slug: "leven-met-reuma",
          Name: "Leven met reuma",
          StudyTime: 40,
          Access: "login",
          Total: 0,
        }),
      ]),
    );
    const course = await new Browser().get(OPEN_COURSE);
    expect(course.json).toMatchObject({ Access: "login", Chapters: [] });
  });

  it("opens a course marked open to everyone to an individual participant, not an institute's course", async () => {
    const open = await individual.browser.get(OPEN_COURSE);
    expect(open.json.Access).toBe("open");
    expect(open.json.Chapters.map((chapter: { Title: string }) => chapter.Title)).toEqual([
      "Wat is reuma?",
      "Omgaan met vermoeidheid",
      "Bewegen met reuma",
      "Het gesprek met je zorgverlener",
    ]);
    const closed = await individual.browser.get(INSTITUTE_COURSE);
    expect(closed.json).toMatchObject({ Access: "none", Chapters: [], Licence: null });
    const { chapterId } = await activityByKey(sql, "dmards");
    expect((await individual.browser.get(`/api/v1/learning/chapters/${chapterId}`)).status).toBe(404);
  });

  it("gives a student of an institute with an active licence the course's published chapters only", async () => {
    const answer = await student.browser.get(INSTITUTE_COURSE);
    expect(answer.json.Access).toBe("active");
    expect(answer.json.Chapters).toHaveLength(4);
    expect(answer.json.Chapters.every((chapter: { Published: boolean }) => chapter.Published)).toBe(true);
  });

  it("shows unpublished chapters to a group with CanSeeUnpublishedMaterials", async () => {
    const { who } = await studentOf("active", { canSeeUnpublished: true });
    const answer = await who.browser.get(INSTITUTE_COURSE);
    expect(answer.json.Chapters).toHaveLength(5);
    expect(answer.json.Chapters[4]).toMatchObject({ Title: "Telezorg bij reuma (concept)", Published: false });
  });

  it("explains an expired licence with the institute and the date, and keeps the chapters closed", async () => {
    const { who, group } = await studentOf("expired");
    const answer = await who.browser.get(INSTITUTE_COURSE);
    expect(answer.json).toMatchObject({ Access: "expired", Chapters: [], Licence: { Institute: group.name } });
    expect(answer.json.Licence.ExpiredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const { id, right, chapterId } = await activityByKey(sql, "werking-methotrexaat");
    expect((await who.browser.get(`/api/v1/learning/chapters/${chapterId}`)).status).toBe(404);
    expect((await who.browser.post(`/api/v1/learning/activities/${id}/attempt`, { AnswerId: right })).status).toBe(404);
    // The open course stays open to them as an individual participant.
    expect((await who.browser.get(OPEN_COURSE)).json.Access).toBe("open");
  });

  it("treats an active licence past its end date as expired, and tells about a pending payment", async () => {
    expect((await (await studentOf("lapsed")).who.browser.get(INSTITUTE_COURSE)).json.Access).toBe("expired");
    const pending = await studentOf("payment_pending");
    expect((await pending.who.browser.get(INSTITUTE_COURSE)).json).toMatchObject({
      Access: "payment_pending",
      Chapters: [],
      Licence: { Institute: pending.group.name },
    });
  });

  it("answers 404 in Dutch for an unknown course", async () => {
    const answer = await student.browser.get("/api/v1/learning/courses/bestaat-niet");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Deze training bestaat niet (meer).");
  });
});

describe("the player", () => {
  it("sends a chapter's activities in ItemOrderNumber order without revealing the right answer", async () => {
    const { chapterId } = await activityByKey(sql, "reuma-is-een-verzamelnaam");
    const answer = await student.browser.get(`/api/v1/learning/chapters/${chapterId}`);
    expect(answer.status).toBe(200);
    expect(answer.json.Activities.map((activity: { Kind: string }) => activity.Kind)).toEqual([
      "info_slide",
      "info_slide_question",
      "info_slide_question",
      "flip_card_question",
      "assignment",
    ]);
    expect(answer.json.Activities[2].ShouldDragAnswer).toBe(true);
    expect(answer.text).not.toMatch(/IsCorrect|TextWhenError|BackImage|Slijtage past meer bij artrose|Goed gezien/);
    expect(answer.json.NextChapterId).toEqual(expect.any(Number));
  });

  it("records a wrong answer as a failed attempt with its TextWhenError, a right one as successful and completed", async () => {
    const question = await activityByKey(sql, "wat-is-ontstekingsreuma");
    const wrong = await classmate.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, {
      AnswerId: question.wrong[0],
    });
    expect(wrong.json).toEqual({
      Successful: false,
      TextWhenError:
        "Dat is niet goed. Slijtage past meer bij artrose. Bij ontstekingsreuma valt het afweersysteem het eigen lichaam aan.",
      Back: null,
      Completed: false,
    });
    const right = await classmate.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, {
      AnswerId: question.right,
    });
    expect(right.json).toMatchObject({ Successful: true, TextWhenError: null, Completed: true });
    const attempts =
      await sql`select successful from public.learning_attempts where student_id = ${classmate.id} and activity_id = ${question.id} order by id`;
    expect(attempts.map((row) => row.successful)).toEqual([false, true]);
    const chapter = await classmate.browser.get(`/api/v1/learning/chapters/${question.chapterId}`);
    expect(chapter.json.CompletedIds).toEqual([question.id]);
  });

  it("turns a flip card: its back, right or wrong", async () => {
    const card = await activityByKey(sql, "welk-gewricht-is-ontstoken");
    const wrong = await classmate.browser.post(`/api/v1/learning/activities/${card.id}/attempt`, {
      AnswerId: card.wrong[0],
    });
    expect(wrong.json).toMatchObject({ Successful: false, Back: { BackImage: "/images/trainingen/niet-goed.svg" } });
    expect(wrong.json.Back.Content).toContain("gezond gewricht");
  });

  it("marks slides and assignments completed (resuming later), never a question without an answer", async () => {
    const slide = await activityByKey(sql, "reuma-is-een-verzamelnaam");
    expect((await classmate.browser.post(`/api/v1/learning/activities/${slide.id}/complete`)).json).toEqual({
      Completed: true,
    });
    expect((await classmate.browser.post(`/api/v1/learning/activities/${slide.id}/complete`)).status).toBe(200);
    const resumed = await classmate.browser.get(`/api/v1/learning/chapters/${slide.chapterId}`);
    expect(resumed.json.CompletedIds).toContain(slide.id);
    const question = await activityByKey(sql, "sleep-het-kenmerk");
    const refused = await classmate.browser.post(`/api/v1/learning/activities/${question.id}/complete`);
    expect(refused.status).toBe(400);
  });

  it("refuses an answer of another question, or none, at the field in Dutch", async () => {
    const question = await activityByKey(sql, "sleep-het-kenmerk");
    const other = await activityByKey(sql, "wat-is-ontstekingsreuma");
    const foreign = await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, {
      AnswerId: other.right,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain("Dit antwoord hoort niet bij deze vraag.");
    const none = await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, {});
    expect(none.status).toBe(400);
    expect(none.text).toContain("Kies eerst een antwoord.");
  });

  it("needs a login to open a chapter", async () => {
    const { chapterId } = await activityByKey(sql, "reuma-is-een-verzamelnaam");
    expect((await new Browser().get(`/api/v1/learning/chapters/${chapterId}`)).status).toBe(401);
  });
});

describe("the teacher", () => {
  it("sees each student's progress per chapter and the most failed questions of the group", async () => {
    const question = await activityByKey(sql, "werking-methotrexaat");
    await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, { AnswerId: question.wrong[0] });
    await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, { AnswerId: question.wrong[0] });
    await student.browser.post(`/api/v1/learning/activities/${question.id}/attempt`, { AnswerId: question.right });

    const groups = await teacher.browser.get("/api/v1/learning/teaching-groups");
    expect(groups.json).toEqual([
      {
        Id: activeGroup.groupId,
        Code: "Groep",
        Institute: activeGroup.name,
        Courses: ["Leven met reuma", "Reumazorg in de praktijk"],
        Students: 2,
        Role: "teacher",
      },
    ]);
    const progress = await teacher.browser.get(`/api/v1/learning/teaching-groups/${activeGroup.groupId}`);
    expect(progress.status).toBe(200);
    const lotte = progress.json.Students.find((row: { Name: string }) => row.Name === "Lotte Test");
    expect(lotte.Completed[question.chapterId]).toBe(1);
    // The teacher sees the unpublished chapter too.
    expect(progress.json.Courses[1].Chapters).toHaveLength(5);
    expect(progress.json.MostFailed[0]).toMatchObject({
      ActivityId: question.id,
      Title: "Vraag: wanneer werkt het?",
      Failures: 2,
      Students: 1,
    });
  });

  it("shows nothing of a group to its students or to another teacher", async () => {
    expect((await student.browser.get("/api/v1/learning/teaching-groups")).json).toEqual([]);
    expect((await student.browser.get(`/api/v1/learning/teaching-groups/${activeGroup.groupId}`)).status).toBe(404);
    const other = await instituteGroup(sql, "active", [courses.open]);
    const otherTeacher = await loggedInParticipant(sink);
    await teach(sql, other, otherTeacher.id);
    const answer = await otherTeacher.browser.get(`/api/v1/learning/teaching-groups/${activeGroup.groupId}`);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Deze lesgroep bestaat niet of je bent er geen docent of controleur van.");
  });
});
