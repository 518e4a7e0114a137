/** Typed calls of the profile API (spec 000 §7 "Profile"). The only place profile code calls fetch. */
import type { DeleteConfirmBody, DeleteRequestBody, ProfileBody, ProfileView } from "../../domain/profile";
import { apiRequest } from "../http";
import { clearAllDrafts } from "../community/drafts";

export function getProfile(): Promise<ProfileView> {
  return apiRequest<ProfileView>("/customprofile");
}

export function saveProfile(body: ProfileBody): Promise<ProfileView> {
  return apiRequest<ProfileView>("/customprofile", { method: "PUT", body });
}

/** POST /customprofile/photo as multipart with the field `photo`. */
export function uploadPhoto(file: File): Promise<ProfileView> {
  const form = new FormData();
  form.append("photo", file);
  return apiRequest<ProfileView>("/customprofile/photo", { method: "POST", body: form });
}

export function deletePhoto(): Promise<ProfileView> {
  return apiRequest<ProfileView>("/customprofile/photo", { method: "DELETE" });
}

export async function addConsent(location: string): Promise<void> {
  await apiRequest<undefined>("/customprofile/add-consent", { method: "POST", body: { location } });
}

export async function deleteConsent(): Promise<void> {
  await apiRequest<undefined>("/customprofile/delete-consent", { method: "DELETE" });
}

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
