/**
 * The e-learning's rules (spec 001 §3.4, §4, §6; issue 19): which courses a participant may
 * follow (an institute's active licence through a teaching group, or a course open to everyone;
 * teachers see their groups' courses), the Dutch explanation when a licence expired or awaits
 * payment, the player's chapter, attempts judged on the server (failed or successful, with the
 * answer's TextWhenError), completions, and the teacher's view of a teaching group.
 */
import { asUser } from "../../_shared/db";
import { Invalid, NotFound } from "../../_shared/errors";
import {
  canFollow,
  isQuestion,
  type AttemptResult,
  type ChapterView,
  type CourseListItem,
  type CourseView,
  type GroupProgress,
  type InstituteView,
  type LearningRoles,
  type TeachingGroupItem,
} from "../../../src/domain/learning";
import { asCaller, asServiceRoleWithin, requireParticipant, type Caller } from "../../_shared/caller";
import type { CommunityDeps } from "../deps";
import { limitAttemptsWithin } from "../limits";
import * as q from "./queries";
import {
  presentActivities,
  presentChapter,
  presentChapterView,
  presentCourse,
  presentGroup,
  presentGroupProgress,
  presentInstitute,
} from "./presenters";

type Deps = Pick<CommunityDeps, "db" | "secret">;

const courseNotFound = () => new NotFound({ code: "CourseNotFound", messageKey: "elearning:errors.courseNotFound" });
const chapterNotFound = () => new NotFound({ code: "ChapterNotFound", messageKey: "elearning:errors.chapterNotFound" });
const activityNotFound = () =>
  new NotFound({ code: "ActivityNotFound", messageKey: "elearning:errors.activityNotFound" });
const groupNotFound = () =>
  new NotFound({ code: "TeachingGroupNotFound", messageKey: "elearning:errors.groupNotFound" });

const coursesOf = (caller: Caller) => (caller.userId ? q.courses : q.coursesForVisitors);

/** /trainingen: every course with its study time, the caller's access and progress. */
export function listCourses(deps: Deps, caller: Caller): Promise<CourseListItem[]> {
  return asCaller(deps, caller, async (tx) => (await coursesOf(caller)(tx)).map(presentCourse));
}

/** One course: its chapters when the caller may follow it, otherwise why not (the licence). */
export function getCourse(deps: Deps, caller: Caller, slug: string): Promise<CourseView> {
  return asCaller(deps, caller, async (tx) => {
    const [row] = await coursesOf(caller)(tx, slug);
    if (!row) throw courseNotFound();
    const course = presentCourse(row);
    const closedByLicence = course.Access === "expired" || course.Access === "payment_pending";
    const licence = closedByLicence ? await q.licenceOf(tx, row.id, course.Access) : null;
    const chapters = canFollow(course.Access) ? (await q.chapters(tx, row.id)).map(presentChapter) : [];
    const infos = await q.courseInfos(tx, row.id);
    return {
      ...course,
      Chapters: chapters,
      Licence: licence ? { Institute: licence.institute, ExpiredOn: licence.expiredOn } : null,
      Developments: infos.developments,
      Skills: infos.skills,
    };
  });
}

/** The player's chapter: activities in ItemOrderNumber order, without which answer is right. */
export async function getChapter(deps: Deps, caller: Caller, chapterId: number): Promise<ChapterView> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const head = await q.chapter(tx, chapterId);
    if (!head) throw chapterNotFound();
    const activities = presentActivities(await q.activities(tx, chapterId), await q.answers(tx, chapterId));
    return presentChapterView(head, activities, await q.completedIn(tx, chapterId), await q.nextChapterId(tx, head));
  });
}

/**
 * Records one attempt at a question (failed or successful) and, when right, its completion. The
 * answer is judged as service_role inside the caller's transaction, after RLS showed the caller
 * may open the activity. Counted against the attempt rate limit (a script cannot flood attempts).
 */
export async function attempt(
  deps: Deps,
  caller: Caller,
  activityId: number,
  answerId: number,
): Promise<AttemptResult> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const activity = await q.activity(tx, activityId);
    if (!activity) throw activityNotFound();
    if (!isQuestion(activity.kind)) throw new Invalid({ AnswerId: ["elearning:player.notAQuestion"] });
    return asServiceRoleWithin(tx, asUser(userId), async () => {
      await limitAttemptsWithin(tx, deps.secret, userId);
      const answer = await q.judge(tx, activityId, answerId);
      if (!answer) throw new Invalid({ AnswerId: ["elearning:player.answerUnknown"] });
      await q.recordAttempt(tx, activityId, userId, answer.isCorrect);
      if (answer.isCorrect) await q.complete(tx, activityId, userId);
      const flip = activity.kind === "flip_card_question";
      return {
        Successful: answer.isCorrect,
        TextWhenError: !answer.isCorrect && !flip ? (answer.textWhenError ?? null) : null,
        Back: flip ? { Content: answer.content, BackImage: answer.backImage } : null,
        Completed: answer.isCorrect,
      };
    });
  });
}

/** An info slide read or an assignment done (RLS allows only those kinds, only for oneself). */
export async function complete(deps: Deps, caller: Caller, activityId: number): Promise<{ Completed: true }> {
  const userId = requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const activity = await q.activity(tx, activityId);
    if (!activity) throw activityNotFound();
    if (isQuestion(activity.kind))
      throw new Invalid({}, { code: "AnswerRequired", messageKey: "elearning:player.answerRequired" });
    await q.complete(tx, activityId, userId);
    return { Completed: true };
  });
}

/** The teaching groups the caller teaches or checks (empty for everyone else). */
export async function teachingGroups(deps: Deps, caller: Caller): Promise<TeachingGroupItem[]> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => (await q.taughtGroups(tx)).map(presentGroup));
}

/** Per teaching group (its teacher, or a checker of its institute, read-only): each student's progress per chapter and the most failed questions. */
export async function groupProgress(deps: Deps, caller: Caller, groupId: number): Promise<GroupProgress> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const [group] = await q.taughtGroups(tx, groupId);
    if (!group) throw groupNotFound();
    return presentGroupProgress(
      group,
      await q.groupChapters(tx, groupId),
      await q.groupStudents(tx, groupId),
      await q.groupProgress(tx, groupId),
      await q.mostFailed(tx, groupId),
    );
  });
}

/** Which staff pages the caller has: progress (teacher or checker), institute (employee). */
export async function roles(deps: Deps, caller: Caller): Promise<LearningRoles> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const found = await q.staffRoles(tx);
    return { Progress: found.progress, Institute: found.institute };
  });
}

/** An employee's institutes: licences with their state, teaching groups, teachers and their specialisations. */
export async function institutes(deps: Deps, caller: Caller): Promise<InstituteView[]> {
  requireParticipant(caller);
  return asCaller(deps, caller, async (tx) => {
    const views: InstituteView[] = [];
    for (const institute of await q.employingInstitutes(tx)) {
      views.push(
        presentInstitute(
          institute,
          await q.instituteLicences(tx, institute.id),
          await q.instituteGroups(tx, institute.id),
          await q.instituteTeachers(tx, institute.id),
        ),
      );
    }
    return views;
  });
}
