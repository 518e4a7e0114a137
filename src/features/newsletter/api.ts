/** Typed calls of the newsletter (decision 390): the only place in this feature that calls the API. */
import type { NewsletterConfirmBody, NewsletterSubscribeBody } from "../../domain/newsletter";
import { apiRequest } from "../../platform/http";

export async function subscribeNewsletter(body: NewsletterSubscribeBody): Promise<void> {
  await apiRequest<undefined>("/newsletter/subscribe", { method: "POST", body });
}

export async function confirmNewsletter(body: NewsletterConfirmBody): Promise<void> {
  await apiRequest<undefined>("/newsletter/confirm", { method: "POST", body });
}
