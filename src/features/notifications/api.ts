/** Typed calls of the notifications (spec 000 §7: GET and PUT /CustomUser/notifications). */
import type { AccountNotification } from "../../domain/account";
import { apiRequest } from "../../platform/http";

/** GET /CustomUser/notifications: newest first, each with Created. */
export function getNotifications(): Promise<AccountNotification[]> {
  return apiRequest<AccountNotification[]>("/CustomUser/notifications");
}

/** PUT /CustomUser/notifications (empty body, 204): marks every notification read. */
export async function markNotificationsRead(): Promise<void> {
  await apiRequest<undefined>("/CustomUser/notifications", { method: "PUT" });
}
