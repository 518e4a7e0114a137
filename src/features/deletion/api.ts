/** Typed calls of deleting an account (spec 000 §2.4) and the data export. */
import type { DeleteConfirmBody, DeleteRequestBody } from "../../domain/profile";
import { apiRequest } from "../../platform/http";
import { clearAllDrafts } from "../../platform/drafts";

/** POST /delete-user/request (204): mails the confirmation link. */
export async function requestAccountDeletion(body: DeleteRequestBody): Promise<void> {
  await apiRequest<undefined>("/delete-user/request", { method: "POST", body });
  // The confirmation link is often opened in another browser (the phone's mail app): this
  // browser's drafts go now, with the request.
  clearAllDrafts();
}

/** POST /delete-user/confirm (204): deletes the account of the mailed link. */
export async function confirmAccountDeletion(body: DeleteConfirmBody): Promise<void> {
  await apiRequest<undefined>("/delete-user/confirm", { method: "POST", body });
  clearAllDrafts(); // the drafts of the deleted account leave with it
}

/** The address of the data download (a plain link: the browser saves the JSON file). */
export const ACCOUNT_EXPORT_URL = "/api/v1/account/export";
