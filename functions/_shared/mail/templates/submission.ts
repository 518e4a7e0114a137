/**
 * To the editors (EDITORS_EMAIL): an activity was submitted and waits for approval. The values come
 * from the submission form (checked by its schema); the HTML part escapes them like every mail.
 */
import { translate } from "../../../../src/i18n/translate";
import type { MailMessage } from "../mailer";
import { accountMail } from "./layout";

export type SubmittedActivity = {
  id: string;
  slug: string;
  title: string;
  organisation: string;
  contactName: string;
  contactEmail: string;
  editions: number;
};

export function activitySubmittedMail(input: {
  siteUrl: string;
  siteName: string;
  to: string;
  activity: SubmittedActivity;
}): MailMessage {
  const { activity } = input;
  const vars = {
    siteName: input.siteName,
    title: activity.title,
    organisation: activity.organisation,
    contactName: activity.contactName,
    contactEmail: activity.contactEmail,
    editions: activity.editions,
    id: activity.id,
  };
  const t = (key: string) => translate("activities", `editorsMail.${key}`, vars);
  const base = input.siteUrl.replace(/\/+$/, "");
  return accountMail({
    to: input.to,
    subject: t("subject"),
    greeting: t("greeting"),
    paragraphs: [t("intro"), t("details"), t("approve")],
    action: { label: t("action"), link: `${base}/ontmoet-elkaar/activiteiten/${activity.slug}/`, hint: t("linkHint") },
    after: [],
    signature: t("signature"),
  });
}
