-- Members directory at scale, second step (issue 13 "Performance"; bench:people; decision 130).
-- The view public.member_directory joined profiles and profile_details and checked visibility,
-- pause and blocks on the wide rows, so a count walked every member's profile. Now one narrow row
-- per member, app_private.member_directory_rows, holds only what the directory filters, sorts and
-- counts on. Statement triggers on profiles and profile_details keep it in step in the same
-- transaction as the write (a profile change, a consent withdrawal, a pause show at once); blocks
-- stay in public.member_blocks and are excluded per query.
--
-- Privacy is unchanged: health fields (relation, forms) are copied only while consent is given (the
-- source already allows them only then); visitors see public rows only; paused members and members
-- who blocked or muted each other (both directions) are left out, paused ones but to themselves.
-- Only the view reads the table (running as its owner); no API role has any grant on it.

create table app_private.member_directory_rows (
  id uuid primary key references public.profiles (id) on delete cascade,
  username text not null,
  username_key text not null,
  created_at timestamptz not null,
  profile_public boolean not null,
  paused_until timestamptz,
  gender integer not null default 0,
  birth_year integer,
  relation_term integer,
  forms integer[],
  interests text[],
  earth_point cube
);

comment on table app_private.member_directory_rows is 'One narrow row per member for public.member_directory (filters, sort, count), kept by the triggers on profiles and profile_details. forms and interests are null when empty; relation and forms only with consent.';
comment on column app_private.member_directory_rows.username_key is 'lower(username): the username search is a prefix of it.';

alter table app_private.member_directory_rows enable row level security;
revoke all on table app_private.member_directory_rows from public, anon, authenticated, service_role;
grant select on table app_private.member_directory_rows to service_role;
create policy "member_directory_rows: service_role reads" on app_private.member_directory_rows
  for select to service_role using (true);

