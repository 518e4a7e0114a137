-- The login role the Netlify functions connect with in production (docs/production-database-role.md).
-- Run once by hand as the project's `postgres` role (it is no migration: a role is per cluster and
-- its password is never in the repository), then set its password and use it in DATABASE_URL:
--
--   alter role reumanl_functions with login password '<from the password manager>';
--
-- What it is: like Supabase's own `authenticator`, a role that owns nothing, may do nothing by
-- itself (noinherit: none of the granted roles' rights apply until it switches) and can only
-- switch, per transaction, to anon, authenticated or service_role (functions/_shared/db.ts
-- withTransaction). Not a superuser and no bypassrls, so a statement that escaped its transaction's
-- role still meets every grant and RLS policy; it cannot switch to postgres or create anything.

-- Runs as Supabase's `postgres`, which is no superuser: PostgreSQL refuses it any ALTER ROLE that
-- names SUPERUSER, REPLICATION or BYPASSRLS (even to switch them off), and supautils refuses it any
-- change to Supabase's own roles. So the role is CREATEd with the "no" attributes, a later run only
-- changes what postgres may change, and a role that has a superuser attribute all the same (made by
-- someone else) stops the script instead of being used.
do $$
begin
  if not exists (select from pg_roles where rolname = 'reumanl_functions') then
    create role reumanl_functions with nologin noinherit nosuperuser nocreatedb nocreaterole nobypassrls noreplication;
  end if;
  if exists (select from pg_roles where rolname = 'reumanl_functions' and (rolsuper or rolbypassrls or rolreplication)) then
    raise exception 'reumanl_functions has superuser, bypassrls or replication: drop it (as a superuser) and run this script again';
  end if;
end
$$;

alter role reumanl_functions with noinherit nocreatedb nocreaterole connection limit 60;
grant anon, authenticated, service_role to reumanl_functions;
grant usage on schema public to reumanl_functions;
-- Statements that hang (a lock, a bad plan) end instead of holding a pooled connection.
alter role reumanl_functions set statement_timeout = '10s';
alter role reumanl_functions set idle_in_transaction_session_timeout = '30s';
