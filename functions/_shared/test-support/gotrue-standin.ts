/**
 * A GoTrue stand-in for the Supabase-shaped test database (scripts/supabase-db.ts): the endpoints
 * the Supabase AuthProvider calls, answering as GoTrue v2.196.0 does and writing GoTrue's
 * tables (auth.users, auth.identities, auth.one_time_tokens, auth.sessions) as supabase_auth_admin,
 * so that the project's triggers on auth.users run as they run on Supabase. Followed from GoTrue's
 * source (internal/api/mail.go adminGenerateLink, verify.go, token.go, admin.go):
 *
 * - tokens: hashed_token = hex(SHA-224(address + 6-digit otp)), stored in the user's column of the
 *   link's type and in one_time_tokens; /verify finds the user by the stored hash, refuses it after
 *   otp_expiry (403 otp_expired) and clears it (once).
 * - supabase/auth#2538: generate_link(email_change_new) answers the hash of the OLD address + otp
 *   while it stores the hash of the NEW one.
 * - generate_link(magiclink) for an unknown address signs one up; recovery and email_change of an
 *   unknown address answer 404 user_not_found; signup or invite of a confirmed one 422 email_exists.
 * - passwords: bcrypt, cost 10 (GoTrue hashes in Go, not in the database), the config's minimum length and lower_upper_letters_digits
 *   (422 weak_password); wrong or missing: 400 invalid_credentials; unconfirmed: 400 email_not_confirmed.
 * - admin update sets the e-mail address without a duplicate check (a clash is the database's
 *   unique index: 500), email_confirm confirms; admin delete removes the user (cascades).
 * Errors are {code, message} for X-Supabase-Api-Version 2024-01-01 (supabase-standin.ts), as GoTrue answers.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { SignJWT, jwtVerify } from "jose";
import type postgres from "postgres";

export type GoTrueSettings = {
  jwtSecret: string;
  otpExpirySeconds: number;
  minimumPasswordLength: number;
  siteUrl: string;
};

type Json = Record<string, unknown>;
type UserRow = {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
};

export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const tokenHash = (emailOrPhone: string, otp: string) =>
  createHash("sha224")
    .update(emailOrPhone + otp)
    .digest("hex");
const otp = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(value: unknown): string {
  const email = typeof value === "string" ? value : "";
  if (!email) throw new GoTrueError(400, "validation_failed", "An email address is required");
  if (email.length > 255 || !EMAIL.test(email))
    throw new GoTrueError(400, "validation_failed", "Unable to validate email address: invalid format");
  return email.toLowerCase();
}

export function createGoTrueStandIn(db: postgres.Sql, settings: GoTrueSettings) {
  const key = new TextEncoder().encode(settings.jwtSecret);

  function checkPasswordStrength(password: string): void {
    const missing =
      password.length < settings.minimumPasswordLength ||
      !/[a-z]/.test(password) ||
      !/[A-Z]/.test(password) ||
      !/[0-9]/.test(password);
    if (missing)
      throw new GoTrueError(
        422,
        "weak_password",
        "Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.",
      );
  }

  async function userJson(tx: postgres.Sql | postgres.TransactionSql, user: UserRow): Promise<Json> {
    const identities =
      await tx`select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email from auth.identities where user_id = ${user.id}`;
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      email_confirmed_at: user.email_confirmed_at,
      phone: "",
      confirmation_sent_at: user.confirmation_sent_at,
      recovery_sent_at: user.recovery_sent_at,
      new_email: user.email_change || undefined,
      email_change_sent_at: user.email_change_sent_at,
      invited_at: user.invited_at,
      last_sign_in_at: user.last_sign_in_at,
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      identities,
      created_at: user.created_at,
      updated_at: user.updated_at,
      is_anonymous: false,
    };
  }

  const byEmail = async (tx: postgres.TransactionSql, email: string) =>
    (
      await tx<
        UserRow[]
      >`select * from auth.users where email = ${email} and aud = 'authenticated' and is_sso_user = false`
    )[0];
  const byId = async (tx: postgres.Sql | postgres.TransactionSql, id: string) =>
    (await tx<UserRow[]>`select * from auth.users where id = ${id}`)[0];

  const hashPassword = (password: string) => bcrypt.hash(password, 10);

  async function createUser(
    tx: postgres.TransactionSql,
    email: string,
    password: string | null,
    data: Json,
  ): Promise<UserRow> {
    const encrypted = password === null ? "" : await hashPassword(password);
    try {
      const [user] = await tx.savepoint(
        (sp) => sp<UserRow[]>`
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
        values ('00000000-0000-0000-0000-000000000000', ${randomUUID()}, 'authenticated', 'authenticated', ${email},
                ${encrypted},
                ${tx.json({ provider: "email", providers: ["email"] })}, ${tx.json(data as postgres.JSONValue)}, now(), now(), false, false)
        returning *`,
      );
      await tx`
        insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
        values (${user!.id}, ${user!.id}, ${tx.json({ sub: user!.id, email, email_verified: false, phone_verified: false })}, 'email', now(), now(), now())`;
      return user!;
    } catch (error) {
      // signupNewUser: "Database error saving new user" (a trigger refused it, e.g. a taken username).
      throw new GoTrueError(500, "unexpected_failure", `Database error saving new user: ${(error as Error).message}`);
    }
  }

  async function oneTimeToken(
    tx: postgres.TransactionSql,
    userId: string,
    type: string,
    hash: string,
    relatesTo: string,
  ): Promise<void> {
    await tx`delete from auth.one_time_tokens where user_id = ${userId} and token_type = ${type}::auth.one_time_token_type`;
    await tx`insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values (${randomUUID()}, ${userId}, ${type}::auth.one_time_token_type, ${hash}, ${relatesTo})`;
  }

  async function generateLink(body: Json): Promise<Json> {
    let type = String(body.type ?? "");
    const email = validateEmail(body.email);
    const code = otp();
    const hashed = tokenHash(email, code);
    return db.begin(async (tx) => {
      let user = await byEmail(tx, email);
      let password = typeof body.password === "string" ? body.password : null;
      if (!user) {
        if (type === "magiclink") {
          type = "signup";
          password = `${randomUUID()}Aa1`;
        } else if (["recovery", "email_change_current", "email_change_new"].includes(type)) {
          throw new GoTrueError(404, "user_not_found", "User with this email not found");
        }
      }
      if (type === "signup" || type === "invite") {
        if (user?.email_confirmed_at)
          throw new GoTrueError(422, "email_exists", "A user with this email address has already been registered");
        if (!user) {
          if (type === "signup") checkPasswordStrength(password ?? "");
          user = await createUser(tx, email, type === "signup" ? password : null, (body.data as Json) ?? {});
        } else if (body.data) {
          await tx`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${tx.json(body.data as postgres.JSONValue)} where id = ${user.id}`;
        }
        await tx`
          update auth.users set confirmation_token = ${hashed}, confirmation_sent_at = now(),
                 invited_at = case when ${type === "invite"} then now() else invited_at end
          where id = ${user.id}`;
        await oneTimeToken(tx, user.id, "confirmation_token", hashed, email);
      } else if (type === "magiclink" || type === "recovery") {
        await tx`update auth.users set recovery_token = ${hashed}, recovery_sent_at = now() where id = ${user!.id}`;
        await oneTimeToken(tx, user!.id, "recovery_token", hashed, email);
      } else if (type === "email_change_new") {
        const newEmail = validateEmail(body.new_email);
        if (await byEmail(tx, newEmail))
          throw new GoTrueError(422, "email_exists", "A user with this email address has already been registered");
        // supabase/auth#2538: the stored hash is of the NEW address; `hashed` (answered) of the old.
        const stored = tokenHash(newEmail, code);
        await tx`
          update auth.users set email_change = ${newEmail}, email_change_token_new = ${stored}, email_change_sent_at = now(), email_change_confirm_status = 0
          where id = ${user!.id}`;
        await oneTimeToken(tx, user!.id, "email_change_token_new", stored, newEmail);
      } else {
        throw new GoTrueError(400, "validation_failed", `Invalid email action link type requested: ${type}`);
      }
      const fresh = await byId(tx, user!.id);
      return {
        ...(await userJson(tx, fresh!)),
        action_link: `${settings.siteUrl}/auth/v1/verify?token=${hashed}&type=${type}`,
        email_otp: code,
        hashed_token: hashed,
        verification_type: type,
        redirect_to: settings.siteUrl,
      };
    });
  }

  async function session(tx: postgres.TransactionSql, user: UserRow): Promise<Json> {
    const sessionId = randomUUID();
    await tx`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values (${sessionId}, ${user.id}, now(), now(), 'aal1')`;
    await tx`update auth.users set last_sign_in_at = now() where id = ${user.id}`;
    const accessToken = await new SignJWT({
      role: "authenticated",
      email: user.email,
      session_id: sessionId,
      aal: "aal1",
    })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setAudience("authenticated")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
    const fresh = await byId(tx, user.id);
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: randomUUID(),
      user: await userJson(tx, fresh!),
    };
  }

  const COLUMN_OF: Record<string, string> = {
    signup: "confirmation_token",
    invite: "confirmation_token",
    recovery: "recovery_token",
    magiclink: "recovery_token",
    email_change: "email_change_token_new",
  };

  async function verify(body: Json): Promise<Json> {
    let type = String(body.type ?? "");
    let hash = typeof body.token_hash === "string" ? body.token_hash : "";
    if (!hash && typeof body.token === "string") hash = tokenHash(validateEmail(body.email), body.token);
    if (!hash) throw new GoTrueError(400, "validation_failed", "Verify requires either a token or a token hash");
    return db.begin(async (tx) => {
      let user: UserRow | undefined;
      if (type === "email") {
        user = (
          await tx<UserRow[]>`select * from auth.users where confirmation_token = ${hash} or recovery_token = ${hash}`
        )[0];
        type = user && user.recovery_token === hash ? "magiclink" : "signup";
      } else if (COLUMN_OF[type]) {
        user = (await tx<UserRow[]>`select * from auth.users where ${tx(COLUMN_OF[type]!)} = ${hash}`)[0];
      } else {
        throw new GoTrueError(400, "validation_failed", "Invalid email verification type");
      }
      const expired = new GoTrueError(403, "otp_expired", "Email link is invalid or has expired");
      if (!user) throw expired;
      if (user.banned_until && user.banned_until.getTime() > Date.now())
        throw new GoTrueError(403, "user_banned", "User is banned");
      const sentAt =
        type === "signup" || type === "invite"
          ? user.confirmation_sent_at
          : type === "email_change"
            ? user.email_change_sent_at
            : user.recovery_sent_at;
      if (!sentAt || Date.now() - sentAt.getTime() > settings.otpExpirySeconds * 1000) throw expired;
      if (type === "signup" || type === "invite") {
        if (!user.encrypted_password && user.invited_at) {
          await tx`update auth.users set encrypted_password = ${await hashPassword(randomUUID())} where id = ${user.id}`;
        }
        await tx`update auth.users set confirmation_token = '', email_confirmed_at = now(), raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}' where id = ${user.id}`;
      } else if (type === "recovery" || type === "magiclink") {
        await tx`update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ${user.id}`;
      } else {
        await tx`
          update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_sent_at = null,
                 email_confirmed_at = coalesce(email_confirmed_at, now())
          where id = ${user.id}`;
      }
      await tx`delete from auth.one_time_tokens where user_id = ${user.id}`;
      return session(tx, (await byId(tx, user.id))!);
    });
  }

  async function passwordGrant(body: Json): Promise<Json> {
    const email = validateEmail(body.email);
    const password = typeof body.password === "string" ? body.password : "";
    return db.begin(async (tx) => {
      const [row] = await tx<UserRow[]>`select * from auth.users where email = ${email} and is_sso_user = false`;
      const matches = Boolean(row?.encrypted_password) && (await bcrypt.compare(password, row!.encrypted_password!));
      if (!row || !matches) throw new GoTrueError(400, "invalid_credentials", "Invalid login credentials");
      if (row.banned_until && row.banned_until.getTime() > Date.now())
        throw new GoTrueError(400, "user_banned", "User is banned");
      if (!row.email_confirmed_at) throw new GoTrueError(400, "email_not_confirmed", "Email not confirmed");
      return session(tx, row);
    });
  }

  async function logout(authorization: string | null): Promise<void> {
    const token = authorization?.replace(/^Bearer /, "") ?? "";
    const { payload } = await jwtVerify(token, key).catch(() => {
      throw new GoTrueError(401, "bad_jwt", "invalid JWT");
    });
    await db`delete from auth.sessions where id = ${String(payload.session_id)}::uuid`;
  }

  async function adminUser(method: string, id: string, body: Json | undefined): Promise<Json> {
    return db.begin(async (tx) => {
      const user = await byId(tx, id);
      if (!user) throw new GoTrueError(404, "user_not_found", "User not found");
      if (method === "DELETE") {
        await tx`delete from auth.users where id = ${id}`;
        return {};
      }
      if (method === "PUT" && body) {
        if (typeof body.password === "string") {
          checkPasswordStrength(body.password);
          await tx`update auth.users set encrypted_password = ${await hashPassword(body.password)}, updated_at = now() where id = ${id}`;
        }
        if (typeof body.email === "string") {
          const email = validateEmail(body.email);
          try {
            await tx.savepoint((sp) => sp`update auth.users set email = ${email}, updated_at = now() where id = ${id}`);
          } catch (error) {
            throw new GoTrueError(
              500,
              "unexpected_failure",
              `Database error updating user: ${(error as Error).message}`,
            );
          }
          await tx`update auth.identities set identity_data = identity_data || ${tx.json({ email, email_verified: body.email_confirm === true })} where user_id = ${id} and provider = 'email'`;
        }
        if (body.email_confirm === true)
          await tx`update auth.users set confirmation_token = '', email_confirmed_at = now() where id = ${id}`;
      }
      return userJson(tx, (await byId(tx, id))!);
    });
  }

  /** Answers a request to {url}/auth/v1/...; the admin routes need a service_role JWT. */
  async function handle(
    method: string,
    path: string,
    headers: Headers,
    body: Json | undefined,
  ): Promise<{ status: number; body: unknown }> {
    const isAdmin = path.startsWith("/admin/");
    if (isAdmin) {
      const token = headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
      const claims = await jwtVerify(token, key).then(
        (r) => r.payload,
        () => null,
      );
      if (claims?.role !== "service_role") throw new GoTrueError(403, "not_admin", "User not allowed");
    }
    if (method === "POST" && path === "/admin/generate_link")
      return { status: 200, body: await generateLink(body ?? {}) };
    if (method === "POST" && path === "/verify") return { status: 200, body: await verify(body ?? {}) };
    if (method === "POST" && path === "/token?grant_type=password")
      return { status: 200, body: await passwordGrant(body ?? {}) };
    if (method === "POST" && path.startsWith("/logout")) {
      await logout(headers.get("authorization"));
      return { status: 204, body: null };
    }
    const user = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
    if (user && ["GET", "PUT", "DELETE"].includes(method))
      return { status: 200, body: await adminUser(method, user[1]!, body) };
    throw new GoTrueError(404, "not_found", `no route ${method} ${path}`);
  }

  return {
    handle,
    serviceRoleKey: () =>
      new SignJWT({ role: "service_role", iss: "supabase" })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt()
        .sign(key),
  };
}
