/**
 * The verification mail (Dutch, texts from the auth namespace), a link mail of ./layout, linking to
 * `${SITE_URL}/account/activate?email=<e-mail>&token=<token>`; for the account of the volunteer
 * sign-up (Role volunteer) with `&next=volunteer`, so activating leads on to the sign-up steps.
 */
import { CONFIRMATION_TTL_HOURS } from "../../auth/provider";
import type { MailMessage } from "../mailer";
import { VOLUNTEER_NEXT } from "../../../../src/domain/return-url";
import { authTexts, greetingOf, linkMail } from "./layout";

export type VerificationMailInput = {
  siteUrl: string;
  siteName: string;
  email: string;
  token: string;
  username?: string;
  /** The account of the volunteer sign-up: after activating, the sign-up steps follow. */
  volunteer?: boolean;
};

export function activationLink(siteUrl: string, email: string, token: string, volunteer = false): string {
  const base = siteUrl.replace(/\/+$/, "");
  const next = volunteer ? `&next=${VOLUNTEER_NEXT}` : "";
  return `${base}/account/activate?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}${next}`;
}

export function verificationMail(input: VerificationMailInput): MailMessage {
  const t = authTexts("verificationMail", {
    siteName: input.siteName,
    username: input.username ?? "",
    hours: CONFIRMATION_TTL_HOURS,
  });
  return linkMail(
    t,
    input.email,
    greetingOf(t, input.username),
    activationLink(input.siteUrl, input.email, input.token, input.volunteer),
  );
}
