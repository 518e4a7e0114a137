-- Profiles of the participants, and the private tables of the platform (sessions, rate limits).
-- Runs the same on Supabase and on the auth shim (supabase/shim/auth.sql). RLS is enabled on every
-- table and every grant is explicit: Supabase's default privileges (all rights on new tables in
-- public for anon and authenticated) are revoked first.

-- public.profiles -------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  role text not null default 'participant',
  is_volunteer boolean not null default false,
  marketing_emails boolean not null default false,
  accepted_terms_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_username_format check (username ~ '^[A-Za-z0-9]{3,20}$'),
  constraint profiles_role_check check (role in ('participant', 'volunteer'))
);

comment on table public.profiles is 'One row per auth.users row, created by the handle_new_user trigger.';
comment on column public.profiles.role is 'Chosen at registration: participant or volunteer (the volunteer flow completes later).';
comment on column public.profiles.is_volunteer is 'True once the volunteer registration is completed; decides the volunteer menu.';

-- Usernames are unique regardless of case ("Anna" and "anna" are the same person to readers).
create unique index profiles_username_lower_key on public.profiles (lower(username));

alter table public.profiles enable row level security;

revoke all on table public.profiles from public, anon, authenticated, service_role;
grant select on table public.profiles to authenticated;
grant update (marketing_emails) on table public.profiles to authenticated;
grant select, insert, update, delete on table public.profiles to service_role;

create policy "profiles: own row is readable" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

create policy "profiles: own row is updatable" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- updated_at ------------------------------------------------------------------------------------
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.set_updated_at() from public, anon, authenticated, service_role;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- A profile for every new user ------------------------------------------------------------------
-- Reads raw_user_meta_data as the functions (and later supabase-js admin calls) write it:
-- {"username": "...", "role": "participant|volunteer", "marketing_emails": bool,
--  "accepted_terms_at": "ISO date"}. Runs inside the insert of auth.users, so the user and the
-- profile are created in one transaction; a taken username aborts both.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_username text := nullif(btrim(meta ->> 'username'), '');
  wanted_role text := meta ->> 'role';
  terms_at timestamptz;
begin
  begin
    terms_at := (meta ->> 'accepted_terms_at')::timestamptz;
  exception when others then
    terms_at := null;
  end;

  insert into public.profiles (id, username, role, marketing_emails, accepted_terms_at)
  values (
    new.id,
    coalesce(wanted_username, 'lid' || substr(replace(new.id::text, '-', ''), 1, 12)),
    case when wanted_role in ('participant', 'volunteer') then wanted_role else 'participant' end,
    case when jsonb_typeof(meta -> 'marketing_emails') = 'boolean'
      then (meta ->> 'marketing_emails')::boolean else false end,
    terms_at
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- app_private: platform tables that no API role but service_role may touch -----------------------
create schema app_private;
revoke all on schema app_private from public;
grant usage on schema app_private to service_role;

-- Login sessions. The cookie holds a random 32-byte token; only its SHA-256 is stored here.
create table app_private.sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  constraint sessions_token_hash_key unique (token_hash),
  constraint sessions_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint sessions_expiry_order check (idle_expires_at <= absolute_expires_at)
);

create index sessions_user_id_idx on app_private.sessions (user_id);
create index sessions_absolute_expires_at_idx on app_private.sessions (absolute_expires_at);

alter table app_private.sessions enable row level security;
revoke all on table app_private.sessions from public, anon, authenticated;
grant select, insert, update, delete on table app_private.sessions to service_role;

-- Fixed-window counters for rate limits. subject is an HMAC of the e-mail address or client IP,
-- never the value itself.
create table app_private.rate_limits (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, subject, window_start)
);

create index rate_limits_window_start_idx on app_private.rate_limits (window_start);

alter table app_private.rate_limits enable row level security;
revoke all on table app_private.rate_limits from public, anon, authenticated;
grant select, insert, update, delete on table app_private.rate_limits to service_role;
