/**
 * Whether the participant reading is a platform moderator (GET /profiles/ismod/{id}): only they hide
 * and show stories and story reactions (docs/decisions/140, 142). False for visitors, while unknown,
 * and when the answer cannot be had; the server checks again on every moderation call.
 */
import { useLoad } from "../loading/useLoad";
import { isModerator } from "./api";

export function useIsModerator(userId: string | null | undefined): boolean {
  const { state } = useLoad(() => isModerator(userId ?? ""), { key: userId, enabled: typeof userId === "string" });
  return state.status === "loaded" && state.data && typeof userId === "string";
}
