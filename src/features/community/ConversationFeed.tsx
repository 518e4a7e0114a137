/**
 * A list of conversations that grows with "Toon meer" (active conversations, conversations one
 * follows). New items get focus on their first link, so keyboard and screen-reader users continue
 * where the list grew.
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import type { ConversationListItem, Page } from "../../domain/community";
import { ApiError } from "../http";
import { ConversationList } from "./ConversationTeaser";
import { ct } from "./text";

export interface ConversationFeedProps {
  /** Loads page `index` (0-based). */
  load: (index: number) => Promise<Page<ConversationListItem>>;
  emptyText: string;
  label: string;
  moreLabel: string;
  showGroup?: boolean;
}

export function ConversationFeed({ load, emptyText, label, moreLabel, showGroup = true }: ConversationFeedProps) {
  const [items, setItems] = useState<ConversationListItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    load(0).then(
      (page) => {
        if (!live) return;
        setItems(page.Items);
        setTotal(page.Total);
      },
      (problem: unknown) => live && setError(problem instanceof ApiError ? problem.message : ct("errors.generic")),
    );
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>(".conversation-teaser__title a");
    links?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [items]);

  async function more() {
    if (busy || !items) return;
    setBusy(true);
    try {
      const page = await load(index + 1);
      focusFrom.current = items.length;
      setItems([...items, ...page.Items.filter((item) => !items.some((known) => known.Conversation.Id === item.Conversation.Id))]);
      setTotal(page.Total);
      setIndex(index + 1);
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : ct("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  if (error && !items) {
    return (
      <p className="alert alert--error" role="alert">
        {error}
      </p>
    );
  }
  if (!items) return <p className="loading-text">{ct("loading")}</p>;
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <div ref={listRef}>
      <ConversationList items={items} label={label} showGroup={showGroup} link={Link} />
      {items.length < total ? (
        <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void more()}>
          {busy ? ct("actions.busy") : moreLabel}
        </button>
      ) : null}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
