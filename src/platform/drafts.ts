/**
 * Unsent texts survive a reload and a failed send: a draft per user and per place (a group's new
 * conversation, a conversation's reaction, a message to a contact) in localStorage, cleared after a successful send. Drafts
 * older than DRAFT_MAX_AGE_DAYS are ignored and removed, so a shared computer does not keep them for
 * ever. Nothing is sent anywhere: the draft stays in this browser.
 */
export const DRAFT_MAX_AGE_DAYS = 30;
const PREFIX = "reumanl:draft:v1";

export type DraftScope =
  | { kind: "conversation"; groupId: number }
  | { kind: "reaction"; conversationId: number }
  /** A story being written (postId 0: a new one) or a reaction under a story. */
  | { kind: "story"; postId: number }
  | { kind: "storyReaction"; postId: number }
  /** A message to a contact. */
  | { kind: "message"; otherId: string };

function placeOf(scope: DraftScope): string {
  switch (scope.kind) {
    case "conversation":
      return `group:${scope.groupId}:new`;
    case "reaction":
      return `conversation:${scope.conversationId}:reaction`;
    case "story":
      return `story:${scope.postId}:text`;
    case "storyReaction":
      return `story:${scope.postId}:reaction`;
    case "message":
      return `inbox:${scope.otherId}:message`;
  }
}

export function draftKey(userId: string, scope: DraftScope): string {
  return `${PREFIX}:${userId}:${placeOf(scope)}`;
}

function storage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy settings): drafts are then kept for this page only
  }
}

export function loadDraft<T>(key: string, now: number = Date.now()): T | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: number; value?: T };
    if (
      typeof parsed.savedAt !== "number" ||
      now - parsed.savedAt > DRAFT_MAX_AGE_DAYS * 86_400_000 ||
      parsed.value === undefined
    ) {
      store.removeItem(key);
      return null;
    }
    return parsed.value;
  } catch {
    return null;
  }
}

export function saveDraft<T>(key: string, value: T, now: number = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, value }));
  } catch {
    // Full or disabled storage: the text is still in the form.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/**
 * Drafts leave with the person: at logout (here or everywhere) and at account deletion every draft
 * this browser keeps (of any user of this browser, whose id the caller may not know) is removed, so
 * the next person at a shared computer finds no unsent health story.
 */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(`${PREFIX}:`)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // disabled storage: nothing kept
  }
}
