-- The cluster-level part of a database shaped like hosted Supabase, for tests only
-- (scripts/supabase-db.ts). Runs first, as the bootstrap superuser supabase_admin. Written for this
-- project from what Supabase documents and what a hosted project shows (roles, memberships,
-- grants as of 2025-2026, with the auth/storage restrictions of April 2025); the services' tables
-- come after it, in auth.sql and storage.sql. Passwords are set by the script afterwards.

-- The project's owner: logs in, makes roles and databases, but is no superuser.
create role postgres login nosuperuser createdb createrole replication bypassrls;
alter role postgres set search_path to "$user", public, extensions;
-- Owning the database makes postgres the owner of PostgreSQL 15's public schema (pg_database_owner).
alter database postgres owner to postgres;
grant all on database postgres to postgres;

-- The API roles PostgREST and Storage switch to per request; authenticator is the one that logs in.
create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
-- postgres may act as each API role (the functions' login role gets the same memberships).
grant anon, authenticated, service_role to postgres;
grant pg_read_all_data, pg_signal_backend to postgres;

-- The dashboard's role, and one login role per service. Storage changes to the request's role
-- through authenticator. postgres is NOT a member of the two service roles: it may use their
-- tables but not create, alter or drop anything in auth or storage.
create role dashboard_user nologin nosuperuser createdb createrole replication;
grant all on database postgres to dashboard_user;
create role supabase_auth_admin login noinherit createrole;
alter role supabase_auth_admin set search_path = auth;
create role supabase_storage_admin login noinherit createrole;
alter role supabase_storage_admin set search_path = storage;
grant authenticator to supabase_storage_admin;

-- extensions: where Supabase puts the extensions it installs for every project.
create schema extensions;
create extension "uuid-ossp" with schema extensions;
create extension pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage, create on schema extensions to postgres, dashboard_user;

-- public: every API role may use it, and whatever postgres creates there is granted to them all by
-- default (the project's migrations revoke those rights table by table).
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

-- auth and storage belong to supabase_admin; only their service may create in them. Every role may
-- look into them; what it may do with a table is granted per table (auth.sql, storage.sql).
create schema auth authorization supabase_admin;
grant usage, create on schema auth to supabase_auth_admin;
grant usage on schema auth to postgres, dashboard_user, anon, authenticated, service_role;

create schema storage authorization supabase_admin;
grant usage, create on schema storage to supabase_storage_admin;
grant usage on schema storage to postgres, dashboard_user, anon, authenticated, service_role;

-- What GoTrue creates, postgres and the dashboard may use; the API roles get nothing.
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on functions to postgres, dashboard_user;

-- What Storage creates is granted to the API roles too; RLS on its tables decides (storage.sql).
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, dashboard_user, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, dashboard_user, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, dashboard_user, anon, authenticated, service_role;
