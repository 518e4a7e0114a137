/**
 * A list of conversations that grows with "Toon meer" (active conversations, conversations one
 * follows). New items get focus on their first link, so keyboard and screen-reader users continue
 * where the list grew.
 */
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import type { ConversationListItem, Page } from "../../domain/community";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { ConversationList } from "./ConversationTeaser";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export interface ConversationFeedProps {
  /** Loads page `index` (0-based). */
  load: (index: number) => Promise<Page<ConversationListItem>>;
  emptyText: string;
  label: string;
  moreLabel: string;
  showGroup?: boolean;
}

/** The pages read so far: their items in order, the list's total and the last page's index. */
type Feed = { items: ConversationListItem[]; total: number; index: number };

export function ConversationFeed({ load, emptyText, label, moreLabel, showGroup = true }: ConversationFeedProps) {
  const { state, retry, update } = useLoad<Feed>(
    async () => {
      const page = await load(0);
      return { items: page.Items, total: page.Total, index: 0 };
    },
    { key: load },
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const feed = state.status === "loaded" ? state.data : null;
  const items = feed?.items ?? null;

  useEffect(() => {
    if (focusFrom.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>(".conversation-teaser__title a");
    links?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [items]);

  async function more() {
    if (busy || !feed) return;
    setBusy(true);
    try {
      const page = await load(feed.index + 1);
      focusFrom.current = feed.items.length;
      update((current) => ({
        items: [
          ...current.items,
          ...page.Items.filter(
            (item) => !current.items.some((known) => known.Conversation.Id === item.Conversation.Id),
          ),
        ],
        total: page.Total,
        index: current.index + 1,
      }));
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  if (state.status === "connection-error" || state.status === "failed") {
    return (
      <LoadNotice
        state={state}
        retry={retry}
        failedText={state.status === "failed" ? state.error?.message || undefined : undefined}
      />
    );
  }
  if (state.status === "unauthorized") {
    return (
      <p className="alert alert--error" role="alert">
        {t("errors.generic")}
      </p>
    );
  }
  if (!feed || !items) return <p className="loading-text">{t("loading")}</p>;
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <div ref={listRef}>
      <ConversationList items={items} label={label} showGroup={showGroup} link={Link} />
      {items.length < feed.total ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void more()}
        >
          {busy ? t("actions.busy") : moreLabel}
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
