/**
 * The working of a moderators' report queue, shared by the conversations' queue and the stories'
 * queue: load a page through useLoad (401/403 answer "forbidden"; a failure shows the load notice
 * with its retries; another page keeps the one shown until it is in), page through it, resolve one report at a time
 * (hide or dismiss) and reload, move focus back to the queue's title after paging or resolving, and
 * announce the outcome. `FlagActions` renders one item's failure and its two buttons, `FlagQueuePager`
 * the pages, `ReportedText` the reported text as it was when reported (and as it is now, if changed).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Page, ReportedCopy } from "../../domain/community";
import type { RichTextDoc } from "../../domain/rich-text/text";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { pageCountOf, Paginator } from "../Paginator";
import { RichText } from "../RichText";
import { useAnnouncer } from "../useAnnouncer";

export type FlagAction = "hide" | "dismiss";

/** What the queue shows; `problem` carries the load notice (connection trouble with its retries, or the failure). */
export type FlagQueueLoad<T> =
  | { status: "loading" }
  | { status: "forbidden" }
  | { status: "problem"; notice: ReactNode }
  | { status: "ok"; page: Page<T> };

export interface FlagQueueOptions<T extends { FlagId: number }> {
  /** Load only when true (the reader is logged in). */
  enabled: boolean;
  /** The id of the heading that gets focus after paging or resolving. */
  titleId: string;
  fetchPage: (index: number) => Promise<Page<T>>;
  resolve: (flagId: number, action: FlagAction) => Promise<unknown>;
  /** Runs after a report is resolved, before the reload. */
  onResolved?: () => void;
  /** The text announced once a report is resolved. */
  announcement: (item: T, action: FlagAction) => string;
  /** The general failure text when an error is not an ApiError. */
  genericError: () => string;
}

const failureText = (error: unknown, genericError: () => string) =>
  error instanceof ApiError ? error.message : genericError();

export function useFlagQueue<T extends { FlagId: number }>(options: FlagQueueOptions<T>) {
  const latest = useRef(options);
  latest.current = options;
  const { enabled, titleId } = options;
  const [pageIndex, setPageIndex] = useState(0);
  const pageLoad = useLoad(() => latest.current.fetchPage(pageIndex), { key: pageIndex, enabled });
  const { state } = pageLoad;
  const shown = useRef<Page<T> | null>(null);
  if (state.status === "loaded") shown.current = state.data;
  const load: FlagQueueLoad<T> =
    state.status === "loaded"
      ? { status: "ok", page: state.data }
      : state.status === "unauthorized"
        ? { status: "forbidden" }
        : state.status === "connection-error" || state.status === "failed"
          ? {
              status: "problem",
              notice: (
                <LoadNotice
                  state={state}
                  retry={pageLoad.retry}
                  failedText={
                    state.status === "failed" && state.error
                      ? state.error.message || latest.current.genericError()
                      : undefined
                  }
                />
              ),
            }
          : shown.current
            ? { status: "ok", page: shown.current }
            : { status: "loading" };
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ flagId: number; text: string } | null>(null);
  const { message, announce } = useAnnouncer();
  const focusTitle = useRef(false);

  useEffect(() => {
    if (focusTitle.current && state.status === "loaded") {
      focusTitle.current = false;
      document.getElementById(titleId)?.focus();
    }
  }, [state, titleId]);

  async function act(item: T, action: FlagAction) {
    if (busy !== null) return;
    setBusy(item.FlagId);
    setFailure(null);
    try {
      await latest.current.resolve(item.FlagId, action);
      latest.current.onResolved?.();
      focusTitle.current = true;
      // The page again, while the resolved item stays shown (its buttons busy); a failure here is the load's.
      await latest.current.fetchPage(pageIndex).then(pageLoad.setData, pageLoad.retry);
      announce(latest.current.announcement(item, action));
    } catch (error) {
      setFailure({ flagId: item.FlagId, text: failureText(error, latest.current.genericError) });
    } finally {
      setBusy(null);
    }
  }

  function goToPage(page: number) {
    focusTitle.current = true;
    setPageIndex(page - 1);
  }

  return { load, queue: { busy, failure, act } as FlagQueueActions<T>, message, goToPage };
}

/** What FlagActions needs of the queue: the item being resolved, the last failure and the action. */
export type FlagQueueActions<T> = {
  busy: number | null;
  failure: { flagId: number; text: string } | null;
  act: (item: T, action: FlagAction) => Promise<void>;
};

export interface FlagActionsProps<T extends { FlagId: number }> {
  item: T;
  queue: FlagQueueActions<T>;
  titleId: string;
  /** The group's accessible name ("Acties voor …"). */
  label: string;
  hideLabel: string;
  dismissLabel: string;
}

/** One queue item's failure (if its last action failed) and its hide and dismiss buttons. */
export function FlagActions<T extends { FlagId: number }>({
  item,
  queue,
  titleId,
  label,
  hideLabel,
  dismissLabel,
}: FlagActionsProps<T>) {
  const { busy, failure, act } = queue;
  const flagId = item.FlagId;
  return (
    <>
      {failure?.flagId === flagId ? (
        <p className="alert alert--error" role="alert">
          {failure.text}
        </p>
      ) : null}
      <div className="action-bar" role="group" aria-label={label}>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy === flagId || undefined}
          aria-describedby={titleId}
          onClick={() => void act(item, "hide")}
        >
          {hideLabel}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy === flagId || undefined}
          aria-describedby={titleId}
          onClick={() => void act(item, "dismiss")}
        >
          {dismissLabel}
        </button>
      </div>
    </>
  );
}

/** The queue's pages (focus goes back to the title after a page change). */
export function FlagQueuePager({
  page,
  label,
  onChange,
}: {
  page: Page<unknown>;
  label: string;
  onChange: (page: number) => void;
}) {
  return (
    <Paginator
      page={page.PageIndex + 1}
      pageCount={pageCountOf(page.Total, page.PageSize || 1)}
      label={label}
      onChange={onChange}
    />
  );
}

export interface ReportedTextProps {
  reported: ReportedCopy;
  /** The item's text now (null: hidden from this reader or gone). */
  current: RichTextDoc | null;
  /** What to say when there is no text to show now. */
  noText: string;
  /** "As reported:" and "Now it reads:", shown only when the text changed since the report. */
  thenLabel: string;
  nowLabel: string;
}

/**
 * The reported text as the reporter saw it (decision 310). Reports from before copies were kept
 * show the text as it is now.
 */
export function ReportedText({ reported, current, noText, thenLabel, nowLabel }: ReportedTextProps) {
  const now = current ? <RichText doc={current} className="rich-text queue-item__body" /> : <p>{noText}</p>;
  if (!reported.Body) return now;
  const then = <RichText doc={reported.Body} className="rich-text queue-item__body" />;
  if (!reported.Changed) return then;
  return (
    <>
      <p className="queue-item__meta">{thenLabel}</p>
      {then}
      <p className="queue-item__meta">{nowLabel}</p>
      {now}
    </>
  );
}
