-- What the functions need from GoTrue's tables, without reading them (issue 34, decision 300).
-- On Supabase, auth.users belongs to supabase_auth_admin and only it, postgres and dashboard_user
-- may read it: not service_role, not the functions' login role. GoTrue's admin API has no look-up by
-- e-mail address, so the Supabase AuthProvider asks these two functions, which run as their owner
-- (postgres, who applies the migrations) with an empty search_path, answer one account's id and
-- state, never a row, and may be executed by service_role only (the functions switch to it per
-- transaction). On the embedded databases they read the shim's auth.users the same way.

create function app_private.auth_account_by_email(account_email text)
returns table (id uuid, confirmed boolean)
language sql stable security definer
set search_path = ''
as $$
  select u.id, u.email_confirmed_at is not null
  from auth.users u
  where u.email = lower(account_email) and u.deleted_at is null and u.is_sso_user = false
$$;

comment on function app_private.auth_account_by_email(text) is
  'Supabase AuthProvider: the account of an e-mail address (id, confirmed), for confirm, resend, invite and the address-taken check.';

-- When GoTrue made the last, still unused, recovery or magic link of the address. GoTrue's
-- otp_expiry (a day) is that of the longest link mailed; a reset link lasts an hour.
create function app_private.auth_recovery_sent_at(account_email text)
returns timestamptz
language sql stable security definer
set search_path = ''
as $$
  select u.recovery_sent_at
  from auth.users u
  where u.email = lower(account_email) and u.deleted_at is null and u.is_sso_user = false
    and coalesce(u.recovery_token, '') <> ''
$$;

comment on function app_private.auth_recovery_sent_at(text) is
  'Supabase AuthProvider: when the pending reset link of an address was made (null: none).';

revoke all on function app_private.auth_account_by_email(text) from public, anon, authenticated;
revoke all on function app_private.auth_recovery_sent_at(text) from public, anon, authenticated;
grant execute on function app_private.auth_account_by_email(text) to service_role;
grant execute on function app_private.auth_recovery_sent_at(text) to service_role;

-- Pending e-mail changes of the Supabase AuthProvider. GoTrue's generate_link(email_change_new)
-- answers a hashed_token that it never stores (supabase/auth#2538), so the link could never be
-- confirmed: the functions make their own token (only its SHA-256 is kept here, for 24 hours, once)
-- and, when it comes back, set the address with the admin API (updateUserById, email_confirm).
-- One pending change per account: a new request replaces the previous one.
create table app_private.email_changes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  new_email text not null,
  token_hash text not null,
  requested_at timestamptz not null default now()
);

comment on table app_private.email_changes is
  'Supabase AuthProvider: the address an account asked to change to and the SHA-256 of the mailed token (24 hours, once).';

create index email_changes_new_email_idx on app_private.email_changes (new_email);
alter table app_private.email_changes enable row level security;
revoke all on table app_private.email_changes from public, anon, authenticated;
grant select, insert, update, delete on table app_private.email_changes to service_role;

create policy "email_changes: service role only" on app_private.email_changes
  for all to service_role
  using (true)
  with check (true);
