/**
 * The app guide's analytics events (spec 001 §7): category app_selector, action clicks_buttons and
 * a label naming the button ("wizard:next:goals", "result:app:stoelfit"). Queued only with
 * analytics consent (src/platform/analytics.ts).
 */
import { trackEvent } from "../../platform/analytics";

export const APP_SELECTOR = { category: "app_selector", action: "clicks_buttons" } as const;

export function trackAppSelector(label: string): boolean {
  return trackEvent({ ...APP_SELECTOR, label });
}
