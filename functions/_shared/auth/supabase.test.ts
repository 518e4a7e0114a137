/**
 * The Supabase AuthProvider against a fake `fetch` given to createClient's `global.fetch`, which
 * answers as GoTrue documents it (/auth/v1/admin/generate_link, /verify, /token?grant_type=password,
 * /admin/users/{id}, /logout): user objects, hashed_token in generate_link answers, and errors as
 * {code, message} with the X-Supabase-Api-Version: 2024-01-01 header.
 *
 * Tokens as GoTrue v2.196.0 makes them (internal/api/mail.go adminGenerateLink,
 * internal/crypto GenerateTokenHash): a 6-digit email_otp and hashed_token = hex(SHA-224(email +
 * otp)); /verify finds the user by the stored hash of the type asked for. With its known bug
 * (supabase/auth#2538): for email_change_new the answer's hashed_token is made from the OLD address
 * while the hash stored for the link is made from the NEW one.
 */
import { createHash, randomInt } from "node:crypto";
import type { Db } from "../db";
import { createAuthProvider } from "./index";
import type { PendingEmailChange } from "./queries";
import { createSupabaseAuth, createSupabaseClient, type AccountLookup } from "./supabase";

const BASE = "https://abcdefgh.supabase.co";
const KEY = "service-role-key";

type FakeUser = {
  id: string;
  email: string;
  password: string | null;
  confirmed: boolean;
  emailChange?: string;
  meta?: object;
  invited?: boolean;
  recoverySentAt?: Date;
};
type Call = { method: string; path: string; body: Record<string, unknown> | undefined; headers: Headers };

class FakeGoTrue {
  users: FakeUser[] = [];
  tokens = new Map<string, { type: string; userId: string; newEmail?: string }>();
  calls: Call[] = [];
  private n = 0;

