import { readCourseFiles } from "./load-courses";
import { ACTIVITY_KINDS, courseFileSchema } from "../src/domain/learning";

describe("the course files of content/courses", () => {
  const courses = readCourseFiles();

  it("hold two complete Dutch courses of four chapters or more, one open to everyone", () => {
    expect(courses.map((course) => course.slug)).toEqual(["leven-met-reuma", "reumazorg-in-de-praktijk"]);
    for (const course of courses) expect(course.chapters.length).toBeGreaterThanOrEqual(4);
    expect(courses.map((course) => course.openToEveryone)).toEqual([true, false]);
  });

  it("say what each course develops and which skills it trains (Development and Skills)", () => {
    for (const course of courses) {
      expect(course.developments.length).toBeGreaterThan(0);
      expect(course.skills.length).toBeGreaterThan(0);
    }
    expect(courses[0]!.developments).toContain("Zelfmanagement: je energie verdelen over de dag");
  });

  it("use every activity type in each course, with a drag question and TextWhenError feedback", () => {
    for (const course of courses) {
      const activities = course.chapters.flatMap((chapter) => chapter.activities);
      expect(new Set(activities.map((activity) => activity.kind))).toEqual(new Set(ACTIVITY_KINDS));
      expect(activities.some((activity) => activity.shouldDragAnswer)).toBe(true);
      expect(activities.some((activity) => activity.answers.some((answer) => answer.textWhenError))).toBe(true);
    }
  });

  it("refuses a question with two right answers and a drag flip card", () => {
    const base = courses[0]!;
    const question = base.chapters[0]!.activities[1]!;
    const twoRight = { ...question, answers: question.answers.map((answer) => ({ ...answer, isCorrect: true })) };
    expect(
      courseFileSchema.safeParse({ ...base, chapters: [{ ...base.chapters[0]!, activities: [twoRight] }] }).success,
    ).toBe(false);
    const flip = base.chapters[0]!.activities[3]!;
    expect(
      courseFileSchema.safeParse({
        ...base,
        chapters: [{ ...base.chapters[0]!, activities: [{ ...flip, shouldDragAnswer: true }] }],
      }).success,
    ).toBe(false);
    expect(courseFileSchema.safeParse({ ...base, slug: "docent" }).success).toBe(false);
    expect(courseFileSchema.safeParse({ ...base, slug: "instituut" }).success).toBe(false);
  });
});
