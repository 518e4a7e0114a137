/** Typed call of the article feedback form: POST /library/feedback {ItemId, Path, Feedback}. */
import type { FeedbackBody } from "../../domain/library";
import { apiRequest } from "../../platform/http";

export async function sendFeedback(body: FeedbackBody): Promise<void> {
  await apiRequest<void>("/library/feedback", { method: "POST", body });
}