  readonly fetch = (async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const call = {
      method: init.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      body,
      headers: new Headers(init.headers),
    };
    this.calls.push(call);
    return this.answer(call);
  }) as typeof fetch;

  add(user: Partial<FakeUser> & { email: string }): FakeUser {
    const full: FakeUser = {
      id: `00000000-0000-4000-8000-${String(++this.n).padStart(12, "0")}`,
      password: "Reuma2026Veilig",
      confirmed: true,
      ...user,
    };
    this.users.push(full);
    return full;
  }

  private userJson(user: FakeUser) {
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      email_confirmed_at: user.confirmed ? "2026-11-01T10:00:00Z" : null,
      new_email: user.emailChange,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: user.meta ?? {},
      identities: [],
      created_at: "2026-11-01T09:00:00Z",
      updated_at: "2026-11-01T09:00:00Z",
    };
  }

  private json(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    });
  }

  private error(status: number, code: string, message: string): Response {
    return this.json(status, { code, message });
  }

  /** GoTrue's crypto.GenerateTokenHash. */
  static tokenHash(emailOrPhone: string, otp: string): string {
    return createHash("sha224")
      .update(emailOrPhone + otp)
      .digest("hex");
  }

  /** Stores the hash a link of `type` is verified by and answers the one generate_link returns. */
  private token(type: string, user: FakeUser, newEmail?: string): { hashed: string; otp: string } {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const answered = FakeGoTrue.tokenHash(user.email, otp);
    // supabase/auth#2538: the stored hash of an email_change_new link is of the NEW address.
    const stored = newEmail ? FakeGoTrue.tokenHash(newEmail, otp) : answered;
    for (const [hash, entry] of this.tokens)
      if (entry.userId === user.id && entry.type === type) this.tokens.delete(hash);
    this.tokens.set(stored, { type, userId: user.id, newEmail });
    return { hashed: answered, otp };
  }

  private session(user: FakeUser) {
    return {
      access_token: `jwt-${user.id}`,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: 4102444800,
      refresh_token: "r",
      user: this.userJson(user),
    };
  }

  private answer(call: Call): Response {
    const { method, path, body } = call;
    if (call.headers.get("apikey") !== KEY) return this.error(401, "no_authorization", "No API key found in request");
    if (method === "POST" && path === "/auth/v1/admin/generate_link") {
      const type = String(body!.type);
      const email = String(body!.email).toLowerCase();
      let user = this.users.find((u) => u.email === email);
      if (type === "signup") {
        if (user) return this.error(422, "email_exists", "A user with this email address has already been registered");
        user = this.add({ email, password: String(body!.password), confirmed: false, meta: body!.data as object });
      } else if (type === "invite") {
        if (user?.confirmed)
          return this.error(422, "email_exists", "A user with this email address has already been registered");
        user ??= this.add({ email, password: null, confirmed: false, meta: body!.data as object });
        user.invited = true;
      } else if (!user) {
        return this.error(404, "user_not_found", "User with this email not found");
      }
      if (type === "recovery" || type === "magiclink") user.recoverySentAt = new Date();
      let newEmail: string | undefined;
      if (type === "email_change_new") {
        newEmail = String(body!.new_email).toLowerCase();
        if (this.users.some((u) => u.email === newEmail))
          return this.error(422, "email_exists", "A user with this email address has already been registered");
        user.emailChange = newEmail;
      }
      const { hashed, otp } = this.token(type === "email_change_new" ? "email_change" : type, user, newEmail);
      return this.json(200, {
        ...this.userJson(user),
        action_link: `${BASE}/auth/v1/verify?token=${hashed}&type=${type}`,
        email_otp: otp,
        hashed_token: hashed,
        redirect_to: "http://localhost:8888",
        verification_type: type,
      });
    }
    if (method === "POST" && path === "/auth/v1/verify") {
      const hash = body!.token_hash
        ? String(body!.token_hash)
        : FakeGoTrue.tokenHash(String(body!.email).toLowerCase(), String(body!.token));
      const entry = this.tokens.get(hash);
      const wanted = String(body!.type);
      const typeOk =
        entry && (entry.type === wanted || (wanted === "email" && ["signup", "magiclink"].includes(entry.type)));
      if (!entry || !typeOk) return this.error(403, "otp_expired", "Email link is invalid or has expired");
      this.tokens.delete(hash);
      const user = this.users.find((u) => u.id === entry.userId)!;
      // GoTrue's signupVerify: an invited user without a password gets a random one.
      if (entry.type === "invite" && user.password === null) user.password = `random-${"x".repeat(60)}`;
      user.confirmed = true;
      if (entry.newEmail) {
        user.email = entry.newEmail;
        user.emailChange = undefined;
      }
      return this.json(200, this.session(user));
    }
    if (method === "POST" && path === "/auth/v1/token?grant_type=password") {
      const user = this.users.find((u) => u.email === String(body!.email).toLowerCase());
      if (!user || user.password !== body!.password)
        return this.error(400, "invalid_credentials", "Invalid login credentials");
      if (!user.confirmed) return this.error(400, "email_not_confirmed", "Email not confirmed");
      return this.json(200, this.session(user));
    }
    if (method === "POST" && path.startsWith("/auth/v1/logout")) return new Response(null, { status: 204 });
    const match = /^\/auth\/v1\/admin\/users\/([0-9a-f-]+)$/.exec(path);
    if (match) {
      const user = this.users.find((u) => u.id === match[1]);
      if (!user) return this.error(404, "user_not_found", "User not found");
      if (method === "GET") return this.json(200, this.userJson(user));
      if (method === "PUT") {
        if (typeof body!.password === "string") user.password = body!.password;
        // adminUserUpdate: the address is set as given (no duplicate check), email_confirm confirms it.
        if (typeof body!.email === "string") user.email = body!.email.toLowerCase();
        if (body!.email_confirm === true) user.confirmed = true;
        return this.json(200, this.userJson(user));
      }
      if (method === "DELETE") {
        this.users = this.users.filter((u) => u !== user);
        return this.json(200, {});
      }
    }
    return this.error(404, "not_found", `no fake for ${method} ${path}`);
  }
}

function lookupOf(gotrue: FakeGoTrue, usernames: string[] = []): AccountLookup & { changes: PendingEmailChange[] } {
  const changes: PendingEmailChange[] = [];
  return {
    changes,
    async byEmail(email) {
      const user = gotrue.users.find((u) => u.email === email);
      return user ? { id: user.id, confirmed: user.confirmed } : null;
    },
    async recoverySentAt(email) {
      return gotrue.users.find((u) => u.email === email)?.recoverySentAt ?? null;
    },
    async usernameTaken(username) {
      return usernames.includes(username.toLowerCase());
    },
    async saveEmailChange(userId, newEmail, tokenHash) {
      const index = changes.findIndex((c) => c.userId === userId);
      if (index >= 0) changes.splice(index, 1);
      changes.push({ userId, newEmail, tokenHash, requestedAt: new Date() });
    },
    async pendingEmailChanges(newEmail) {
      return changes.filter((c) => c.newEmail === newEmail);
    },
    async spendEmailChange(userId, tokenHash) {
      const index = changes.findIndex((c) => c.userId === userId && c.tokenHash === tokenHash);
      if (index < 0) return false;
      changes.splice(index, 1);
      return true;
    },
  };
}

