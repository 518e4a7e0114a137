/**
 * Request bodies of the account settings calls (spec 000 §7 "Session and account"). Messages are
 * i18n keys of the `auth` namespace, like src/domain/auth.ts. The bodies of the three switches are
 * not shown in the spec: see docs/decisions/017-account-settings.md.
 */
import { z } from "zod";
import { currentPasswordSchema, emailSchema, mailTokenSchema, newPasswordSchema, usernameSchema } from "./auth";
import { TEXT_SIZES } from "./text-size";

/** POST /api/v1/CustomUser/ChangeEmail */
export const changeEmailBodySchema = z.object({
  OldEmail: emailSchema,
  NewEmail: emailSchema,
  Password: currentPasswordSchema,
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** POST /api/v1/CustomUser/ConfirmEmailChange (the link mailed to the new address) */
export const confirmEmailChangeBodySchema = z.object({ Email: emailSchema, Token: mailTokenSchema });
export type ConfirmEmailChangeBody = z.input<typeof confirmEmailChangeBodySchema>;

/**
 * POST /api/v1/CustomUser/ChangePassword. Username and Email are sent by the client as the spec
 * shows; the server acts on the session's own account and ignores them.
 */
export const changePasswordBodySchema = z
  .object({
    Username: z.string().max(200).optional(),
    Email: z.string().max(254).optional(),
    Password: currentPasswordSchema,
    NewPassword: newPasswordSchema,
    NewPasswordConfirmation: z
      .string({ error: "password.repeatRequired" })
      .min(1, { error: "password.repeatRequired" }),
  })
  .refine((body) => body.NewPassword === body.NewPasswordConfirmation, {
    path: ["NewPasswordConfirmation"],
    error: "password.confirmMismatch",
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /api/v1/CustomUser/ChangeUsername */
export const changeUsernameBodySchema = z.object({ NewUsername: usernameSchema, Password: currentPasswordSchema });
export type ChangeUsernameBody = z.input<typeof changeUsernameBodySchema>;

const flag = z.boolean({ error: "switch.invalid" });

/** PUT /api/v1/CustomUser/ChangeProfileVisibility: true = visible to visitors too. */
export const profileVisibilityBodySchema = z.object({ Public: flag });
/** How often notification mails go out: each at once, or a daily or weekly digest (decision 182). */
export const EMAIL_FREQUENCIES = ["immediately", "daily", "weekly"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** PUT /api/v1/CustomUser/ChangeEmailNotification (EmailFrequency left out: unchanged). */
export const emailNotificationBodySchema = z.object({
  EmailNotifications: flag,
  EmailFrequency: z.enum(EMAIL_FREQUENCIES, { error: "switch.frequencyInvalid" }).optional(),
});
/** PUT /api/v1/CustomUser/ChangeTextSize */
export const textSizeBodySchema = z.object({ TextSize: z.enum(TEXT_SIZES, { error: "switch.textSizeInvalid" }) });
export type TextSizeBody = z.input<typeof textSizeBodySchema>;

/** PUT /api/v1/CustomUser/ChangeNewsletterOptin */
export const newsletterOptinBodySchema = z.object({ NewsletterOptin: flag });

export type ProfileVisibilityBody = z.input<typeof profileVisibilityBodySchema>;
export type EmailNotificationBody = z.input<typeof emailNotificationBodySchema>;
export type NewsletterOptinBody = z.input<typeof newsletterOptinBodySchema>;

/** PUT /api/v1/affiliates: the complete set of partner organisations the person allows. */
export const affiliatesBodySchema = z.object({
  AffiliateIds: z
    .array(
      z
        .number({ error: "affiliates.invalid" })
        .int({ error: "affiliates.invalid" })
        .positive({ error: "affiliates.invalid" }),
      {
        error: "affiliates.invalid",
      },
    )
    .max(50, { error: "affiliates.invalid" })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type AffiliatesBody = z.input<typeof affiliatesBodySchema>;

/** GET /api/v1/CustomUser/settings (the settings page's current values). */
export interface AccountSettings {
  Username: string;
  Email: string;
  Public: boolean;
  EmailNotifications: boolean;
  EmailFrequency: EmailFrequency;
  NewsletterOptin: boolean;
}

export interface Affiliate {
  Id: number;
  Name: string;
  Description: string;
  Url: string;
}

export interface AccountNotification {
  Id: string;
  Created: string;
  Kind: string;
  Text: string;
  Link: string | null;
  Read: boolean;
}
