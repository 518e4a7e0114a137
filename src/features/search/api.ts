/** Typed calls of search (spec 000 §7): GET /Search, GET /Search/suggest/{text}. */
import type { Pillar, SearchAnswer, SuggestAnswer } from "../../domain/search";
import { apiRequest } from "../http";

export function searchSite(query: string, pillar: Pillar | null, pageIndex: number, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ query, page_index: String(pageIndex) });
  if (pillar) params.set("pillar", pillar);
  return apiRequest<SearchAnswer>(`/Search?${params.toString()}`, { signal });
}

export function suggestSearch(text: string, signal?: AbortSignal): Promise<SuggestAnswer> {
  return apiRequest<SuggestAnswer>(`/Search/suggest/${encodeURIComponent(text)}`, { signal });
}
