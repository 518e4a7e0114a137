-- Members directory: a distance alone, cheaper to count and to page (issue 13 "Performance",
-- distance <= 10 ms; decision 130). Same rows, same rules, same numbers: only the work changes.
--
-- 1. public.member_directory_count_near (migration 20261129010000) counted the circle's edge (the
--    grid points near it, outside the inner blocks) on the rows' grid index, one index range per
--    grid row and side: a 30 km circle read 105 ranges of the wide index (about 0.6 ms of its
--    1.3-1.7 ms). app_private.member_directory_cells now keeps, per grid point and public flag,
--    how many rows lie there and the grid point's earth point, ordered by block row first
--    (block_lat = floor(cell_lat / 3), then cell_long, cell_lat): the edge of a block row on one
--    side is one range of it across its 3 grid rows (a few grid points outside the circle come
--    with it; the exact test on the point leaves them out). 30 km: 36 ranges instead of 105.
-- 2. The loop that works out the inner blocks and edges took about 0.38 ms (57 grid rows, about
--    15 statements each, array elements assigned one by one); it keeps the loop-invariant parts of
--    the spherical formula in variables, needs fewer statements per grid row and collects blocks
--    and edges as flat triples (block row, from, to) read with generate_series(1, n, 3): 0.27 ms.
-- 3. A dense circle's page (public.member_directory_near_page) walks the member-since index newest
--    first and tests each member's point: the index did not carry the point, so every member
--    visited was read from the table as well. member_directory_rows_created_idx now carries
--    earth_point too (index-only: a 30 km page about 0.45 ms less).

drop index app_private.member_directory_rows_created_idx;
create index member_directory_rows_created_idx on app_private.member_directory_rows (created_at desc, id)
  include (profile_public, earth_point);


create table app_private.member_directory_cells (
  block_lat integer not null,
  cell_long integer not null,
  cell_lat integer not null,
  profile_public boolean not null,
  -- The grid point's earth_point (every row of a grid point has the same one: both come from the
  -- address rounded to 0.01°).
  earth_point public.cube not null,
  members bigint not null default 0,
  -- The count reads one range of this index per block row and side (index-only once vacuumed).
  primary key (block_lat, cell_long, cell_lat, profile_public) include (earth_point, members)
);

comment on table app_private.member_directory_cells is 'Number of app_private.member_directory_rows with a location per grid point (cell_lat, cell_long, block_lat = floor(cell_lat / 3)) and public flag, with the grid point''s earth_point, kept by the trigger on those rows. For public.member_directory_count_near only.';

alter table app_private.member_directory_cells enable row level security;
revoke all on table app_private.member_directory_cells from public, anon, authenticated, service_role;
grant select on table app_private.member_directory_cells to service_role;
create policy "member_directory_cells: service_role reads" on app_private.member_directory_cells
  for select to service_role using (true);

insert into app_private.member_directory_cells (block_lat, cell_long, cell_lat, profile_public, earth_point, members)
select floor(r.cell_lat / 3.0)::integer, r.cell_long, r.cell_lat, r.profile_public, r.earth_point, count(*)
from app_private.member_directory_rows r
where r.cell_lat is not null and r.cell_long is not null and r.earth_point is not null
group by 1, 2, 3, 4, 5
order by 1, 2, 3, 4
on conflict (block_lat, cell_long, cell_lat, profile_public) do update set members = app_private.member_directory_cells.members + excluded.members;

