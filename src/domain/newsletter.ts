/**
 * The visitors' newsletter by double opt-in (issue 38, decision 390): the bodies of
 * POST /api/v1/newsletter/subscribe and /confirm, shared by the /nieuwsbrief form, the
 * confirmation page and functions/newsletter. Messages of the address are the `auth` namespace's
 * (the same e-mail rule as registration); the token's are `newsletter`'s.
 */
import { z } from "zod";
import { emailSchema } from "./auth";

/** The page the confirmation mail links to (`?token=…`). */
export const NEWSLETTER_CONFIRM_PATH = "/nieuwsbrief/bevestigen/";
/** How long the mailed link works. */
export const NEWSLETTER_LINK_TTL_HOURS = 48;
/** A signed token: the address (base64url), the expiry (unix seconds) and the HMAC, dot-separated. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{4,400}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/;

/** POST /api/v1/newsletter/subscribe: always 204 (known, unknown or already subscribed alike). */
export const newsletterSubscribeBodySchema = z.object({ Email: emailSchema });
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

/** POST /api/v1/newsletter/confirm: the token of the mailed link; 204, or 400 with code LinkInvalid or LinkExpired. */
export const newsletterConfirmBodySchema = z.object({
  Token: z.string({ error: "confirm.invalid" }).trim().regex(NEWSLETTER_TOKEN_PATTERN, { error: "confirm.invalid" }),
});
export type NewsletterConfirmBody = z.input<typeof newsletterConfirmBodySchema>;
