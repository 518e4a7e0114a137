/**
 * E-learning (/trainingen, spec 001 §3.4 "Learning side"): the course file format that
 * scripts/load-courses.ts reads from content/courses/*.json, the attempt body, and the answer
 * shapes of /api/v1/learning. Messages are keys of the `elearning` namespace.
 */
import { z } from "zod";

export const ACTIVITY_KINDS = ["info_slide", "flip_card_question", "info_slide_question", "assignment"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const isQuestion = (kind: ActivityKind) => kind === "flip_card_question" || kind === "info_slide_question";

const text = z.string().trim().min(1);
const imagePath = z.string().regex(/^\/images\/trainingen\/[a-z0-9-]+\.(svg|png|jpg|webp)$/);

const answerFileSchema = z.object({
  content: text,
  isCorrect: z.boolean().default(false),
  textWhenError: text.optional(),
  image: imagePath.optional(),
  imageLabel: text.optional(),
  backImage: imagePath.optional(),
});

const activityFileSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    kind: z.enum(ACTIVITY_KINDS),
    itemOrderNumber: z.number().int(),
    title: text,
    content: text,
    shouldDragAnswer: z.boolean().default(false),
    hideActivity: z.boolean().default(false),
    answers: z.array(answerFileSchema).default([]),
  })
  .superRefine((activity, ctx) => {
    const question = isQuestion(activity.kind);
    if (question && activity.answers.filter((answer) => answer.isCorrect).length !== 1) {
      ctx.addIssue({ code: "custom", message: `${activity.key}: a question has exactly one right answer` });
    }
    if (!question && activity.answers.length > 0)
      ctx.addIssue({ code: "custom", message: `${activity.key}: only questions have answers` });
    if (activity.shouldDragAnswer && activity.kind !== "info_slide_question") {
      ctx.addIssue({ code: "custom", message: `${activity.key}: only info-slide questions can be dragged` });
    }
    if (
      activity.kind === "flip_card_question" &&
      activity.answers.some((answer) => !answer.image || !answer.imageLabel || !answer.backImage)
    ) {
      ctx.addIssue({ code: "custom", message: `${activity.key}: flip cards need image, imageLabel and backImage` });
    }
  });

const chapterFileSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]+$/),
  title: text,
  description: z.string().default(""),
  published: z.boolean().default(true),
  image: imagePath.optional(),
  itemOrderNumber: z.number().int(),
  hideActivity: z.boolean().default(false),
  activities: z.array(activityFileSchema).min(1),
});

/** Paths under /trainingen/ that are pages of their own, not courses. */
export const RESERVED_COURSE_SLUGS = ["docent", "instituut"];

/** One file of content/courses/. */
export const courseFileSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .refine((slug) => !RESERVED_COURSE_SLUGS.includes(slug)),
  name: text,
  description: text,
  itemOrderNumber: z.number().int(),
  imageNumber: z.number().int().optional(),
  studyTimeMinutes: z.number().int().positive(),
  openToEveryone: z.boolean().default(false),
  /** Development (spec 001 §3.4): what the course develops, each an Info text. */
  developments: z.array(text).default([]),
  /** Skills (spec 001 §3.4): the skills it trains. */
  skills: z.array(text).default([]),
  chapters: z.array(chapterFileSchema).min(1),
});
export type CourseFile = z.infer<typeof courseFileSchema>;

/** POST /api/v1/learning/activities/{id}/attempt. */
export const attemptSchema = z.object({
  AnswerId: z
    .number({ error: "player.answerRequired" })
    .int({ error: "player.answerRequired" })
    .positive({ error: "player.answerRequired" }),
});
export type AttemptBody = z.infer<typeof attemptSchema>;

// Answers of /api/v1/learning ---------------------------------------------------------------------

/** active: through an institute's active licence; open: open to everyone; teacher: teaches it. */
export const COURSE_ACCESS = ["active", "open", "teacher", "expired", "payment_pending", "none", "login"] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];
export const canFollow = (access: CourseAccess) => access === "active" || access === "open" || access === "teacher";

export type CourseListItem = {
  Id: number;
  Slug: string;
  Name: string;
  Description: string;
  StudyTime: number;
  ImageNumber: number | null;
  Access: CourseAccess;
  Completed: number;
  Total: number;
};

export type ChapterListItem = {
  Id: number;
  Code: string;
  Title: string;
  Description: string;
  Image: string | null;
  Published: boolean;
  Completed: number;
  Total: number;
};

/** Why a course is closed: the institute and, for an expired licence, the date. */
export type LicenceNotice = { Institute: string; ExpiredOn: string | null };

/** Developments and Skills: what the course develops and trains (Info texts, in the file's order). */
export type CourseView = CourseListItem & {
  Chapters: ChapterListItem[];
  Licence: LicenceNotice | null;
  Developments: string[];
  Skills: string[];
};

export type AnswerView = { Id: number; Content: string; Image: string | null; ImageLabel: string | null };

export type ActivityView = {
  Id: number;
  Kind: ActivityKind;
  Title: string;
  Content: string;
  ShouldDragAnswer: boolean;
  Answers: AnswerView[];
};

export type ChapterView = {
  Id: number;
  Code: string;
  Title: string;
  Description: string;
  Course: { Slug: string; Name: string };
  Activities: ActivityView[];
  CompletedIds: number[];
  NextChapterId: number | null;
};

export type AttemptResult = {
  Successful: boolean;
  /** The chosen answer's TextWhenError (info-slide questions, when wrong). */
  TextWhenError: string | null;
  /** The back of the chosen flip card. */
  Back: { Content: string; BackImage: string | null } | null;
  Completed: boolean;
};

/** teacher: teaches the group; checker: checks at its institute (reads progress, decision 196). */
export type GroupRole = "teacher" | "checker";

export type GroupSummary = { Id: number; Code: string; Institute: string; Courses: string[]; Students: number };
export type TeachingGroupItem = GroupSummary & { Role: GroupRole };

export type GroupProgress = {
  Id: number;
  Code: string;
  Institute: string;
  Role: GroupRole;
  Courses: Array<{
    Id: number;
    Slug: string;
    Name: string;
    Chapters: Array<{ Id: number; Title: string; Total: number }>;
  }>;
  Students: Array<{ Id: string; Name: string; StudentNumber: string | null; Completed: Record<number, number> }>;
  MostFailed: Array<{
    ActivityId: number;
    Title: string;
    Chapter: string;
    Course: string;
    Failures: number;
    Students: number;
  }>;
};

/** Which of the learning pages of staff the caller has (the buttons on /trainingen). */
export type LearningRoles = { Progress: boolean; Institute: boolean };

/** A licence's state as it counts today: an active one past valid_until is expired. */
export type LicenceState = "active" | "expired" | "payment_pending";

/** /trainingen/instituut/: what an employee sees of their institute (decision 197). */
export type InstituteView = {
  Id: number;
  Name: string;
  Licences: Array<{
    Id: number;
    Description: string;
    State: LicenceState;
    Current: boolean;
    Since: string;
    ValidUntil: string | null;
    ExpiredOn: string | null;
  }>;
  Groups: GroupSummary[];
  Teachers: Array<{ Name: string; Specializations: string[] }>;
};