-- Page order (newest members first) for participants and, public rows only, for visitors; the
-- counts run index-only on the narrowest index that holds the filter, the id (blocks and pauses are
-- excluded by id) and the public flag (the visitors' rule); the GiST index also carries the
-- member-since date, so a page within a distance is chosen without reading the rows.
create index member_directory_rows_created_idx on app_private.member_directory_rows (created_at desc, id) include (profile_public);
create index member_directory_rows_public_created_idx on app_private.member_directory_rows (created_at desc, id) where profile_public;
create index member_directory_rows_gender_idx on app_private.member_directory_rows (gender, id) include (profile_public);
create index member_directory_rows_birth_year_idx on app_private.member_directory_rows (birth_year, id) include (profile_public);
create index member_directory_rows_relation_idx on app_private.member_directory_rows (relation_term, id) include (profile_public) where relation_term is not null;
create index member_directory_rows_forms_idx on app_private.member_directory_rows using gin (forms);
create index member_directory_rows_interests_idx on app_private.member_directory_rows using gin (interests);
create index member_directory_rows_earth_point_idx on app_private.member_directory_rows using gist (earth_point) include (id, profile_public, created_at);
create index member_directory_rows_username_idx on app_private.member_directory_rows (username_key text_pattern_ops, id) include (profile_public);
-- The few members with a pause (current or past): the set the view leaves out.
create index member_directory_rows_paused_idx on app_private.member_directory_rows (paused_until, id) where paused_until is not null;

-- Refresh the rows of some members from their profile and details (insert, update or nothing).
create function app_private.member_directory_refresh(ids uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app_private.member_directory_rows as r
    (id, username, username_key, created_at, profile_public, paused_until, gender, birth_year, relation_term, forms, interests, earth_point)
  select p.id, p.username, lower(p.username), p.created_at, p.profile_public, p.paused_until,
         coalesce(d.gender, 0), d.birth_year,
         case when d.consent_given_at is not null then d.relation_term end,
         case when d.consent_given_at is not null and cardinality(d.forms) > 0 then d.forms end,
         case when cardinality(d.interests) > 0 then d.interests end,
         d.earth_point
  from public.profiles p
  left join public.profile_details d on d.user_id = p.id
  where p.id = any(ids)
  on conflict (id) do update set
    username = excluded.username, username_key = excluded.username_key, created_at = excluded.created_at,
    profile_public = excluded.profile_public, paused_until = excluded.paused_until, gender = excluded.gender,
    birth_year = excluded.birth_year, relation_term = excluded.relation_term, forms = excluded.forms,
    interests = excluded.interests, earth_point = excluded.earth_point
  where (r.username, r.created_at, r.profile_public, r.paused_until, r.gender, r.birth_year, r.relation_term, r.forms, r.interests, r.earth_point::text)
    is distinct from (excluded.username, excluded.created_at, excluded.profile_public, excluded.paused_until, excluded.gender,
                      excluded.birth_year, excluded.relation_term, excluded.forms, excluded.interests, excluded.earth_point::text);
end;
$$;

revoke execute on function app_private.member_directory_refresh(uuid[]) from public, anon, authenticated, service_role;

create function app_private.member_directory_profiles_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.member_directory_refresh(array(select c.id from changed c));
  return null;
end;
$$;

create function app_private.member_directory_details_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.member_directory_refresh(array(select c.user_id from changed c));
  return null;
end;
$$;

revoke execute on function app_private.member_directory_profiles_changed() from public, anon, authenticated, service_role;
revoke execute on function app_private.member_directory_details_changed() from public, anon, authenticated, service_role;

create trigger member_directory_profiles_inserted
  after insert on public.profiles referencing new table as changed
  for each statement execute function app_private.member_directory_profiles_changed();
create trigger member_directory_profiles_updated
  after update on public.profiles referencing new table as changed
  for each statement execute function app_private.member_directory_profiles_changed();
create trigger member_directory_details_inserted
  after insert on public.profile_details referencing new table as changed
  for each statement execute function app_private.member_directory_details_changed();
create trigger member_directory_details_updated
  after update on public.profile_details referencing new table as changed
  for each statement execute function app_private.member_directory_details_changed();
create trigger member_directory_details_deleted
  after delete on public.profile_details referencing old table as changed
  for each statement execute function app_private.member_directory_details_changed();

-- Existing members.
select app_private.member_directory_refresh(array(select id from public.profiles));

-- The view: same columns (plus username_key), now over the narrow rows; the wide tables are joined
-- (left joins on their keys, so a count never touches them) only for the fields of a page. Paused
-- members and blocks in either direction form one small set, excluded as a hashed NOT IN.
create or replace view public.member_directory as
select
  r.id,
  r.username,
  r.created_at,
  r.profile_public,
  p.is_volunteer,
  r.gender,
  r.birth_year,
  coalesce(d.biography, '') as biography,
  r.relation_term,
  r.forms,
  d.phase,
  r.interests,
  d.photo_path,
  r.earth_point,
  r.username_key
from app_private.member_directory_rows r
left join public.profiles p on p.id = r.id
left join public.profile_details d on d.user_id = r.id
where ((select auth.uid()) is not null or r.profile_public)
  and r.id not in (
    select x.id from app_private.member_directory_rows x
    where x.paused_until is not null and x.paused_until > now() and x.id is distinct from (select auth.uid())
    union all
    select b.blocked_id from public.member_blocks b where b.user_id = (select auth.uid())
    union all
    select b.user_id from public.member_blocks b where b.blocked_id = (select auth.uid())
  );

comment on view public.member_directory is 'Members as the directory and profile pages show them (app_private.member_directory_rows, kept by triggers): visitors see public profiles only; paused members and blocks in either direction are left out; relation and forms only with consent, null when none; interests null when none.';

-- The old directory indexes on the wide table: nothing filters there any more.
drop index if exists public.profile_details_forms_idx;
drop index if exists public.profile_details_interests_idx;
drop index if exists public.profile_details_birth_year_idx;
drop index if exists public.profiles_public_idx;
drop index if exists public.profiles_created_idx;
