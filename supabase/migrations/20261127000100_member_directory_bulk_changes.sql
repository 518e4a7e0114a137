-- Members directory: the totals trigger was quadratic for a statement that changes many members at
-- once (a migration, an import, the benchmark's fill of 100,000 members); one-member writes (every
-- call of the site) were not affected. Its update branch joined the statement's old and new rows on
-- id; transition tables have no statistics or index, so 100,000 changed rows gave a nested loop of
-- 10^10 steps (more than ten minutes). An update keeps the set of rows, so the change per public
-- flag is the count of new rows minus the count of old rows with that flag: one pass over each.
-- Same totals, same privileges.

create or replace function app_private.member_directory_totals_changed() returns trigger
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
      from (
        select n.profile_public as flag, 1 as d from new_rows n
        union all
        select o.profile_public, -1 from old_rows o
      ) x
      group by x.flag
      having sum(x.d) <> 0
    ) c
    where t.profile_public = c.flag;
  end if;
  return null;
end;
$$;

revoke execute on function app_private.member_directory_totals_changed() from public, anon, authenticated, service_role;
