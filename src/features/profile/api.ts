/** Typed calls of the profile API (spec 000 §7 "Profile"). The only place profile code calls fetch. */
import type { ProfileBody, ProfileView } from "../../domain/profile";
import { apiRequest } from "../../platform/http";

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
