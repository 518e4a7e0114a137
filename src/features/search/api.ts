/** Typed calls of search (spec 000 §7): GET /Search, GET /Search/suggest/{text}; a platform moderator's GET and POST /Search/popular. */
import type { Pillar, SearchAnswer, SuggestAnswer } from "../../domain/search";
import type { DecidePopularQueryBody, PopularQueriesAnswer } from "../../domain/search-bodies";
import { apiRequest } from "../../platform/http";

export function searchSite(
  query: string,
  pillar: Pillar | null,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const params = new URLSearchParams({ query, page_index: String(pageIndex) });
  if (pillar) params.set("pillar", pillar);
  return apiRequest<SearchAnswer>(`/Search?${params.toString()}`, { signal });
}

export function suggestSearch(text: string, signal?: AbortSignal): Promise<SuggestAnswer> {
  return apiRequest<SuggestAnswer>(`/Search/suggest/${encodeURIComponent(text)}`, { signal });
}

export function getPendingPopularQueries(signal?: AbortSignal): Promise<PopularQueriesAnswer> {
  return apiRequest<PopularQueriesAnswer>("/Search/popular?status=pending", { signal });
}

export function decidePopularQuery(body: DecidePopularQueryBody): Promise<void> {
  return apiRequest<void>("/Search/popular", { method: "POST", body });
}
