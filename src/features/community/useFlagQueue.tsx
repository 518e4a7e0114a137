/**
 * The working of a moderators' report queue, shared by the conversations' queue and the stories'
 * queue: load a page (401/403 answer "forbidden"), page through it, resolve one report at a time
 * (hide or dismiss) and reload, move focus back to the queue's title after paging or resolving, and
 * announce the outcome. `FlagActions` renders one item's failure and its two buttons, `FlagQueuePager`
 * the pages.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Page } from "../../domain/community";
import { ApiError } from "../http";
import { pageCountOf, Paginator } from "./Paginator";
import { useAnnouncer } from "./useAnnouncer";

export type FlagAction = "hide" | "dismiss";

export type FlagQueueLoad<T> = { status: "loading" } | { status: "forbidden" } | { status: "failed"; message: string } | { status: "ok"; page: Page<T> };

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

const failureText = (error: unknown, genericError: () => string) => (error instanceof ApiError ? error.message : genericError());

export function useFlagQueue<T extends { FlagId: number }>(options: FlagQueueOptions<T>) {
  const latest = useRef(options);
  latest.current = options;
  const { enabled, titleId } = options;
  const [load, setLoad] = useState<FlagQueueLoad<T>>({ status: "loading" });
  const [pageIndex, setPageIndex] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ flagId: number; text: string } | null>(null);
  const { message, announce } = useAnnouncer();
  const focusTitle = useRef(false);

  const refresh = useCallback(async (index: number) => {
    try {
      setLoad({ status: "ok", page: await latest.current.fetchPage(index) });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setLoad({ status: "forbidden" });
      else setLoad({ status: "failed", message: failureText(error, latest.current.genericError) });
    }
  }, []);

  useEffect(() => {
    if (enabled) void refresh(pageIndex);
  }, [enabled, pageIndex, refresh]);

  useEffect(() => {
    if (focusTitle.current && load.status === "ok") {
      focusTitle.current = false;
      document.getElementById(titleId)?.focus();
    }
  }, [load, titleId]);

  async function act(item: T, action: FlagAction) {
    if (busy !== null) return;
    setBusy(item.FlagId);
    setFailure(null);
    try {
      await latest.current.resolve(item.FlagId, action);
      latest.current.onResolved?.();
      focusTitle.current = true;
      await refresh(pageIndex);
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
export type FlagQueueActions<T> = { busy: number | null; failure: { flagId: number; text: string } | null; act: (item: T, action: FlagAction) => Promise<void> };

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
export function FlagActions<T extends { FlagId: number }>({ item, queue, titleId, label, hideLabel, dismissLabel }: FlagActionsProps<T>) {
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
        <button type="button" className="button button--primary" aria-disabled={busy === flagId || undefined} aria-describedby={titleId} onClick={() => void act(item, "hide")}>
          {hideLabel}
        </button>
        <button type="button" className="button button--secondary" aria-disabled={busy === flagId || undefined} aria-describedby={titleId} onClick={() => void act(item, "dismiss")}>
          {dismissLabel}
        </button>
      </div>
    </>
  );
}

/** The queue's pages (focus goes back to the title after a page change). */
export function FlagQueuePager({ page, label, onChange }: { page: Page<unknown>; label: string; onChange: (page: number) => void }) {
  return <Paginator page={page.PageIndex + 1} pageCount={pageCountOf(page.Total, page.PageSize || 1)} label={label} onChange={onChange} />;
}
