/** The anti-forgery token and its enforcement on state-changing calls, through the real handlers. */
import type postgres from "postgres";
import type { MailSink } from "../_shared/mail/sink";
import { Browser, cookieAttributes } from "../_shared/test-support/api";
import { loggedInAccount } from "../_shared/test-support/accounts";
import { testSql, unique } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";
import { ANTIFORGERY_COOKIE } from "../_shared/antiforgery";
import { SESSION_COOKIE } from "../_shared/http";

const REFUSED = {
  status: 403,
  code: "Antiforgery",
  message: "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
  errors: {},
};

let sql: postgres.Sql;
let sink: MailSink;
beforeAll(async () => {
  sql = testSql();
  sink = await startTestMailSink();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

function account() {
  const id = unique();
  return {
    Username: `Af${id}`,
    Email: `af.${id}@example.nl`,
    Password: "Reuma2026Veilig",
    MarketingEmails: false,
    Role: "participant",
    AgeConfirmed: true,
    TermsAccepted: true,
  };
}

async function usersWith(email: string): Promise<number> {
  const [row] = await sql`select count(*)::int as n from auth.users where email = ${email}`;
  return row!.n as number;
}

describe("GET /api/v1/antiforgery", () => {
  it("answers a token and sets the HttpOnly, Secure, SameSite=Strict cookie it belongs to", async () => {
    const browser = new Browser();
    const answer = await browser.get("/api/v1/antiforgery");
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(["token"]);
    expect(answer.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = answer.setCookies.find((l) => l.startsWith(`${ANTIFORGERY_COOKIE}=`))!;
    expect(ANTIFORGERY_COOKIE.startsWith("__Host-")).toBe(true);
    expect(cookieAttributes(line)).toMatchObject({ httponly: true, secure: true, samesite: "Strict", path: "/" });
    expect(cookieAttributes(line)).not.toHaveProperty("domain");
    expect(line).not.toContain(answer.json.token);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps an existing cookie, so every open tab's token stays valid", async () => {
    const browser = new Browser();
    const first = await browser.get("/api/v1/antiforgery");
    const second = await browser.get("/api/v1/antiforgery");
    expect(second.setCookies).toEqual([]);
    expect(second.json.token).toBe(first.json.token);
  });
});

describe("state-changing calls", () => {
  it("refuses a POST without RequestVerificationToken and creates nothing", async () => {
    const body = account();
    const answer = await new Browser().post("/api/v1/authentication/register", body, { antiforgery: false });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(REFUSED);
    expect(await usersWith(body.Email)).toBe(0);
  });

  it("refuses a token that belongs to another browser's cookie", async () => {
    const other = new Browser();
    const foreignToken = await other.antiforgeryToken();
    const browser = new Browser();
    await browser.antiforgeryToken(); // has its own cookie
    const body = account();
    const answer = await browser.post("/api/v1/authentication/register", body, { antiforgery: foreignToken });
    expect(answer.status).toBe(403);
    expect(await usersWith(body.Email)).toBe(0);
  });

  it("refuses a token without its cookie", async () => {
    const token = await new Browser().antiforgeryToken();
    const body = account();
    const answer = await new Browser().post("/api/v1/authentication/register", body, { antiforgery: token });
    expect(answer.status).toBe(403);
    expect(await usersWith(body.Email)).toBe(0);
  });

  it("refuses logout without the token and keeps the session", async () => {
    const browser = new Browser();
    browser.cookies.set(SESSION_COOKIE, "A".repeat(43));
    const answer = await browser.post("/api/v1/authentication/logout", undefined, { antiforgery: false });
    expect(answer.status).toBe(403);
    expect(answer.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it("accepts the same call with the token", async () => {
    const body = account();
    const answer = await new Browser().post("/api/v1/authentication/register", body);
    expect(answer.status).toBe(200);
    expect(await usersWith(body.Email)).toBe(1);
    expect(sink.mails().filter((mail) => mail.to === body.Email)).toHaveLength(1);
  });
});

describe("the token belongs to the session", () => {
  it("refuses after a login the token fetched before it; the token fetched in the session works", async () => {
    const browser = new Browser();
    const before = await browser.antiforgeryToken();
    await loggedInAccount(sink, browser, "Af");
    const session = browser.cookies.get(SESSION_COOKIE);
    expect(SESSION_COOKIE.startsWith("__Host-")).toBe(true);
    expect(session).toBeDefined();

    const stale = await browser.post("/api/v1/authentication/logout", undefined, { antiforgery: before });
    expect(stale.status).toBe(403);
    expect(stale.json).toEqual(REFUSED);
    expect(browser.cookies.get(SESSION_COOKIE)).toBe(session);

    const fresh = await browser.get("/api/v1/antiforgery");
    expect(fresh.json.token).not.toBe(before);
    const logout = await browser.post("/api/v1/authentication/logout", undefined, { antiforgery: fresh.json.token });
    expect(logout.status).toBe(204);
  });

  it("refuses one person's token in another person's session", async () => {
    const anna = new Browser();
    await loggedInAccount(sink, anna, "Af");
    const annasToken = await anna.antiforgeryToken();
    const stranger = new Browser();
    stranger.cookies.set(ANTIFORGERY_COOKIE, anna.cookies.get(ANTIFORGERY_COOKIE)!);
    stranger.cookies.set(SESSION_COOKIE, "B".repeat(43));
    const answer = await stranger.post("/api/v1/authentication/logout", undefined, { antiforgery: annasToken });
    expect(answer.status).toBe(403);
  });
});

describe("API answers", () => {
  it("carry nosniff and a CSP that lets nothing load, on success and on error", async () => {
    const browser = new Browser();
    for (const answer of [
      await browser.get("/api/v1/antiforgery"),
      await browser.post("/api/v1/authentication/logout", undefined, { antiforgery: false }),
    ]) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});