-- Like app_private.member_directory_blocks_changed: one pass over the statement's old and new rows,
-- +1 per new row's grid point, -1 per old row's, summed per grid point and flag; grid points in a
-- fixed order, so two writers lock them in the same order.
create function app_private.member_directory_cells_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app_private.member_directory_cells as c (block_lat, cell_long, cell_lat, profile_public, earth_point, members)
    select floor(n.cell_lat / 3.0)::integer, n.cell_long, n.cell_lat, n.profile_public, n.earth_point, count(*)
    from new_rows n
    where n.cell_lat is not null and n.cell_long is not null and n.earth_point is not null
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4
    on conflict (block_lat, cell_long, cell_lat, profile_public) do update set members = c.members + excluded.members;
  elsif tg_op = 'DELETE' then
    update app_private.member_directory_cells c set members = c.members - x.n
    from (
      select floor(o.cell_lat / 3.0)::integer as block_lat, o.cell_long, o.cell_lat, o.profile_public, count(*) as n
      from old_rows o
      where o.cell_lat is not null and o.cell_long is not null and o.earth_point is not null
      group by 1, 2, 3, 4
    ) x
    where c.block_lat = x.block_lat and c.cell_long = x.cell_long and c.cell_lat = x.cell_lat and c.profile_public = x.profile_public;
  else
    insert into app_private.member_directory_cells as c (block_lat, cell_long, cell_lat, profile_public, earth_point, members)
    select floor(x.cell_lat / 3.0)::integer, x.cell_long, x.cell_lat, x.profile_public, x.earth_point, sum(x.d)
    from (
      select n.cell_lat, n.cell_long, n.profile_public, n.earth_point, 1 as d from new_rows n
      where n.cell_lat is not null and n.cell_long is not null and n.earth_point is not null
      union all
      select o.cell_lat, o.cell_long, o.profile_public, o.earth_point, -1 from old_rows o
      where o.cell_lat is not null and o.cell_long is not null and o.earth_point is not null
    ) x
    group by 1, 2, 3, 4, 5
    having sum(x.d) <> 0
    order by 1, 2, 3, 4
    on conflict (block_lat, cell_long, cell_lat, profile_public) do update set members = c.members + excluded.members;
  end if;
  return null;
end;
$$;

revoke execute on function app_private.member_directory_cells_changed() from public, anon, authenticated, service_role;

create trigger member_directory_cells_inserted
  after insert on app_private.member_directory_rows referencing new table as new_rows
  for each statement execute function app_private.member_directory_cells_changed();
create trigger member_directory_cells_updated
  after update on app_private.member_directory_rows referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.member_directory_cells_changed();
create trigger member_directory_cells_deleted
  after delete on app_private.member_directory_rows referencing old table as old_rows
  for each statement execute function app_private.member_directory_cells_changed();

analyze app_private.member_directory_cells;

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
  -- Triples (block row, from, to): the inner blocks' columns (in blocks), and the edge's grid
  -- columns on each side across the block row's 3 grid rows (from, to in grid columns).
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
  -- inner blocks; on each side of them, the grid columns from the farthest reach of the 3 rows to
  -- the inner blocks are the block row's edge (without inner blocks: its whole reach). Few
  -- statements per grid row: each costs about half a microsecond, and 30 km has 57 grid rows.
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
      edges := edges || array[b, least(rf[1], rf[2], rf[3]), inner_from * 3 - 1, b, inner_to * 3 + 3, greatest(rt[1], rt[2], rt[3])];
    elsif rf[1] is not null or rf[2] is not null or rf[3] is not null then
      -- least and greatest leave out the grid rows outside the circle (null).
      edges := edges || array[b, least(rf[1], rf[2], rf[3]), greatest(rt[1], rt[2], rt[3])];
    end if;
  end loop;

  -- One statement reads them (its generic plan is made once per connection): the kept numbers of
  -- the inner blocks, those of the edge's grid points within the circle by the exact test on
  -- their point, minus the caller and the hidden rows in the circle. Each range is summed in a
  -- lateral subquery, so the generic plan reads it on the index whatever the estimates (as a
  -- join, it once chose a hash join over every grid point of the country: 25 ms).
  select
    coalesce((
      select sum(x.members)
      from generate_series(1, cardinality(blocks), 3) n
      cross join lateral (
        select sum(c.members) as members
        from app_private.member_directory_blocks c
        where c.block_lat = blocks[n] and c.block_long between blocks[n + 1] and blocks[n + 2]
          and (c.profile_public or me is not null)
      ) x
    ), 0)
    + coalesce((
      select sum(x.members)
      from generate_series(1, cardinality(edges), 3) n
      cross join lateral (
        select sum(c.members) as members
        from app_private.member_directory_cells c
        where c.block_lat = edges[n] and c.cell_long between edges[n + 1] and edges[n + 2]
          and (me is not null or c.profile_public)
          and public.cube_distance(centre, c.earth_point) <= chord
      ) x
    ), 0)
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

comment on function public.member_directory_count_near(double precision, double precision, double precision) is 'How many members public.member_directory shows the caller (not counting the caller) within meters of the centre, by the same exact test as the distance filter: kept numbers per block of the grid for the blocks wholly inside, and per grid point near the edge with the exact test on the point.';
revoke execute on function public.member_directory_count_near(double precision, double precision, double precision) from public, anon, authenticated, service_role;
grant execute on function public.member_directory_count_near(double precision, double precision, double precision) to anon, authenticated, service_role;
