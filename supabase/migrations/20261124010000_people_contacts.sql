-- People (issue 13): the members directory, contact links, blocks and mutes, the profile pause and
-- community-access requests. Spec 000 §3 (Profile filter, Contact link), §4 (contact request
-- states), §7 "Members and contacts"; spec 001 §3.4 (ContactLink, RoleRequest), §6.
--
-- Who reads what (the second fence behind the services' own checks):
--   public.member_directory  a view (running as its owner, like public.community_authors) with the
--                            directory fields only: visitors see public profiles, participants
--                            every profile; paused profiles and people who blocked or muted each
--                            other are left out; coordinates only as a rounded earth point.
--   contact_links            the two parties; the requester inserts, the receiver decides.
--   member_blocks            own rows only.
--   role_requests            own rows; platform moderators read and decide all.

-- Distance: cube + earthdistance (both on Supabase, PostgreSQL 15 and PGlite) ---------------------
create extension if not exists cube;
create extension if not exists earthdistance;

-- The search point: the geocoded address rounded to 0.01° (about 1.1 km by 0.7 km), so the distance
-- filter cannot be used to find someone's house (docs/decisions/131-directory-location-rounding.md).
alter table public.profile_details
  add column earth_point cube generated always as (
    case when latitude is not null and longitude is not null
      then ll_to_earth(round(latitude::numeric, 2)::double precision, round(longitude::numeric, 2)::double precision)
    end
  ) stored;

create index profile_details_earth_point_idx on public.profile_details using gist (earth_point);
create index profile_details_forms_idx on public.profile_details using gin (forms);
create index profile_details_interests_idx on public.profile_details using gin (interests);
create index profile_details_birth_year_idx on public.profile_details (birth_year);

-- Pause ("even pauze", for flares): hidden from the directory and no request mails until then.
alter table public.profiles add column paused_until timestamptz;
comment on column public.profiles.paused_until is 'Until then the profile is left out of the members directory and contact-request mails are not sent.';
grant update (paused_until) on table public.profiles to authenticated;

create index profiles_public_idx on public.profiles (created_at desc, id) where profile_public;
create index profiles_created_idx on public.profiles (created_at desc, id);

-- Blocks and mutes ----------------------------------------------------------------------------------
create table public.member_blocks (
  user_id uuid not null references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null default 'block',
  created_at timestamptz not null default now(),
  primary key (user_id, blocked_id),
  constraint member_blocks_kind_check check (kind in ('block', 'mute')),
  constraint member_blocks_not_self check (user_id <> blocked_id)
);

comment on table public.member_blocks is 'A member blocked or muted another: they no longer see each other in the directory and cannot send each other requests or messages.';

create index member_blocks_blocked_idx on public.member_blocks (blocked_id, user_id);

alter table public.member_blocks enable row level security;
revoke all on table public.member_blocks from public, anon, authenticated, service_role;
grant select, insert, update (kind), delete on table public.member_blocks to authenticated;
grant select, insert, update, delete on table public.member_blocks to service_role;

create policy "member_blocks: own rows are readable" on public.member_blocks
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "member_blocks: own rows are insertable" on public.member_blocks
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "member_blocks: own rows are updatable" on public.member_blocks
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "member_blocks: own rows are deletable" on public.member_blocks
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Either of the two blocked or muted the other (security definer: the other's rows are not readable).
create function public.blocked_between(a uuid, b uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.member_blocks m
    where (m.user_id = a and m.blocked_id = b) or (m.user_id = b and m.blocked_id = a)
  );
$$;

revoke execute on function public.blocked_between(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.blocked_between(uuid, uuid) to authenticated, service_role;

-- Contact links -------------------------------------------------------------------------------------
create table public.contact_links (
  id bigint generated by default as identity primary key,
  requester_id uuid not null references public.profiles (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'requested',
  message text not null default '',
  seen_at timestamptz,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  constraint contact_links_status_check check (status in ('requested', 'accepted', 'denied')),
  constraint contact_links_not_self check (requester_id <> receiver_id),
  constraint contact_links_message_length check (char_length(message) <= 4000),
  constraint contact_links_accepted_date check ((status = 'accepted') = (accepted_at is not null))
);

comment on table public.contact_links is 'ContactLink (spec 001 §3.4): none -> requested -> accepted or denied. A denial is final and silent: the requester keeps seeing "pending". Removing a contact deletes the row (and the message history).';

-- One link per pair, whichever asked.
create unique index contact_links_pair_key on public.contact_links (least(requester_id, receiver_id), greatest(requester_id, receiver_id));
create index contact_links_receiver_idx on public.contact_links (receiver_id, status, created_at desc);
create index contact_links_requester_idx on public.contact_links (requester_id, status, created_at desc);

alter table public.contact_links enable row level security;
revoke all on table public.contact_links from public, anon, authenticated, service_role;
grant select, delete on table public.contact_links to authenticated;
grant insert (requester_id, receiver_id, message) on table public.contact_links to authenticated;
grant update (status, seen_at, accepted_at) on table public.contact_links to authenticated;
grant select, insert, update, delete on table public.contact_links to service_role;

create policy "contact_links: the two parties read" on public.contact_links
  for select to authenticated
  using ((select auth.uid()) in (requester_id, receiver_id));
create policy "contact_links: the requester asks" on public.contact_links
  for insert to authenticated
  with check ((select auth.uid()) = requester_id and not public.blocked_between(requester_id, receiver_id));
create policy "contact_links: the receiver decides and marks seen" on public.contact_links
  for update to authenticated
  using ((select auth.uid()) = receiver_id)
  with check ((select auth.uid()) = receiver_id);
create policy "contact_links: either party removes an accepted contact" on public.contact_links
  for delete to authenticated
  using ((select auth.uid()) in (requester_id, receiver_id) and status = 'accepted');

-- A decision is final: only requested -> accepted or denied.
create function public.contact_links_guard_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> old.status and old.status <> 'requested' then
    raise exception 'a contact request is decided only once' using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

revoke execute on function public.contact_links_guard_update() from public, anon, authenticated, service_role;

create trigger contact_links_guard_update
  before update on public.contact_links
  for each row execute function public.contact_links_guard_update();

-- Community access requests (RoleRequest) -----------------------------------------------------------
create table public.role_requests (
  id bigint generated by default as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'community',
  status text not null default 'pending',
  motivation text not null default '',
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  constraint role_requests_role_check check (role in ('community')),
  constraint role_requests_status_check check (status in ('pending', 'approved', 'denied')),
  constraint role_requests_motivation_length check (char_length(motivation) <= 2000),
  constraint role_requests_decided check ((status = 'pending') = (decided_at is null))
);

comment on table public.role_requests is 'RoleRequest (spec 001 §3.4): a request for community access, decided by a moderator. Members who accepted the terms are approved without one (existing members stay approved).';

create unique index role_requests_one_pending_key on public.role_requests (user_id, role) where status = 'pending';
create index role_requests_pending_idx on public.role_requests (created_at) where status = 'pending';

alter table public.role_requests enable row level security;
revoke all on table public.role_requests from public, anon, authenticated, service_role;
grant select on table public.role_requests to authenticated;
grant insert (user_id, role, motivation) on table public.role_requests to authenticated;
grant update (status, decided_at, decided_by) on table public.role_requests to authenticated;
grant select, insert, update, delete on table public.role_requests to service_role;

create policy "role_requests: own rows and moderators read" on public.role_requests
  for select to authenticated
  using ((select auth.uid()) = user_id or public.is_platform_moderator());
create policy "role_requests: own request" on public.role_requests
  for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "role_requests: moderators decide" on public.role_requests
  for update to authenticated
  using (public.is_platform_moderator())
  with check (public.is_platform_moderator());

-- The directory view --------------------------------------------------------------------------------
create view public.member_directory as
select
  p.id,
  p.username,
  p.created_at,
  p.profile_public,
  p.is_volunteer,
  coalesce(d.gender, 0) as gender,
  d.birth_year,
  coalesce(d.biography, '') as biography,
  d.relation_term,
  coalesce(d.forms, '{}') as forms,
  d.phase,
  coalesce(d.interests, '{}') as interests,
  d.photo_path,
  d.earth_point
from public.profiles p
left join public.profile_details d on d.user_id = p.id
where ((select auth.uid()) is not null or p.profile_public)
  and (p.paused_until is null or p.paused_until <= now() or p.id = (select auth.uid()))
  and ((select auth.uid()) is null or not exists (
    select 1 from public.member_blocks m
    where (m.user_id = (select auth.uid()) and m.blocked_id = p.id) or (m.user_id = p.id and m.blocked_id = (select auth.uid()))
  ));

comment on view public.member_directory is 'Members as the directory and profile pages show them; health fields are only stored with consent (profile_details_health_needs_consent).';

revoke all on table public.member_directory from public, anon, authenticated, service_role;
grant select on table public.member_directory to anon, authenticated, service_role;

-- Whether a profile exists at all: a visitor asking for a participants-only profile gets the 403
-- page (log in to see it), not the 404 page. Ids are random UUIDs, so this reveals nothing.
create function public.member_exists(target uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = target);
$$;

revoke execute on function public.member_exists(uuid) from public, anon, authenticated, service_role;
grant execute on function public.member_exists(uuid) to anon, authenticated, service_role;

-- Request mails wait while a member pauses ----------------------------------------------------------
create or replace function public.queue_notification_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app_private.notification_mails (notification_id)
  select new.id
  from public.profiles p
  where p.id = new.user_id and p.email_notifications
    and not (new.kind like 'contact.%' and p.paused_until is not null and p.paused_until > now());
  return new;
end;
$$;
