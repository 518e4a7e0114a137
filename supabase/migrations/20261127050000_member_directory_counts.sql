-- Members directory: kept counts per filter value (issue 13 "Performance"; decision 130). A filtered
-- call counts twice (the page's Total when the page is full, and POST /profiles/count); with one
-- filter of one kind (any number of genders, birth years or relations, which a member has at most
-- one of each; or exactly one form or one interest) the count is now a sum of kept numbers instead of
-- a walk over up to 33,000 index entries. Combined filters, several forms or interests (an OR over
-- array fields: members with two of them would count twice), distance and the username search
-- still count the rows.
--
-- app_private.member_directory_counts keeps, per key ('gender:1', 'year:1960', 'relation:70509',
-- 'form:71001', 'interest:bewegen') and public flag, how many directory rows carry that key; a
-- statement trigger on the rows keeps it in the same transaction (one pass over the transition
-- tables, like the totals). The rows already hold relation and forms only with consent, so the
-- counts do too. public.member_directory_count(wanted) is the number the caller sees: the kept
-- numbers for the caller's role (visitors: public rows only) minus the few rows that carry a wanted
-- key and that the caller does not see (app_private.member_directory_hidden: paused members, blocks
-- either way) or is (their own row); with wanted null it is the count without filters (the totals),
-- which replaces the view public.member_directory_total. plpgsql, so a connection plans its two
-- statements once and then reuses the plans.

create function app_private.member_directory_keys(gender integer, birth_year integer, relation_term integer, forms integer[], interests text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['gender:' || gender]
    || case when birth_year is not null then array['year:' || birth_year] else '{}'::text[] end
    || case when relation_term is not null then array['relation:' || relation_term] else '{}'::text[] end
    || array(select distinct 'form:' || f from unnest(forms) f where f is not null)
    || array(select distinct 'interest:' || i from unnest(interests) i where i is not null);
$$;

comment on function app_private.member_directory_keys(integer, integer, integer, integer[], text[]) is 'The keys of app_private.member_directory_counts one directory row counts under (each once).';
revoke execute on function app_private.member_directory_keys(integer, integer, integer, integer[], text[]) from public, anon, authenticated, service_role;

create table app_private.member_directory_counts (
  key text not null,
  profile_public boolean not null,
  members bigint not null default 0,
  primary key (key, profile_public)
);

comment on table app_private.member_directory_counts is 'Number of app_private.member_directory_rows per filter key (app_private.member_directory_keys) and public flag, kept by the trigger on those rows.';

alter table app_private.member_directory_counts enable row level security;
revoke all on table app_private.member_directory_counts from public, anon, authenticated, service_role;
grant select on table app_private.member_directory_counts to service_role;
create policy "member_directory_counts: service_role reads" on app_private.member_directory_counts
  for select to service_role using (true);

insert into app_private.member_directory_counts (key, profile_public, members)
select k.key, r.profile_public, count(*)
from app_private.member_directory_rows r
cross join lateral unnest(app_private.member_directory_keys(r.gender, r.birth_year, r.relation_term, r.forms, r.interests)) k (key)
group by k.key, r.profile_public;

-- One pass over the statement's old and new rows: +1 per key of a new row, -1 per key of an old
-- one, summed per key and flag (an update that changes no key changes nothing). Keys in a fixed
-- order, so two writers lock the same counts in the same order.
create function app_private.member_directory_counts_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app_private.member_directory_counts as c (key, profile_public, members)
    select k.key, n.profile_public, count(*)
    from new_rows n
    cross join lateral unnest(app_private.member_directory_keys(n.gender, n.birth_year, n.relation_term, n.forms, n.interests)) k (key)
    group by k.key, n.profile_public
    order by k.key, n.profile_public
    on conflict (key, profile_public) do update set members = c.members + excluded.members;
  elsif tg_op = 'DELETE' then
    update app_private.member_directory_counts c set members = c.members - x.n
    from (
      select k.key, o.profile_public, count(*) as n
      from old_rows o
      cross join lateral unnest(app_private.member_directory_keys(o.gender, o.birth_year, o.relation_term, o.forms, o.interests)) k (key)
      group by k.key, o.profile_public
    ) x
    where c.key = x.key and c.profile_public = x.profile_public;
  else
    insert into app_private.member_directory_counts as c (key, profile_public, members)
    select k.key, x.profile_public, sum(x.d)
    from (
      select n.profile_public, 1 as d, app_private.member_directory_keys(n.gender, n.birth_year, n.relation_term, n.forms, n.interests) as keys from new_rows n
      union all
      select o.profile_public, -1, app_private.member_directory_keys(o.gender, o.birth_year, o.relation_term, o.forms, o.interests) from old_rows o
    ) x
    cross join lateral unnest(x.keys) k (key)
    group by k.key, x.profile_public
    having sum(x.d) <> 0
    order by k.key, x.profile_public
    on conflict (key, profile_public) do update set members = c.members + excluded.members;
  end if;
  return null;
end;
$$;

revoke execute on function app_private.member_directory_counts_changed() from public, anon, authenticated, service_role;

create trigger member_directory_counts_inserted
  after insert on app_private.member_directory_rows referencing new table as new_rows
  for each statement execute function app_private.member_directory_counts_changed();
create trigger member_directory_counts_updated
  after update on app_private.member_directory_rows referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.member_directory_counts_changed();
create trigger member_directory_counts_deleted
  after delete on app_private.member_directory_rows referencing old table as old_rows
  for each statement execute function app_private.member_directory_counts_changed();

-- How many members the directory shows the caller with one kind of filter (wanted: its keys; each
-- row carries at most one of them) or, with null, without filters; never the caller themselves.
create function public.member_directory_count(wanted text[]) returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  kept bigint;
begin
  if wanted is null then
    select coalesce(sum(t.members), 0) into kept
    from app_private.member_directory_totals t
    where t.profile_public or me is not null;
  else
    select coalesce(sum(c.members), 0) into kept
    from app_private.member_directory_counts c
    where c.key = any(wanted) and (c.profile_public or me is not null);
  end if;
  return (kept - (
    select count(*) from app_private.member_directory_rows r
    where (me is not null or r.profile_public)
      and r.id in (select me union all select h.id from app_private.member_directory_hidden h)
      and (wanted is null or app_private.member_directory_keys(r.gender, r.birth_year, r.relation_term, r.forms, r.interests) && wanted)
  ))::integer;
end;
$$;

comment on function public.member_directory_count(text[]) is 'How many members public.member_directory shows the caller (not counting the caller) with one kind of filter (keys as in app_private.member_directory_keys, each row carrying at most one of them), or without filters when wanted is null.';
revoke execute on function public.member_directory_count(text[]) from public, anon, authenticated, service_role;
grant execute on function public.member_directory_count(text[]) to anon, authenticated, service_role;

drop view public.member_directory_total;
