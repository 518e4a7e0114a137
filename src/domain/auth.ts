/**
 * Request bodies of the authentication calls (spec 000 §5, §7 "Session and account").
 * One schema per body, used by the forms and by the functions. Messages are i18n keys in the
 * `auth` namespace (src/i18n/locales/nl/auth.json); `translate` turns them into the spec's Dutch.
 */
import { z } from "zod";
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from "./limits";

export { USERNAME_PATTERN };
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;

export const ROLES = ["participant", "volunteer"] as const;
export type Role = (typeof ROLES)[number];

export const usernameSchema = z
  .string({ error: "username.required" })
  .trim()
  .min(1, { error: "username.required" })
  .min(USERNAME_MIN, { error: "username.tooShort" })
  .max(USERNAME_MAX, { error: "username.tooLong" })
  .regex(USERNAME_PATTERN, { error: "username.invalidChars" });

export const emailSchema = z
  .string({ error: "email.required" })
  .trim()
  .min(1, { error: "email.required" })
  .max(254, { error: "email.invalid" })
  .pipe(z.email({ error: "email.invalid" }))
  .transform((value) => value.toLowerCase());

/** The spec's rule: 8+ characters with an uppercase letter, a lowercase letter and a digit. */
/**
 * From this length a password is a passphrase (ASVS 2.1): no composition rule, any characters.
 * Shorter ones keep the spec's rule (8+ characters, upper, lower, digit). Both pass the server's
 * breached/common check (functions/_shared/auth/strength.ts).
 */
export const PASSPHRASE_MIN = 16;

export const newPasswordSchema = z
  .string({ error: "password.required" })
  .min(1, { error: "password.required" })
  .min(PASSWORD_MIN, { error: "password.rule" })
  .max(200, { error: "password.tooLong" })
  .refine((password) => password.length >= PASSPHRASE_MIN || PASSWORD_RULE.test(password), { error: "password.rule" });

/** A password given to log in or to confirm: only required, never checked against the rule. */
export const currentPasswordSchema = z
  .string({ error: "password.required" })
  .min(1, { error: "password.required" })
  .max(200, { error: "password.tooLong" });

/**
 * POST /api/v1/authentication/register. The two checkboxes of spec 000 §5 (age 16 or older; the
 * terms and house rules) are required by the call too, and stored as the account's consent record
 * (public.registration_consents, decision 015).
 */
export const registerBodySchema = z.object({
  Username: usernameSchema,
  Email: emailSchema,
  Password: newPasswordSchema,
  MarketingEmails: z.boolean().optional().default(false),
  Role: z.enum(ROLES, { error: "role.invalid" }).optional().default("participant"),
  AgeConfirmed: z.literal(true, { error: "age.required" }),
  TermsAccepted: z.literal(true, { error: "terms.required" }),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The registration form: the call's body plus the repeat. */
export const registerFormSchema = registerBodySchema
  .extend({
    PasswordRepeat: z.string({ error: "password.repeatRequired" }).min(1, { error: "password.repeatRequired" }),
  })
  .refine((form) => form.Password === form.PasswordRepeat, {
    path: ["PasswordRepeat"],
    error: "password.mismatch",
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/v1/authentication/login (not in the spec: see docs/decisions/015-sessions-and-registration.md) */
export const loginBodySchema = z.object({
  Email: emailSchema,
  Password: currentPasswordSchema,
  /** "Blijf ingelogd": a longer session the member chooses (docs/decisions/320-session-lengths.md). */
  StayLoggedIn: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /api/v1/authentication/activate */
export const activateBodySchema = z.object({
  Email: emailSchema,
  ActivationToken: z
    .string({ error: "activation.failed" })
    .trim()
    .min(1, { error: "activation.failed" })
    .max(200, { error: "activation.failed" }),
});
export type ActivateBody = z.input<typeof activateBodySchema>;

/** POST /api/v1/authentication/resend-activation-email */
export const resendActivationBodySchema = z.object({ Email: emailSchema });
export type ResendActivationBody = z.input<typeof resendActivationBodySchema>;

/** POST /api/v1/authentication/set-username-and-password (an account without a password yet). */
export const setUsernameAndPasswordBodySchema = z.object({
  Username: usernameSchema,
  Password: newPasswordSchema,
});
export type SetUsernameAndPasswordBody = z.input<typeof setUsernameAndPasswordBodySchema>;

/** The form behind set-username-and-password: the call's body plus the repeat of the password. */
export const setUsernameAndPasswordFormSchema = setUsernameAndPasswordBodySchema
  .extend({
    PasswordRepeat: z.string({ error: "password.repeatRequired" }).min(1, { error: "password.repeatRequired" }),
  })
  .refine((form) => form.Password === form.PasswordRepeat, { path: ["PasswordRepeat"], error: "password.mismatch" });

/** POST /api/v1/authentication/ForgotPassword: the same answer for known and unknown addresses. */
export const forgotPasswordBodySchema = z.object({ Email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** A token from a mailed link (checked by the server; here only its shape). */
export const mailTokenSchema = z
  .string({ error: "token.invalid" })
  .trim()
  .min(1, { error: "token.invalid" })
  .max(200, { error: "token.invalid" });

/** POST /api/v1/authentication/ResetPassword (the link's e-mail and token, the new password twice). */
export const resetPasswordBodySchema = z
  .object({
    Email: emailSchema,
    Password: newPasswordSchema,
    ConfirmPassword: z.string({ error: "password.repeatRequired" }).min(1, { error: "password.repeatRequired" }),
    Token: mailTokenSchema,
  })
  .refine((body) => body.Password === body.ConfirmPassword, { path: ["ConfirmPassword"], error: "password.mismatch" });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * POST /api/v1/authentication/accept-invitation (not in the spec: see docs/decisions/019-invitations.md): the
 * invitation link's e-mail and token; answers the session user and logs the person in.
 */
export const acceptInvitationBodySchema = z.object({
  Email: emailSchema,
  Token: z
    .string({ error: "invitation.invalid" })
    .trim()
    .min(1, { error: "invitation.invalid" })
    .max(200, { error: "invitation.invalid" }),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;
