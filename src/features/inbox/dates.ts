/** Message dates in Dutch, Amsterdam time ("24 november 2026 om 09:15"). */
import { dutchDayAndTime } from "../../domain/dutch-dates";

export function formatMessageDate(iso: string): string {
  return dutchDayAndTime(new Date(iso).getTime());
}
