-- Members directory: no triangulation of a member's home (issue 35, row 4; decision 321).
--
-- A review pinned members to their 0.01° grid point (about 0.76 km²) with 48 distance filters from
-- chosen centres. Now:
-- 1. A member is found by distance only after opting in (profile_details.findable_by_distance,
--    "Vindbaar op afstand" in the profile form; off for everyone until they choose it).
-- 2. The directory's search point is the centre of the member's coarse cell: 0.05° of latitude by
--    0.07° of longitude (about 5.6 by 4.8 km in the Netherlands), on the 0.01° grid the distance
--    filter's index and kept numbers already use: cell_lat = floor(lat * 20) * 5 + 2 and
--    cell_long = floor(long * 100 / 7) * 7 + 3 (grid units of 0.01°). The search centre is snapped
--    to the same cells (functions/_community/people/grid.ts), so every answer depends on the
--    member's coarse cell only: no series of searches can narrow a member below it.
-- The exact (0.01°) point of the address is no longer kept beside the coordinates (its generated
-- column goes; the GiST index on it went unused when the grid index came).

alter table public.profile_details
  add column findable_by_distance boolean not null default false;

comment on column public.profile_details.findable_by_distance is 'The member chose to be found by the members directory''s distance filter ("Vindbaar op afstand"); only then the directory row gets a search point, the centre of the coarse cell of the address.';

alter table public.profile_details drop column earth_point;

-- The directory's search point (null unless the member opted in and has an address): the coarse
-- cell's grid row and column, and its earth point.
alter table public.profile_details
  add column directory_cell_lat integer generated always as (
    case when findable_by_distance and latitude is not null and longitude is not null
      then (floor(latitude * 20) * 5 + 2)::integer
    end
  ) stored,
  add column directory_cell_long integer generated always as (
    case when findable_by_distance and latitude is not null and longitude is not null
      then (floor(longitude * 100 / 7) * 7 + 3)::integer
    end
  ) stored,
  add column directory_point cube generated always as (
    case when findable_by_distance and latitude is not null and longitude is not null
      then ll_to_earth(((floor(latitude * 20) * 5 + 2)::integer::numeric / 100)::double precision,
                       ((floor(longitude * 100 / 7) * 7 + 3)::integer::numeric / 100)::double precision)
    end
  ) stored;

comment on column public.profile_details.directory_cell_lat is 'Grid row (0.01° units) of the centre of the member''s coarse cell (0.05° of latitude), only when findable_by_distance.';
comment on column public.profile_details.directory_cell_long is 'Grid column (0.01° units) of the centre of the member''s coarse cell (0.07° of longitude), only when findable_by_distance.';
comment on column public.profile_details.directory_point is 'll_to_earth of the coarse cell''s centre: the members directory''s search point, only when findable_by_distance.';

comment on column app_private.member_directory_rows.cell_lat is 'The grid row (0.01° units) of earth_point: the centre of the member''s coarse cell (null unless found by distance). For the distance filter only.';
comment on column app_private.member_directory_rows.cell_long is 'The grid column (0.01° units) of earth_point (null unless found by distance).';

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
         d.directory_point, d.directory_cell_lat, d.directory_cell_long
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

-- Every existing member: nobody has opted in yet, so every search point goes (the kept numbers per
-- block and grid point follow through their triggers).
select app_private.member_directory_refresh(array(select p.id from public.profiles p));
