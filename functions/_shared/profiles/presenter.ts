/** What the browser learns about the logged-in user (login answer and GET /CustomUser): no more. */
import type { ProfileRow } from "./queries";

export type SessionUserView = { Id: string; Username: string; IsVolunteer: boolean };

export function presentSessionUser(profile: Pick<ProfileRow, "id" | "username" | "isVolunteer">): SessionUserView {
  return { Id: profile.id, Username: profile.username, IsVolunteer: profile.isVolunteer };
}