function setup(usernames: string[] = []) {
  const gotrue = new FakeGoTrue();
  const lookup = lookupOf(gotrue, usernames);
  const auth = createSupabaseAuth(
    createSupabaseClient({ url: BASE, serviceRoleKey: KEY, fetch: gotrue.fetch }),
    lookup,
  );
  return { gotrue, auth, lookup };
}

const META = {
  username: "Jan1958",
  role: "participant" as const,
  marketing_emails: false,
  age_confirmed_at: "2026-11-22T10:00:00.000Z",
  accepted_terms_at: "2026-11-22T10:00:00.000Z",
};

describe("Supabase AuthProvider (fake GoTrue)", () => {
  it("signs up through generate_link with the metadata, confirms with verifyOtp, and logs in", async () => {
    const { gotrue, auth } = setup();
    const result = await auth.signUp("jan@example.nl", "Reuma2026Veilig", META);
    expect(result).toEqual({
      ok: true,
      userId: expect.any(String),
      confirmationToken: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    const call = gotrue.calls.find((c) => c.path === "/auth/v1/admin/generate_link")!;
    expect(call.body).toMatchObject({
      type: "signup",
      email: "jan@example.nl",
      password: "Reuma2026Veilig",
      data: META,
    });
    expect(call.headers.get("authorization")).toBe(`Bearer ${KEY}`);

    expect(await auth.verifyPassword("jan@example.nl", "Reuma2026Veilig")).toEqual({ ok: false, reason: "unverified" });
    expect(await auth.confirm("jan@example.nl", "wrong")).toBe("invalid");
    expect(await auth.confirm("jan@example.nl", (result as { confirmationToken: string }).confirmationToken)).toBe(
      "confirmed",
    );
    // A confirmed address answers like an unknown one to any token: no account enumeration.
    expect(await auth.confirm("jan@example.nl", "anything")).toBe("invalid");
    const login = await auth.verifyPassword("jan@example.nl", "Reuma2026Veilig");
    expect(login).toEqual({
      ok: true,
      user: { id: (result as { userId: string }).userId, email: "jan@example.nl", emailConfirmed: true },
    });
    expect(await auth.verifyPassword("jan@example.nl", "Verkeerd123")).toEqual({ ok: false, reason: "invalid" });
  });

  it("maps a taken address and a taken username (GoTrue's database error from the profile trigger)", async () => {
    const { gotrue, auth } = setup();
    gotrue.add({ email: "jan@example.nl" });
    expect(await auth.signUp("jan@example.nl", "Reuma2026Veilig", META)).toEqual({ ok: false, reason: "emailTaken" });

    const failing = (async () =>
      new Response(JSON.stringify({ code: "unexpected_failure", message: "Database error saving new user" }), {
        status: 500,
        headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      })) as typeof fetch;
    const client = createSupabaseClient({ url: BASE, serviceRoleKey: KEY, fetch: failing });
    const taken = createSupabaseAuth(client, lookupOf(new FakeGoTrue(), ["jan1958"]));
    expect(await taken.signUp("nieuw@example.nl", "Reuma2026Veilig", META)).toEqual({
      ok: false,
      reason: "usernameTaken",
    });
    const broken = createSupabaseAuth(client, lookupOf(new FakeGoTrue(), []));
    await expect(broken.signUp("nieuw@example.nl", "Reuma2026Veilig", META)).rejects.toThrow(
      "supabase auth generateLink(signup) failed",
    );
  });

  it("resends a confirmation only for an unconfirmed address", async () => {
    const { gotrue, auth } = setup();
    gotrue.add({ email: "klaar@example.nl" });
    const waiting = gotrue.add({ email: "wacht@example.nl", confirmed: false });
    expect(await auth.resendConfirmation("niemand@example.nl")).toEqual({ ok: false, reason: "unknown" });
    expect(await auth.resendConfirmation("klaar@example.nl")).toEqual({ ok: false, reason: "alreadyConfirmed" });
    const resent = await auth.resendConfirmation("wacht@example.nl");
    expect(resent).toMatchObject({ ok: true, userId: waiting.id });
    expect(await auth.confirm("wacht@example.nl", (resent as { confirmationToken: string }).confirmationToken)).toBe(
      "confirmed",
    );
  });

  it("resets a password with a recovery token once, and refuses it for another address", async () => {
    const { gotrue, auth } = setup();
    const user = gotrue.add({ email: "jan@example.nl" });
    gotrue.add({ email: "piet@example.nl" });
    expect(await auth.requestPasswordReset("niemand@example.nl")).toEqual({ ok: false });
    const reset = await auth.requestPasswordReset("jan@example.nl");
    expect(reset).toMatchObject({ ok: true, userId: user.id });
    const token = (reset as { token: string }).token;
    expect(await auth.resetPassword("piet@example.nl", token, "Zonnebloem88Kast")).toEqual({ ok: false });

    const again = await auth.requestPasswordReset("jan@example.nl");
    const token2 = (again as { token: string }).token;
    expect(await auth.resetPassword("jan@example.nl", token2, "Zonnebloem88Kast")).toEqual({
      ok: true,
      userId: user.id,
    });
    expect(await auth.resetPassword("jan@example.nl", token2, "Fietsband77Lente")).toEqual({ ok: false });
    expect(
      gotrue.calls.some(
        (c) =>
          c.method === "PUT" && c.path === `/auth/v1/admin/users/${user.id}` && c.body?.password === "Zonnebloem88Kast",
      ),
    ).toBe(true);
    expect((await auth.verifyPassword("jan@example.nl", "Zonnebloem88Kast")).ok).toBe(true);
  });

  it("refuses a reset link older than an hour, although GoTrue's otp_expiry is a day", async () => {
    const { gotrue, auth } = setup();
    const user = gotrue.add({ email: "jan@example.nl" });
    const reset = await auth.requestPasswordReset("jan@example.nl");
    user.recoverySentAt = new Date(Date.now() - 61 * 60 * 1000);
    expect(await auth.resetPassword("jan@example.nl", (reset as { token: string }).token, "Zonnebloem88Kast")).toEqual({
      ok: false,
    });
    expect(gotrue.calls.some((c) => c.path === "/auth/v1/verify")).toBe(false);
  });

  it("invites through generate_link(invite) and accepts once with verifyOtp(invite), signing out GoTrue's session", async () => {
    const { gotrue, auth } = setup();
    gotrue.add({ email: "lid@example.nl" });
    expect(await auth.invite("lid@example.nl")).toEqual({ ok: false, reason: "emailTaken" });

    const invited = await auth.invite("nieuw@example.nl");
    expect(invited).toEqual({ ok: true, userId: expect.any(String), token: expect.stringMatching(/^[0-9a-f]{56}$/) });
    const call = gotrue.calls.filter((c) => c.path === "/auth/v1/admin/generate_link").pop()!;
    expect(call.body).toMatchObject({ type: "invite", email: "nieuw@example.nl" });
    const token = (invited as { token: string }).token;

    expect(await auth.acceptInvitation("lid@example.nl", token)).toEqual({ ok: false });
    expect(await auth.acceptInvitation("nieuw@example.nl", "0".repeat(56))).toEqual({ ok: false });
    const accepted = await auth.acceptInvitation("nieuw@example.nl", token);
    expect(accepted).toEqual({
      ok: true,
      user: { id: (invited as { userId: string }).userId, email: "nieuw@example.nl", emailConfirmed: true },
    });
    const verify = gotrue.calls.filter((c) => c.path === "/auth/v1/verify").pop()!;
    expect(verify.body).toMatchObject({ type: "invite", token_hash: token });
    expect(gotrue.calls.some((c) => c.method === "POST" && c.path.startsWith("/auth/v1/logout"))).toBe(true);
    expect(await auth.acceptInvitation("nieuw@example.nl", token)).toEqual({ ok: false });
    // The random password GoTrue stored is nobody's: the person chooses one next.
    await auth.updatePassword((invited as { userId: string }).userId, "Zonnebloem88Kast");
    expect((await auth.verifyPassword("nieuw@example.nl", "Zonnebloem88Kast")).ok).toBe(true);
  });

  it("checks and updates the password of a user id, and reads the user", async () => {
    const { gotrue, auth } = setup();
    const user = gotrue.add({ email: "jan@example.nl" });
    expect(await auth.getUser(user.id)).toEqual({ id: user.id, email: "jan@example.nl", emailConfirmed: true });
    expect(await auth.getUser("00000000-0000-4000-8000-999999999999")).toBeNull();
    expect(await auth.checkPassword(user.id, "Verkeerd123")).toBe(false);
    expect(await auth.checkPassword(user.id, "Reuma2026Veilig")).toBe(true);
    await auth.updatePassword(user.id, "Zonnebloem88Kast");
    expect(await auth.checkPassword(user.id, "Zonnebloem88Kast")).toBe(true);
  });

  it("shows why GoTrue's own email_change_new link cannot be confirmed (supabase/auth#2538)", async () => {
    const { gotrue } = setup();
    gotrue.add({ email: "jan@example.nl" });
    const client = createSupabaseClient({ url: BASE, serviceRoleKey: KEY, fetch: gotrue.fetch });
    const { data } = await client.auth.admin.generateLink({
      type: "email_change_new",
      email: "jan@example.nl",
      newEmail: "jan.nieuw@example.nl",
    });
    expect(
      (await client.auth.verifyOtp({ type: "email_change", token_hash: data.properties!.hashed_token })).error?.code,
    ).toBe("otp_expired");
  });

  it("changes the e-mail address with its own token, once, and the admin API (not GoTrue's email_change_new link)", async () => {
    const { gotrue, auth } = setup();
    const user = gotrue.add({ email: "jan@example.nl" });
    gotrue.add({ email: "bezet@example.nl" });
    expect(await auth.requestEmailChange(user.id, "bezet@example.nl")).toEqual({ ok: false, reason: "emailTaken" });
    const first = await auth.requestEmailChange(user.id, "jan.nieuw@example.nl");
    const request = await auth.requestEmailChange(user.id, "jan.nieuw@example.nl");
    expect(request).toEqual({ ok: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(gotrue.calls.some((c) => c.path === "/auth/v1/admin/generate_link")).toBe(false);
    expect(await auth.confirmEmailChange("jan.nieuw@example.nl", "verkeerd")).toEqual({ ok: false });
    // A new request replaces the previous one.
    expect(await auth.confirmEmailChange("jan.nieuw@example.nl", (first as { token: string }).token)).toEqual({
      ok: false,
    });
    const token = (request as { token: string }).token;
    expect(await auth.confirmEmailChange("piet@example.nl", token)).toEqual({ ok: false });
    expect(await auth.confirmEmailChange("jan.nieuw@example.nl", token)).toEqual({
      ok: true,
      userId: user.id,
      oldEmail: "jan@example.nl",
      newEmail: "jan.nieuw@example.nl",
    });
    const update = gotrue.calls.filter((c) => c.method === "PUT").pop()!;
    expect(update).toMatchObject({
      path: `/auth/v1/admin/users/${user.id}`,
      body: { email: "jan.nieuw@example.nl", email_confirm: true },
    });
    expect(await auth.confirmEmailChange("jan.nieuw@example.nl", token)).toEqual({ ok: false });
    expect((await auth.verifyPassword("jan.nieuw@example.nl", "Reuma2026Veilig")).ok).toBe(true);
  });

  it("refuses an e-mail change link after 24 hours, and when the address was taken meanwhile", async () => {
    const { gotrue, auth, lookup } = setup();
    const user = gotrue.add({ email: "jan@example.nl" });
    const old = (await auth.requestEmailChange(user.id, "jan.nieuw@example.nl")) as { token: string };
    lookup.changes[0]!.requestedAt = new Date(Date.now() - 24 * 3600_000 - 1000);
    expect(await auth.confirmEmailChange("jan.nieuw@example.nl", old.token)).toEqual({ ok: false });
    const taken = (await auth.requestEmailChange(user.id, "jan.nieuw@example.nl")) as { token: string };
    gotrue.add({ email: "jan.nieuw@example.nl" });
    expect(await auth.confirmEmailChange("jan.nieuw@example.nl", taken.token)).toEqual({ ok: false });
    expect(gotrue.calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("deletes a user through the admin API", async () => {
    const { gotrue, auth } = setup();
    const user = gotrue.add({ email: "jan@example.nl" });
    await auth.deleteUser(user.id);
    expect(gotrue.users).toHaveLength(0);
    expect(gotrue.calls.pop()).toMatchObject({ method: "DELETE", path: `/auth/v1/admin/users/${user.id}` });
  });

  it("is chosen when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, and refuses a URL without the key", () => {
    const db = {} as Db;
    expect(() => createAuthProvider(db, { SUPABASE_URL: BASE })).toThrow("SUPABASE_SERVICE_ROLE_KEY");
    const provider = createAuthProvider(db, { SUPABASE_URL: BASE, SUPABASE_SERVICE_ROLE_KEY: KEY });
    expect(typeof provider.requestEmailChange).toBe("function");
  });
});
