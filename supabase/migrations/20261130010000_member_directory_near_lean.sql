-- Members directory: a distance alone, cheaper to count and to page (issue 13 "Performance",
-- distance <= 10 ms; decision 130). Same rows, same rules, same numbers: only the work changes.
--
-- 1. public.member_directory_count_near (migration 20261129010000) works out the circle's inner
--    blocks and edge ranges in plpgsql before one statement reads them. That loop took about
--    0.38 ms of a 30 km count (57 grid rows, about 15 statements each, array elements assigned
--    one by one); it now keeps the loop-invariant parts of the spherical formula in variables,
--    computes each row's reach with fewer statements and collects blocks and edges as flat
--    triples (block row or grid row, from, to) read with generate_series(1, n, 3): about 0.27 ms.
-- 2. A dense circle's page (public.member_directory_near_page) walks the member-since index
--    newest first and tests each member's point: the index did not carry the point, so every
--    member visited was read from the table as well. member_directory_rows_created_idx now
--    carries earth_point too (index-only: a 30 km page about 0.45 ms less); the directory without
--    filters reads the same index as before.

drop index app_private.member_directory_rows_created_idx;
create index member_directory_rows_created_idx on app_private.member_directory_rows (created_at desc, id)
  include (profile_public, earth_point);

create or replace function public.member_directory_count_near(center_lat double precision, center_long double precision, meters double precision)
returns integer
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  me uuid := auth.uid();
  radius constant double precision := 6378168; -- earth() of earthdistance
  angle double precision := meters / radius;
  -- 50 m inside the circle: a grid point this close is surely within it, whatever the rounding.
  inner_angle double precision := greatest(meters - 50, 0) / radius;
  lat0 double precision := radians(center_lat);
  -- ll_to_earth(center_lat, center_long) and gc_to_sec(meters), written out with the same
  -- operations (earthdistance's own SQL functions name earth() unqualified, which the empty
  -- search_path does not find on PostgreSQL 15).
  centre public.cube := public.cube(public.cube(public.cube(radius * cos(radians(center_lat)) * cos(radians(center_long))),
    radius * cos(radians(center_lat)) * sin(radians(center_long))), radius * sin(radians(center_lat)));
  chord double precision := case when meters / radius > pi() then 2 * radius else 2 * radius * sin(meters / (2 * radius)) end;
  reach double precision;
  -- The parts of cos(arc) = sin(lat) sin(lat0) + cos(lat) cos(lat0) cos(dlong) that do not
  -- change from grid row to grid row.
  cos_outer double precision := cos(angle);
  cos_inner double precision := cos(inner_angle);
  sin0 double precision := sin(lat0);
  cos0 double precision := cos(lat0);
  x double precision := center_long * 100;
  q double precision;
  k integer;
  i integer;
  -- Per grid row of a block row (k = 1, 2, 3: grid row b * 3 + k - 1): the columns it can reach
  -- (from, to) and those surely inside (from, to); null outside the circle.
  rf integer[] := '{null,null,null}';
  rt integer[] := '{null,null,null}';
  sf integer[] := '{null,null,null}';
  st integer[] := '{null,null,null}';
  inner_from integer;
  inner_to integer;
  -- Triples: (block row, from, to) of inner blocks; (grid row, from, to) of edge ranges.
  blocks integer[] := '{}';
  edges integer[] := '{}';
  total bigint;
