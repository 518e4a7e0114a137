/**
 * schema.org Event data of an activity's upcoming editions, for search engines (the static detail
 * page's head). Only facts the page shows: name, dates, place, organiser, sign-up link.
 */
import { toAnyActivity } from "./model";
import { upcomingEditions } from "./editions";
import { signUpHref } from "./signup-url";
import type { AnyODataActivity } from "./types";

export function activityEvents(source: AnyODataActivity, now: number, pageUrl: string): object[] {
  const activity = toAnyActivity(source);
  return upcomingEditions(activity.editions, now).map((edition) => {
    const href = signUpHref(edition.signUpUrl);
    return {
      "@context": "https://schema.org",
      "@type": "Event",
      name: activity.title,
      ...(activity.description ? { description: activity.description } : {}),
      url: pageUrl,
      startDate: new Date(edition.date!.from).toISOString(),
      endDate: new Date(edition.date!.to).toISOString(),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: edition.address
        ? "https://schema.org/OfflineEventAttendanceMode"
        : "https://schema.org/OnlineEventAttendanceMode",
      location: edition.address
        ? { "@type": "Place", name: edition.location ?? edition.address, address: edition.address }
        : { "@type": "VirtualLocation", url: activity.hyperlink ?? pageUrl },
      ...(activity.organizations[0]
        ? { organizer: { "@type": "Organization", name: activity.organizations[0].name } }
        : {}),
      ...(href ? { offers: { "@type": "Offer", url: href.startsWith("//") ? `https:${href}` : href } } : {}),
    };
  });
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can end the script. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
