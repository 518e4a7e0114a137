/** SQL over auth.users for the embedded auth provider (run as service_role). */
import type { Tx } from "../db";

export type UserRow = {
  id: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  invitedAt: Date | null;
  confirmationToken: string | null;
  confirmationSentAt: Date | null;
  bannedUntil: Date | null;
  deletedAt: Date | null;
};

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [row] = await tx<UserRow[]>`
    select id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token, confirmation_sent_at,
           banned_until, deleted_at
    from auth.users
    where email = ${email} and is_sso_user = false`;
  return row ?? null;
}

/**
 * Inserts an unconfirmed e-mail user; the handle_new_user trigger adds the profile (and, for an
 * invited one without a password, on_auth_user_invited marks it setup_pending).
 */
export async function insertUser(
  tx: Tx,
  user: { email: string; passwordHash: string | null; confirmationTokenHash: string; metadata: Record<string, string | boolean>; invited?: boolean },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into auth.users (
      instance_id, aud, role, email, encrypted_password, confirmation_token, confirmation_sent_at, invited_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at
    ) values (
      '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', ${user.email}, ${user.passwordHash},
      ${user.confirmationTokenHash}, now(), ${user.invited ? new Date() : null},
      ${tx.json({ provider: "email", providers: ["email"] })}, ${tx.json(user.metadata)}, now(), now()
    )
    returning id`;
  if (!row) throw new Error("insert into auth.users returned no row");
  return row.id;
}

export async function markEmailConfirmed(tx: Tx, id: string, options: { keepConfirmationToken?: boolean } = {}): Promise<void> {
  if (options.keepConfirmationToken) {
    await tx`update auth.users set email_confirmed_at = now(), updated_at = now() where id = ${id}`;
    return;
  }
  await tx`update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = ${id}`;
}

export async function setConfirmationToken(tx: Tx, id: string, tokenHash: string): Promise<void> {
  await tx`
    update auth.users
    set confirmation_token = ${tokenHash}, confirmation_sent_at = now(), updated_at = now()
    where id = ${id}`;
}

/** Invites an existing unconfirmed user again: a new confirmation token, invited now. */
export async function renewInvitation(tx: Tx, id: string, tokenHash: string): Promise<void> {
  await tx`
    update auth.users
    set confirmation_token = ${tokenHash}, confirmation_sent_at = now(), invited_at = now(), updated_at = now()
    where id = ${id}`;
}

export async function recordSignIn(tx: Tx, id: string): Promise<void> {
  await tx`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${id}`;
}

export type UserCredentialsRow = UserRow & {
  recoveryToken: string | null;
  recoverySentAt: Date | null;
  emailChange: string | null;
  emailChangeTokenNew: string | null;
  emailChangeSentAt: Date | null;
};

export async function findUserById(tx: Tx, id: string): Promise<UserCredentialsRow | null> {
  const [row] = await tx<UserCredentialsRow[]>`
    select id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token, confirmation_sent_at,
           banned_until, deleted_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
           email_change_sent_at
    from auth.users
    where id = ${id}`;
  return row ?? null;
}

/** Locks the row of `email` for the rest of the transaction (one reset per token). */
export async function findUserByEmailForUpdate(tx: Tx, email: string): Promise<UserCredentialsRow | null> {
  const [row] = await tx<UserCredentialsRow[]>`
    select id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token, confirmation_sent_at,
           banned_until, deleted_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
           email_change_sent_at
    from auth.users
    where email = ${email} and is_sso_user = false
    for update`;
  return row ?? null;
}

/** Users with a pending change to `email`, newest request first, locked. */
export async function findUsersByPendingEmailForUpdate(tx: Tx, email: string): Promise<UserCredentialsRow[]> {
  return tx<UserCredentialsRow[]>`
    select id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token, confirmation_sent_at,
           banned_until, deleted_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
           email_change_sent_at
    from auth.users
    where email_change = ${email} and is_sso_user = false
    order by email_change_sent_at desc nulls last
    for update`;
}

export async function setRecoveryToken(tx: Tx, id: string, tokenHash: string): Promise<void> {
  await tx`update auth.users set recovery_token = ${tokenHash}, recovery_sent_at = now(), updated_at = now() where id = ${id}`;
}

/** A new password hash; clears the recovery token and, if asked, confirms the address. */
export async function setPassword(tx: Tx, id: string, passwordHash: string, options: { confirmEmail?: boolean } = {}): Promise<void> {
  await tx`
    update auth.users
    set encrypted_password = ${passwordHash}, recovery_token = '', recovery_sent_at = null,
        email_confirmed_at = case when ${options.confirmEmail ?? false} then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
        updated_at = now()
    where id = ${id}`;
}

export async function setPendingEmail(tx: Tx, id: string, email: string, tokenHash: string): Promise<void> {
  await tx`
    update auth.users
    set email_change = ${email}, email_change_token_new = ${tokenHash}, email_change_sent_at = now(), updated_at = now()
    where id = ${id}`;
}

export async function applyPendingEmail(tx: Tx, id: string, email: string): Promise<void> {
  await tx`
    update auth.users
    set email = ${email}, email_change = '', email_change_token_new = '', email_change_sent_at = null,
        email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
    where id = ${id}`;
}

export async function deleteUserById(tx: Tx, id: string): Promise<void> {
  await tx`delete from auth.users where id = ${id}`;
}
