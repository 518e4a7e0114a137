-- GoTrue's side of the auth schema, for tests only (scripts/supabase-db.ts runs it as
-- supabase_auth_admin with search_path auth, as GoTrue runs its migrations). Hand-written: the
-- final shapes of the tables the project and the GoTrue stand-in touch, with the column names and
-- types of supabase/auth v2.196.0. Left out: MFA, SSO/SAML, OAuth server, passkeys, flow state,
-- audit log, refresh tokens, instances and GoTrue's migration bookkeeping (nothing here uses them).

create type aal_level as enum ('aal1', 'aal2', 'aal3');
create type one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);

-- One row per account. Token columns hold hex SHA-224 hashes of address + otp, '' once spent.
create table users (
  instance_id uuid,
  id uuid primary key,
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
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

-- One address per non-SSO account, and every live token hash is unique (a numeric otp is not).
create unique index users_email_partial_key on users (email) where is_sso_user = false;
create unique index confirmation_token_idx on users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index recovery_token_idx on users (recovery_token) where recovery_token !~ '^[0-9 ]*$';
create unique index email_change_token_new_idx on users (email_change_token_new) where email_change_token_new !~ '^[0-9 ]*$';
create unique index email_change_token_current_idx on users (email_change_token_current) where email_change_token_current !~ '^[0-9 ]*$';
create unique index reauthentication_token_idx on users (reauthentication_token) where reauthentication_token !~ '^[0-9 ]*$';

-- The e-mail provider's identity of each account (provider_id is the user's id for e-mail).
create table identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index identities_user_id_idx on identities (user_id);

-- The pending link of each kind per account, looked up by its hash.
create table one_time_tokens (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  token_type one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  unique (user_id, token_type)
);
create index one_time_tokens_token_hash_hash_idx on one_time_tokens using hash (token_hash);
create index one_time_tokens_relates_to_hash_idx on one_time_tokens using hash (relates_to);

-- A signed-in session (the JWT's session_id); the OAuth-server columns are left out.
create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  refresh_token_hmac_key text,
  refresh_token_counter bigint
);
create index sessions_user_id_idx on sessions (user_id);

-- GoTrue turns RLS on for all its tables and adds no policy: only roles that bypass RLS or own the
-- table see rows. postgres may read them and pass that right on (as on hosted Supabase).
alter table users enable row level security;
alter table identities enable row level security;
alter table one_time_tokens enable row level security;
alter table sessions enable row level security;
grant select on users, identities, one_time_tokens, sessions to postgres with grant option;

-- The request's identity as PostgREST sets it: request.jwt.claims (JSON) or the older single
-- request.jwt.claim.* settings. Executable by everyone (PUBLIC), as on Supabase.
create function jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

create function uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
$$;

create function role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
$$;

create function email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
$$;
