/** Typed call for the current session (spec 000 §7: GET /CustomUser). */
import type { TextSize } from "../../domain/text-size";
import { ApiError, apiRequest } from "../http";
import { rememberSession } from "./session-seen";

/** What the API tells the browser about the logged-in user; never more. */
export interface SessionUser {
  Id: string;
  Username: string;
  IsVolunteer: boolean;
  /** Moderates anything (platform or a group): the account menu shows "Meldingen". */
  IsModerator?: boolean;
  /** When the account was made (ISO 8601): a new member gets a welcome with first steps. */
  MemberSince?: string;
  /** The text size the member chose (decision 442); null until they choose one. */
  TextSize?: TextSize | null;
}

/** GET /CustomUser -> the user, or null without a session (204; 401/403 from older servers). Other failures throw ApiError. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  try {
    const user = await apiRequest<SessionUser | undefined>("/CustomUser");
    if (user && typeof user.Username === "string" && user.Id) {
      rememberSession();
      return user;
    }
    return null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** GET /profiles/ismod/{id} (text true/false): is this participant a platform moderator? 401/403 count as no. */
export async function isModerator(userId: string): Promise<boolean> {
  try {
    const answer = await apiRequest<unknown>(`/profiles/ismod/${encodeURIComponent(userId)}`);
    return answer === true || answer === "true";
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}
