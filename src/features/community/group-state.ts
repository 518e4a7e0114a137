/**
 * What a group page shows first, as the server renders it (functions/forum-page) and the browser
 * first renders it: the same value, embedded in the page as JSON beside the rendered view, so
 * hydration matches and the page does not ask again for what the HTML already holds (issue 24).
 * No Gatsby imports: the function uses this.
 */
import type { AuthorView, ConversationListItem, GroupView, Page, TermView } from "../../domain/community";
import { readEmbeddedState } from "../../platform/embedded-state";

export const GROUP_SLOT_ID = "group-slot";
export const GROUP_STATE_ID = "group-state";

/** The list's filter and page, as the address holds them (?onderwerp=1,2&weergave=gevolgd&pagina=2). */
export interface GroupFilter {
  followed: boolean;
  termIds: number[];
  page: number;
}

export function filterFromSearch(search: string): GroupFilter {
  const params = new URLSearchParams(search);
  const page = Number(params.get("pagina"));
  const termIds = (params.get("onderwerp") ?? "")
    .split(",")
    .map(Number)
    .filter((value) => Number.isInteger(value) && value > 0);
  return {
    followed: params.get("weergave") === "gevolgd",
    termIds: [...new Set(termIds)],
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchFromFilter(filter: GroupFilter): string {
  const params = new URLSearchParams();
  if (filter.followed) params.set("weergave", "gevolgd");
  else if (filter.termIds.length > 0) params.set("onderwerp", filter.termIds.join(","));
  if (filter.page > 1) params.set("pagina", String(filter.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** A group's first view for its reader: `userId` is the reader's (null for a visitor), `following` whether they follow the group. */
export interface GroupPageState {
  path: string;
  group: GroupView;
  leaders: AuthorView[];
  terms: TermView[];
  filter: GroupFilter;
  list: Page<ConversationListItem>;
  userId: string | null;
  following: boolean | null;
}

let taken = false;

/** The embedded state for the page's first render; null on every later call in this page load. */
export function takeEmbeddedGroupState(pathname: string): GroupPageState | null {
  if (taken) return null;
  const state = readEmbeddedState<GroupPageState>(pathname, GROUP_STATE_ID);
  if (state) taken = true;
  return state;
}
