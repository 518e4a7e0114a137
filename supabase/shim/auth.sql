-- The `auth` schema shim: what Supabase provides and our migrations rely on, for databases that are
-- NOT Supabase (PGlite locally, plain PostgreSQL 15 in CI). scripts/migrate.ts applies this file
-- only when the database has no auth.users, or when the auth.users it has is this shim (marked by
-- the table comment below); on Supabase it is never applied. Every statement is idempotent.
--
-- Shapes follow Supabase (GoTrue) so that the same migrations, triggers and RLS policies run on
-- both: the roles anon / authenticated / service_role, auth.users and auth.uid()/role()/jwt().

-- Roles -----------------------------------------------------------------------------------------
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The connecting user switches to these roles per transaction (set local role), as on Supabase.
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

-- Like Supabase: the API roles may use the public schema; what they may do with each table is
-- granted table by table in the migrations (which revoke Supabase's broad defaults first).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Schema and users ------------------------------------------------------------------------------
create schema if not exists auth;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key default gen_random_uuid(),
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

comment on table auth.users is 'reumanl auth shim: Supabase-shaped users for the embedded auth provider';

-- As on Supabase: one account per e-mail address (the embedded provider stores it in lower case).
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_idx on auth.users (instance_id);

-- Request identity ------------------------------------------------------------------------------
-- The functions set `request.jwt.claims` (JSON: sub, role, email) per transaction with
-- set_config(..., true), exactly as PostgREST does on Supabase.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

-- Grants like Supabase: the API roles may use the schema and call the identity functions, but have
-- no rights on auth.users. service_role reads and writes auth.users here because the embedded
-- auth provider plays the part that GoTrue (supabase_auth_admin) plays on Supabase.
grant usage on schema auth to anon, authenticated, service_role;
revoke all on auth.users from public, anon, authenticated;
grant select, insert, update, delete on auth.users to service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
