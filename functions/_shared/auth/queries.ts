/**
 * SQL of the auth providers (run as service_role): over the shim's auth.users for the embedded
 * provider; for the Supabase provider only the definer functions of migration 20261201000000 and
 * its own pending e-mail changes (app_private.email_changes), never auth.users itself.
 */
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
  user: {
    email: string;
    passwordHash: string | null;
    confirmationTokenHash: string;
    metadata: Record<string, string | boolean>;
    invited?: boolean;
  },
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

export async function markEmailConfirmed(
  tx: Tx,
  id: string,
  options: { keepConfirmationToken?: boolean } = {},
): Promise<void> {
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
export async function setPassword(
  tx: Tx,
  id: string,
  passwordHash: string,
  options: { confirmEmail?: boolean } = {},
): Promise<void> {
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

// The Supabase provider ---------------------------------------------------------------------------

export async function accountByEmail(tx: Tx, email: string): Promise<{ id: string; confirmed: boolean } | null> {
  const [row] = await tx<
    { id: string; confirmed: boolean }[]
  >`select id, confirmed from app_private.auth_account_by_email(${email})`;
  return row ?? null;
}

export async function recoverySentAt(tx: Tx, email: string): Promise<Date | null> {
  const [row] = await tx<{ sentAt: Date | null }[]>`select app_private.auth_recovery_sent_at(${email}) as sent_at`;
  return row?.sentAt ?? null;
}

export async function usernameTaken(tx: Tx, username: string): Promise<boolean> {
  const rows = await tx`select 1 from public.profiles where lower(username) = lower(${username})`;
  return rows.length > 0;
}

/** Remembers the requested address and the hash of its token (a new request replaces the previous one). */
export async function savePendingEmailChange(
  tx: Tx,
  userId: string,
  newEmail: string,
  tokenHash: string,
): Promise<void> {
  await tx`
    insert into app_private.email_changes (user_id, new_email, token_hash, requested_at)
    values (${userId}, ${newEmail}, ${tokenHash}, now())
    on conflict (user_id) do update set new_email = excluded.new_email, token_hash = excluded.token_hash, requested_at = now()`;
}

export type PendingEmailChange = { userId: string; newEmail: string; tokenHash: string; requestedAt: Date };

export async function findPendingEmailChanges(tx: Tx, newEmail: string): Promise<PendingEmailChange[]> {
  return tx<PendingEmailChange[]>`
    select user_id, new_email, token_hash, requested_at from app_private.email_changes
    where new_email = ${newEmail} order by requested_at desc`;
}

/** Removes the pending change of `userId` when it is still the one with `tokenHash` (once). */
export async function deletePendingEmailChange(tx: Tx, userId: string, tokenHash: string): Promise<boolean> {
  const rows =
    await tx`delete from app_private.email_changes where user_id = ${userId} and token_hash = ${tokenHash} returning 1`;
  return rows.length > 0;
}