begin
  if center_lat is null or center_long is null or not (meters >= 0) then
    return 0;
  end if;
  if angle + abs(lat0) < pi() / 2 - 1e-6 then
    reach := degrees(asin(least(1, sin(angle) / cos(lat0))));
  end if;
  -- The circle's widest longitude (a cap that holds no pole); near a pole or across the 180th
  -- meridian the rows are counted one by one (never in the Netherlands).
  if reach is null or center_long - reach <= -179.9 or center_long + reach >= 179.9 then
    select count(*) into total
    from app_private.member_directory_rows r
    where (me is not null or r.profile_public)
      and r.id is distinct from me
      and r.id not in (select h.id from app_private.member_directory_hidden h)
      and public.cube_distance(centre, r.earth_point) <= chord;
    return total::integer;
  end if;

  -- Per block row (3 grid rows, latitude i / 100 each): the columns the circle can reach in each
  -- grid row (its half width on the sphere, rounded outwards), and those surely inside (the inner
  -- angle, rounded inwards); the blocks whose 3 columns lie in the sure columns of all 3 rows are
  -- inner blocks, the rest of each row's reach is its edge. Few statements per grid row: each
  -- plpgsql statement costs about half a microsecond, and a 30 km circle has 57 grid rows.
  for b in floor(floor((center_lat - degrees(angle)) * 100 - 0.001) / 3)::integer
        .. floor(ceil((center_lat + degrees(angle)) * 100 + 0.001) / 3)::integer loop
    for k in 1 .. 3 loop
      i := b * 3 + k - 1;
      q := (cos_outer - sin(radians(i / 100.0::double precision)) * sin0) / (cos(radians(i / 100.0::double precision)) * cos0);
      if q <= 1 + 1e-9 then
        q := degrees(acos(least(1, q))) * 100;
        rf[k] := floor(x - q - 0.01);
        rt[k] := ceil(x + q + 0.01);
        q := (cos_inner - sin(radians(i / 100.0::double precision)) * sin0) / (cos(radians(i / 100.0::double precision)) * cos0);
        if q < 1 then
          q := degrees(acos(greatest(-1, q))) * 100;
          sf[k] := ceil(x - q);
          st[k] := floor(x + q);
        else
          sf[k] := null;
        end if;
      else
        rf[k] := null;
        sf[k] := null;
      end if;
    end loop;
    inner_from := ceil(greatest(sf[1], sf[2], sf[3]) / 3.0);
    inner_to := floor((least(st[1], st[2], st[3]) + 1) / 3.0) - 1;
    if sf[1] is not null and sf[2] is not null and sf[3] is not null and inner_from <= inner_to then
      blocks := blocks || array[b, inner_from, inner_to];
      for k in 1 .. 3 loop
        edges := edges || array[b * 3 + k - 1, rf[k], inner_from * 3 - 1, b * 3 + k - 1, inner_to * 3 + 3, rt[k]];
      end loop;
    else
      for k in 1 .. 3 loop
        if rf[k] is not null then
          edges := edges || array[b * 3 + k - 1, rf[k], rt[k]];
        end if;
      end loop;
    end if;
  end loop;

  -- One statement reads them (its generic plan is made once per connection): the kept numbers of
  -- the inner blocks, the edge's rows with the exact test, minus the caller and the hidden rows
  -- in the circle.
  select
    coalesce((
      select sum(c.members)
      from generate_series(1, cardinality(blocks), 3) n
      join app_private.member_directory_blocks c
        on c.block_lat = blocks[n] and c.block_long between blocks[n + 1] and blocks[n + 2]
      where c.profile_public or me is not null
    ), 0)
    + (
      select count(*)
      from generate_series(1, cardinality(edges), 3) n
      join app_private.member_directory_rows r
        on r.cell_lat = edges[n] and r.cell_long between edges[n + 1] and edges[n + 2]
      where edges[n + 1] <= edges[n + 2]
        and (me is not null or r.profile_public)
        and public.cube_distance(centre, r.earth_point) <= chord
    )
    - (
      select count(*)
      from app_private.member_directory_rows r
      where r.id in (select me union all select h.id from app_private.member_directory_hidden h)
        and (me is not null or r.profile_public)
        and public.cube_distance(centre, r.earth_point) <= chord
    )
  into total;
  return total::integer;
end;
$$;

comment on function public.member_directory_count_near(double precision, double precision, double precision) is 'How many members public.member_directory shows the caller (not counting the caller) within meters of the centre, by the same exact test as the distance filter: kept numbers per block of the grid for the blocks wholly inside, the rows of the grid points near the edge counted.';
revoke execute on function public.member_directory_count_near(double precision, double precision, double precision) from public, anon, authenticated, service_role;
grant execute on function public.member_directory_count_near(double precision, double precision, double precision) to anon, authenticated, service_role;
