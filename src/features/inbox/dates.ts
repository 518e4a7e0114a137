/** Message dates in Dutch, Amsterdam time ("24 november 2026 om 09:15"). */
const DATE = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" });

export function formatMessageDate(iso: string): string {
  return DATE.format(new Date(iso));
}
