/** SQL over auth.users for the embedded auth provider (run as service_role). */
import type { Tx } from "../db";

export type UserRow = {
  id: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  confirmationToken: string | null;
  confirmationSentAt: Date | null;
  bannedUntil: Date | null;
  deletedAt: Date | null;
};

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [row] = await tx<UserRow[]>`
    select id, email, encrypted_password, email_confirmed_at, confirmation_token, confirmation_sent_at,
           banned_until, deleted_at
    from auth.users
    where email = ${email} and is_sso_user = false`;
  return row ?? null;
}

/** Inserts an unconfirmed e-mail user; the handle_new_user trigger adds the profile. */
export async function insertUser(
  tx: Tx,
  user: { email: string; passwordHash: string; confirmationTokenHash: string; metadata: Record<string, string | boolean> },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into auth.users (
      instance_id, aud, role, email, encrypted_password, confirmation_token, confirmation_sent_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at
    ) values (
      '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', ${user.email}, ${user.passwordHash},
      ${user.confirmationTokenHash}, now(), ${tx.json({ provider: "email", providers: ["email"] })}, ${tx.json(user.metadata)},
      now(), now()
    )
    returning id`;
  if (!row) throw new Error("insert into auth.users returned no row");
  return row.id;
}

export async function markEmailConfirmed(tx: Tx, id: string): Promise<void> {
  await tx`update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = ${id}`;
}

export async function setConfirmationToken(tx: Tx, id: string, tokenHash: string): Promise<void> {
  await tx`
    update auth.users
    set confirmation_token = ${tokenHash}, confirmation_sent_at = now(), updated_at = now()
    where id = ${id}`;
}

export async function recordSignIn(tx: Tx, id: string): Promise<void> {
  await tx`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${id}`;
}
