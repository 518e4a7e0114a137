-- Members directory without filters: the count without walking every member (issue 13
-- "Performance"; decision 130). app_private.member_directory_totals keeps the number of directory
-- rows per public flag (statement triggers on the rows, same transaction); the view
-- public.member_directory_total is that number for the caller's role minus the few rows the caller
-- does not see (paused members, blocks either way) and the caller's own row, exactly what
-- `select count(*) from public.member_directory where id <> auth.uid()` answers.
-- The hidden set now lives in one place, app_private.member_directory_hidden, read by both views.

create table app_private.member_directory_totals (
  profile_public boolean primary key,
  members bigint not null default 0
);

comment on table app_private.member_directory_totals is 'Number of app_private.member_directory_rows per public flag, kept by the triggers on those rows.';

alter table app_private.member_directory_totals enable row level security;
revoke all on table app_private.member_directory_totals from public, anon, authenticated, service_role;
grant select on table app_private.member_directory_totals to service_role;
create policy "member_directory_totals: service_role reads" on app_private.member_directory_totals
  for select to service_role using (true);

insert into app_private.member_directory_totals (profile_public, members)
select v.flag, (select count(*) from app_private.member_directory_rows r where r.profile_public = v.flag)
from (values (true), (false)) v (flag);

create function app_private.member_directory_totals_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update app_private.member_directory_totals t set members = t.members + c.n
    from (select n.profile_public, count(*) as n from new_rows n group by n.profile_public) c
    where t.profile_public = c.profile_public;
  elsif tg_op = 'DELETE' then
    update app_private.member_directory_totals t set members = t.members - c.n
    from (select o.profile_public, count(*) as n from old_rows o group by o.profile_public) c
    where t.profile_public = c.profile_public;
  else
    -- Only a changed public flag moves a member between the two numbers.
    update app_private.member_directory_totals t set members = t.members + c.n
    from (
      select x.flag, sum(x.d) as n
      from new_rows n
      join old_rows o on o.id = n.id and o.profile_public <> n.profile_public
      cross join lateral (values (n.profile_public, 1), (o.profile_public, -1)) x (flag, d)
      group by x.flag
    ) c
    where t.profile_public = c.flag;
  end if;
  return null;
end;
$$;

revoke execute on function app_private.member_directory_totals_changed() from public, anon, authenticated, service_role;

create trigger member_directory_totals_inserted
  after insert on app_private.member_directory_rows referencing new table as new_rows
  for each statement execute function app_private.member_directory_totals_changed();
create trigger member_directory_totals_updated
  after update on app_private.member_directory_rows referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.member_directory_totals_changed();
create trigger member_directory_totals_deleted
  after delete on app_private.member_directory_rows referencing old table as old_rows
  for each statement execute function app_private.member_directory_totals_changed();

-- Who the caller does not see: paused members (but themselves) and blocks or mutes either way.
create view app_private.member_directory_hidden as
select x.id from app_private.member_directory_rows x
where x.paused_until is not null and x.paused_until > now() and x.id is distinct from (select auth.uid())
union all
select b.blocked_id from public.member_blocks b where b.user_id = (select auth.uid())
union all
select b.user_id from public.member_blocks b where b.blocked_id = (select auth.uid());

comment on view app_private.member_directory_hidden is 'Members the caller (auth.uid()) does not see in the directory: paused ones and blocks or mutes in either direction. Read by public.member_directory and public.member_directory_total only.';
revoke all on table app_private.member_directory_hidden from public, anon, authenticated, service_role;

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
  and r.id not in (select h.id from app_private.member_directory_hidden h);

create view public.member_directory_total as
select (
    (select coalesce(sum(t.members), 0) from app_private.member_directory_totals t where t.profile_public or (select auth.uid()) is not null)
    - (select count(*) from app_private.member_directory_rows r
       where ((select auth.uid()) is not null or r.profile_public)
         and r.id in (select (select auth.uid()) union all select h.id from app_private.member_directory_hidden h))
  )::integer as members;

comment on view public.member_directory_total is 'How many members public.member_directory shows the caller, not counting the caller: the directory count without filters.';
revoke all on table public.member_directory_total from public, anon, authenticated, service_role;
grant select on table public.member_directory_total to anon, authenticated, service_role;
