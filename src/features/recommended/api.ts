/** The recommended articles' one call (the only place this feature calls fetch). */
import type { RecommendedArticlesAnswer } from "../../domain/recommended-articles";
import { apiRequest } from "../../platform/http";

export function getRecommendedArticles(signal?: AbortSignal): Promise<RecommendedArticlesAnswer> {
  return apiRequest<RecommendedArticlesAnswer>("/Search/recommended", { signal });
}
