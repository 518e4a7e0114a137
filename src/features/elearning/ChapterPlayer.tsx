/**
 * /trainingen/{course}/{chapter}: steps through the chapter's activities in ItemOrderNumber
 * order, starting at the first one not yet done (resuming after a reload). Slides and
 * assignments are completed with their button; questions by a right answer, every attempt
 * recorded by the server.
 */
import { BackLink } from "../../components/BackLink";
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { isQuestion, type ActivityView, type ChapterView } from "../../domain/learning";
import { ApiError } from "../../platform/http";
import { getChapter, postAttempt, postComplete } from "./api";
import { LoadState } from "./LoadState";
import { ChoiceQuestion, DragQuestion, FlipCardQuestion, type Feedback } from "./questions";
import { chapterPath, coursePath } from "./routes";
import { useLearningLoad } from "./useLearningLoad";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function ChapterPlayer({ slug, chapterId }: { slug: string; chapterId: number }) {
  const state = useLearningLoad(() => getChapter(chapterId), String(chapterId));
  if (state.status !== "ready")
    return <LoadState state={state} returnUrl={chapterPath(slug, chapterId)} notFound={t("errors.chapterNotFound")} />;
  return <Player key={state.data.Id} chapter={state.data} />;
}

export function firstOpenIndex(chapter: Pick<ChapterView, "Activities" | "CompletedIds">): number {
  const index = chapter.Activities.findIndex((activity) => !chapter.CompletedIds.includes(activity.Id));
  return index === -1 ? chapter.Activities.length : index;
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function Player({ chapter }: { chapter: ChapterView }) {
  const [done, setDone] = useState(() => new Set(chapter.CompletedIds));
  const [index, setIndex] = useState(() => firstOpenIndex(chapter));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  /** Why the last answer or step was not saved: the rate limit's text, or the general one. */
  const [failed, setFailed] = useState<string | false>(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [index]);

  const total = chapter.Activities.length;
  const activity = chapter.Activities[index];
  const go = (to: number) => {
    setFeedback(null);
    setFailed(false);
    setIndex(Math.max(0, Math.min(total, to)));
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 429 && error.message ? error.message : t("errors.save"));
    } finally {
      setBusy(false);
    }
  };

  const completeAndNext = (item: ActivityView) =>
    run(async () => {
      if (!done.has(item.Id)) {
        await postComplete(item.Id);
        setDone((previous) => new Set(previous).add(item.Id));
      }
      go(index + 1);
    });

  const answer = (item: ActivityView, answerId: number) =>
    run(async () => {
      const result = await postAttempt(item.Id, answerId);
      setFeedback({ ...result, answerId });
      if (result.Completed) setDone((previous) => new Set(previous).add(item.Id));
    });

  return (
    <>
      <BackLink to={coursePath(chapter.Course.Slug)} link={Link}>
        {t("player.backToCourse")}
      </BackLink>
      <p className="learning-card__meta">{chapter.Course.Name}</p>
      <h1>{chapter.Title}</h1>
      <div className="learning-progress">
        <span className="learning-progress__bar" aria-hidden="true">
          <span style={{ width: `${total ? Math.round((100 * done.size) / total) : 0}%` }} />
        </span>
        {activity ? <span>{t("player.progress", { current: index + 1, total })}</span> : null}
      </div>
      {activity ? (
        <section className="learning-activity" aria-labelledby={`activiteit-${activity.Id}`}>
          <p className="learning-activity__kind">{t(`player.kind.${activity.Kind}`)}</p>
          <h2 id={`activiteit-${activity.Id}`} ref={headingRef} tabIndex={-1}>
            {activity.Title}
          </h2>
          <ActivityBody
            activity={activity}
            feedback={feedback}
            busy={busy}
            onAnswer={(answerId) => void answer(activity, answerId)}
          />
          {failed ? (
            <p className="alert alert--error" role="alert">
              {failed}
            </p>
          ) : null}
          <div className="button-row">
            {index > 0 ? (
              <button type="button" className="button button--secondary" onClick={() => go(index - 1)}>
                {t("player.previous")}
              </button>
            ) : null}
            <NextButton
              activity={activity}
              done={done.has(activity.Id)}
              busy={busy}
              onComplete={() => void completeAndNext(activity)}
              onNext={() => go(index + 1)}
            />
          </div>
        </section>
      ) : (
        <ChapterDone chapter={chapter} headingRef={headingRef} onReview={() => go(0)} />
      )}
    </>
  );
}

function ActivityBody({
  activity,
  feedback,
  busy,
  onAnswer,
}: {
  activity: ActivityView;
  feedback: Feedback | null;
  busy: boolean;
  onAnswer: (answerId: number) => void;
}) {
  if (activity.Kind === "flip_card_question")
    return <FlipCardQuestion activity={activity} feedback={feedback} busy={busy} onAnswer={onAnswer} />;
  if (activity.Kind === "info_slide_question" && activity.ShouldDragAnswer)
    return <DragQuestion activity={activity} feedback={feedback} busy={busy} onAnswer={onAnswer} />;
  if (activity.Kind === "info_slide_question")
    return <ChoiceQuestion activity={activity} feedback={feedback} busy={busy} onAnswer={onAnswer} />;
  return (
    <div className="learning-slide">
      {paragraphsOf(activity.Content).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function NextButton(props: {
  activity: ActivityView;
  done: boolean;
  busy: boolean;
  onComplete: () => void;
  onNext: () => void;
}) {
  const { activity, done, busy } = props;
  if (isQuestion(activity.Kind)) {
    return done ? (
      <button type="button" className="button button--primary" onClick={props.onNext}>
        {t("player.next")}
      </button>
    ) : null;
  }
  return (
    <button
      type="button"
      className="button button--primary"
      aria-disabled={busy}
      onClick={() => !busy && props.onComplete()}
    >
      {activity.Kind === "assignment" && !done ? t("player.assignmentDone") : t("player.next")}
    </button>
  );
}

function ChapterDone({
  chapter,
  headingRef,
  onReview,
}: {
  chapter: ChapterView;
  headingRef: React.RefObject<HTMLHeadingElement>;
  onReview: () => void;
}) {
  return (
    <section className="learning-activity" aria-labelledby="hoofdstuk-afgerond">
      <h2 id="hoofdstuk-afgerond" ref={headingRef} tabIndex={-1}>
        {t("player.chapterDoneTitle")}
      </h2>
      <p>{t("player.chapterDone")}</p>
      <div className="button-row">
        {chapter.NextChapterId ? (
          <Link className="button button--primary" to={chapterPath(chapter.Course.Slug, chapter.NextChapterId)}>
            {t("player.nextChapter")}
          </Link>
        ) : null}
        <Link className="button button--secondary" to={coursePath(chapter.Course.Slug)}>
          {t("player.backToCourse")}
        </Link>
        <button type="button" className="button button--link" onClick={onReview}>
          {t("player.reviewChapter")}
        </button>
      </div>
    </section>
  );
}
