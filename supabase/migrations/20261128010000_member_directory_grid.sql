-- Members directory: the distance filter on a B-tree over the location grid (issue 13 "Performance",
-- distance <= 10 ms; decision 130). A member's search point is their address rounded to 0.01°
-- (decision 131), so every point lies on a grid: cell_lat, cell_long = the rounded latitude and
-- longitude times 100. A distance filter now reads the grid rows of the circle's bounding box
-- (functions/_community/people/grid.ts: `cell_lat = any(rows) and cell_long between from and to`,
-- one B-tree range per row, index-only) and keeps the exact circle with the same test as before
-- (`cube_distance(centre, earth_point) <= gc_to_sec(r)` on the point the index carries). The GiST
-- index visited the circle's members at about a microsecond each (30 km: 5,042 members, 5.4 ms).
-- Same rows, same rules: only the access path changes; the grid columns never leave the server.

alter table app_private.member_directory_rows
  add column cell_lat integer,
  add column cell_long integer;

comment on column app_private.member_directory_rows.cell_lat is 'round(latitude, 2) * 100: the grid row of earth_point (null without a location). For the distance filter only.';
comment on column app_private.member_directory_rows.cell_long is 'round(longitude, 2) * 100: the grid column of earth_point (null without a location).';

create or replace function app_private.member_directory_refresh(ids uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app_private.member_directory_rows as r
    (id, username, username_key, created_at, profile_public, paused_until, gender, birth_year, relation_term, forms, interests, earth_point, cell_lat, cell_long)
  select p.id, p.username, lower(p.username), p.created_at, p.profile_public, p.paused_until,
         coalesce(d.gender, 0), d.birth_year,
         case when d.consent_given_at is not null then d.relation_term end,
         case when d.consent_given_at is not null and cardinality(d.forms) > 0 then d.forms end,
         case when cardinality(d.interests) > 0 then d.interests end,
         d.earth_point,
         case when d.latitude is not null and d.longitude is not null then (round(d.latitude::numeric, 2) * 100)::integer end,
         case when d.latitude is not null and d.longitude is not null then (round(d.longitude::numeric, 2) * 100)::integer end
  from public.profiles p
  left join public.profile_details d on d.user_id = p.id
  where p.id = any(ids)
  on conflict (id) do update set
    username = excluded.username, username_key = excluded.username_key, created_at = excluded.created_at,
    profile_public = excluded.profile_public, paused_until = excluded.paused_until, gender = excluded.gender,
    birth_year = excluded.birth_year, relation_term = excluded.relation_term, forms = excluded.forms,
    interests = excluded.interests, earth_point = excluded.earth_point, cell_lat = excluded.cell_lat, cell_long = excluded.cell_long
  where (r.username, r.created_at, r.profile_public, r.paused_until, r.gender, r.birth_year, r.relation_term, r.forms, r.interests, r.earth_point::text, r.cell_lat, r.cell_long)
    is distinct from (excluded.username, excluded.created_at, excluded.profile_public, excluded.paused_until, excluded.gender,
                      excluded.birth_year, excluded.relation_term, excluded.forms, excluded.interests, excluded.earth_point::text,
                      excluded.cell_lat, excluded.cell_long);
end;
$$;

revoke execute on function app_private.member_directory_refresh(uuid[]) from public, anon, authenticated, service_role;

-- Existing members (one statement; the rows' statement triggers see no change of key or flag).
update app_private.member_directory_rows r
set cell_lat = (round(d.latitude::numeric, 2) * 100)::integer,
    cell_long = (round(d.longitude::numeric, 2) * 100)::integer
from public.profile_details d
where d.user_id = r.id and d.latitude is not null and d.longitude is not null;

-- Grid row, then column; the exact circle, the visibility rule, the page order and the other
-- filters read the rest from the index too (index-only: a distance with other filters tests the
-- few thousand members within it there).
create index member_directory_rows_cell_idx on app_private.member_directory_rows (cell_lat, cell_long)
  include (id, profile_public, created_at, earth_point, gender, birth_year, relation_term, forms, interests);

-- Nothing filters on the GiST index any more (every write kept it up to date).
drop index app_private.member_directory_rows_earth_point_idx;

-- The view: the same columns, and the grid cell at the end (create or replace keeps the grants).
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
  r.username_key,
  r.cell_lat,
  r.cell_long
from app_private.member_directory_rows r
left join public.profiles p on p.id = r.id
left join public.profile_details d on d.user_id = r.id
where ((select auth.uid()) is not null or r.profile_public)
  and r.id not in (select h.id from app_private.member_directory_hidden h);

analyze app_private.member_directory_rows;
