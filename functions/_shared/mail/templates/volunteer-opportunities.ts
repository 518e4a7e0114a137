/**
 * The monthly e-mail of new volunteer opportunities (spec 000 §9): the titles, places and links of
 * the opportunities that opened since the last mail, those that fit the volunteer first. No one's
 * health data: only what the organisation published. Ends with how to turn the mail off.
 */
import { translate } from "../../../../src/i18n/translate";
import type { MailMessage } from "../mailer";
import { accountMail } from "./layout";

/** At most this many in one mail; the rest are one link away. */
export const MAX_OPPORTUNITIES_IN_MAIL = 10;
export const VOLUNTEER_PROFILE_PATH = "/account/ervaringsdeskundigen/";
export const ALL_OPPORTUNITIES_PATH = "/ervaringsdeskundigen/overzicht/";

export type MailedOpportunity = { slug: string; title: string; location: string; startsOn: string | null };

function dutchDate(isoDate: string): string {
  return new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function volunteerOpportunitiesMail(input: {
  siteUrl: string;
  siteName: string;
  email: string;
  username: string;
  opportunities: MailedOpportunity[];
}): MailMessage {
  const base = input.siteUrl.replace(/\/+$/, "");
  const shown = input.opportunities.slice(0, MAX_OPPORTUNITIES_IN_MAIL);
  const more = input.opportunities.length - shown.length;
  const vars = {
    siteName: input.siteName,
    username: input.username,
    count: input.opportunities.length,
    more,
    profileUrl: `${base}${VOLUNTEER_PROFILE_PATH}`,
  };
  const t = (key: string, extra: Record<string, unknown> = {}) =>
    translate("volunteers", `monthlyMail.${key}`, { ...vars, ...extra });
  const lines = shown.map((item) =>
    t(item.startsOn ? "itemWithDate" : "item", {
      title: item.title,
      location: item.location,
      date: item.startsOn ? dutchDate(item.startsOn) : "",
      link: `${base}/ervaringsdeskundigen/${item.slug}`,
    }),
  );
  return accountMail({
    to: input.email,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [
      t(vars.count === 1 ? "intro_one" : "intro_other"),
      ...lines,
      ...(more > 0 ? [t(more === 1 ? "more_one" : "more_other")] : []),
    ],
    action: { label: t("action"), link: `${base}${ALL_OPPORTUNITIES_PATH}`, hint: t("linkHint") },
    after: [t("why")],
    signature: t("signature"),
  });
}
