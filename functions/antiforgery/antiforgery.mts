/**
 * GET /api/v1/antiforgery -> { "token": "..." } and the HttpOnly cookie __Host-rnl_af the token belongs to
 * (with the caller's session, if any: functions/_shared/antiforgery.ts).
 * An existing well-formed cookie is kept, so tokens held by other open tabs stay valid.
 */
import type { Config } from "@netlify/functions";
import { getCookie, setCookie } from "hono/cookie";
import { handle } from "hono/netlify";
import {
  ANTIFORGERY_COOKIE,
  antiforgeryTokenFor,
  isAntiforgeryCookieValue,
  newAntiforgeryCookieValue,
} from "../_shared/antiforgery";
import { getConfig } from "../_shared/config";
import { createApp, readSessionToken } from "../_shared/http";

const app = createApp("/api/v1/antiforgery");

app.get("/", (c) => {
  const existing = getCookie(c, ANTIFORGERY_COOKIE);
  const value = isAntiforgeryCookieValue(existing) ? existing : newAntiforgeryCookieValue();
  if (value !== existing) {
    setCookie(c, ANTIFORGERY_COOKIE, value, { httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
  }
  return c.json({ token: antiforgeryTokenFor(value, readSessionToken(c), getConfig().appSecret) });
});

export default handle(app);

export const config: Config = { path: "/api/v1/antiforgery" };
