-- Members directory: a distance without other filters counted from kept numbers per block of the
-- location grid (issue 13 "Performance", distance <= 10 ms; decisions 130, 131). A 30 km count read
-- every member within the circle (about 6,900 index entries on the grid B-tree), once for the
-- page's Total and once for POST /profiles/count.
--
-- A block is 3 x 3 grid points (0.03°, about 3.3 x 2.1 km): block_lat, block_long =
-- floor(cell_lat / 3), floor(cell_long / 3). app_private.member_directory_blocks keeps, per block
-- and public flag, how many directory rows with a location lie in it, kept by a statement trigger
-- on the rows in the same transaction as the write (like the kept counts per filter value).
--
-- public.member_directory_count_near(lat, long, meters) is the number of members the directory
-- shows the caller within `meters` of the centre (the same rows as the view with the exact circle
-- `cube_distance(centre, earth_point) <= gc_to_sec(meters)`): the kept numbers of the blocks that lie
-- wholly inside the circle with 50 m to spare (decided per grid row from the circle's width there),
-- plus the rows of the other grid points the circle can reach, counted with the exact test on the
-- grid index, minus the caller and the hidden rows (paused members, blocks either way) within the
-- circle, for the caller's role (visitors: public rows only). It computes the blocks and ranges
-- itself from the centre and the distance: a caller cannot ask for anything but a circle.

create table app_private.member_directory_blocks (
  block_lat integer not null,
  block_long integer not null,
  profile_public boolean not null,
  members bigint not null default 0,
  -- The count reads a block row's blocks as one range of this index (index-only once vacuumed).
  primary key (block_lat, block_long, profile_public) include (members)
);

comment on table app_private.member_directory_blocks is 'Number of app_private.member_directory_rows with a location per block of 3 x 3 grid points (floor(cell / 3)) and public flag, kept by the trigger on those rows. For public.member_directory_count_near only.';

alter table app_private.member_directory_blocks enable row level security;
revoke all on table app_private.member_directory_blocks from public, anon, authenticated, service_role;
grant select on table app_private.member_directory_blocks to service_role;
create policy "member_directory_blocks: service_role reads" on app_private.member_directory_blocks
  for select to service_role using (true);

insert into app_private.member_directory_blocks (block_lat, block_long, profile_public, members)
select floor(r.cell_lat / 3.0)::integer, floor(r.cell_long / 3.0)::integer, r.profile_public, count(*)
from app_private.member_directory_rows r
where r.cell_lat is not null and r.cell_long is not null
group by 1, 2, 3
order by 1, 2, 3;

-- One pass over the statement's old and new rows: +1 per new row's block, -1 per old row's, summed
-- per block and flag (an update that moves nobody changes nothing); blocks in a fixed order, so two
-- writers lock them in the same order.
create function app_private.member_directory_blocks_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app_private.member_directory_blocks as b (block_lat, block_long, profile_public, members)
    select floor(n.cell_lat / 3.0)::integer, floor(n.cell_long / 3.0)::integer, n.profile_public, count(*)
    from new_rows n
    where n.cell_lat is not null and n.cell_long is not null
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (block_lat, block_long, profile_public) do update set members = b.members + excluded.members;
  elsif tg_op = 'DELETE' then
    update app_private.member_directory_blocks b set members = b.members - x.n
    from (
      select floor(o.cell_lat / 3.0)::integer as block_lat, floor(o.cell_long / 3.0)::integer as block_long, o.profile_public, count(*) as n
      from old_rows o
      where o.cell_lat is not null and o.cell_long is not null
      group by 1, 2, 3
    ) x
    where b.block_lat = x.block_lat and b.block_long = x.block_long and b.profile_public = x.profile_public;
  else
    insert into app_private.member_directory_blocks as b (block_lat, block_long, profile_public, members)
    select floor(x.cell_lat / 3.0)::integer, floor(x.cell_long / 3.0)::integer, x.profile_public, sum(x.d)
    from (
      select n.cell_lat, n.cell_long, n.profile_public, 1 as d from new_rows n where n.cell_lat is not null and n.cell_long is not null
      union all
      select o.cell_lat, o.cell_long, o.profile_public, -1 from old_rows o where o.cell_lat is not null and o.cell_long is not null
    ) x
    group by 1, 2, 3
    having sum(x.d) <> 0
    order by 1, 2, 3
    on conflict (block_lat, block_long, profile_public) do update set members = b.members + excluded.members;
  end if;
  return null;
end;
$$;

revoke execute on function app_private.member_directory_blocks_changed() from public, anon, authenticated, service_role;

create trigger member_directory_blocks_inserted
  after insert on app_private.member_directory_rows referencing new table as new_rows
  for each statement execute function app_private.member_directory_blocks_changed();
create trigger member_directory_blocks_updated
  after update on app_private.member_directory_rows referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.member_directory_blocks_changed();
create trigger member_directory_blocks_deleted
  after delete on app_private.member_directory_rows referencing old table as old_rows
  for each statement execute function app_private.member_directory_blocks_changed();

-- How many members the directory shows the caller within `meters` of the centre (never the caller).
-- The blocks and ranges are worked out in plpgsql (a few dozen grid rows), then one statement reads
-- them as arrays; its plan is made once per connection (generic: its shape never changes).
create function public.member_directory_count_near(center_lat double precision, center_long double precision, meters double precision)
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
  q double precision;
  i integer;
  row_from integer[] := '{}';
  row_to integer[] := '{}';
  sure_from integer[];
  sure_to integer[];
  inner_from integer;
  inner_to integer;
  block_rows integer[] := '{}';
  block_from integer[] := '{}';
  block_to integer[] := '{}';
  edge_rows integer[] := '{}';
  edge_from integer[] := '{}';
  edge_to integer[] := '{}';
  total bigint;
begin
  if center_lat is null or center_long is null or not (meters >= 0) then
    return 0;
  end if;
  -- The circle's widest longitude (a cap that holds no pole); near a pole or across the 180th
  -- meridian the rows are counted one by one (never in the Netherlands).
  if angle + abs(lat0) < pi() / 2 - 1e-6 then
    reach := degrees(asin(least(1, sin(angle) / cos(lat0))));
  end if;
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
  -- grid row (its half width on the sphere, cos(arc) = sin(lat) sin(lat0) + cos(lat) cos(lat0)
  -- cos(dlong), rounded outwards), and those surely inside (the inner angle, rounded inwards);
  -- the blocks whose 3 columns lie in the sure columns of all 3 rows are inner blocks, the rest of
  -- each row's reach is its edge.
  for b in floor(floor((center_lat - degrees(angle)) * 100 - 0.001) / 3)::integer
        .. floor(ceil((center_lat + degrees(angle)) * 100 + 0.001) / 3)::integer loop
    sure_from := '{}';
    sure_to := '{}';
    for k in 0 .. 2 loop
      i := b * 3 + k;
      q := (cos(angle) - sin(radians(i / 100.0::double precision)) * sin(lat0)) / (cos(radians(i / 100.0::double precision)) * cos(lat0));
      if q <= 1 + 1e-9 then
        row_from[k] := floor(center_long * 100 - degrees(acos(least(1, q))) * 100 - 0.01)::integer;
        row_to[k] := ceil(center_long * 100 + degrees(acos(least(1, q))) * 100 + 0.01)::integer;
      else
        row_from[k] := null;
        row_to[k] := null;
      end if;
      q := (cos(inner_angle) - sin(radians(i / 100.0::double precision)) * sin(lat0)) / (cos(radians(i / 100.0::double precision)) * cos(lat0));
      if q < 1 and row_from[k] is not null then
        sure_from := sure_from || ceil(center_long * 100 - degrees(acos(greatest(-1, q))) * 100)::integer;
        sure_to := sure_to || floor(center_long * 100 + degrees(acos(greatest(-1, q))) * 100)::integer;
      end if;
    end loop;
    inner_from := null;
    inner_to := null;
    if cardinality(sure_from) = 3 then
      inner_from := ceil(greatest(sure_from[1], sure_from[2], sure_from[3]) / 3.0)::integer;
      inner_to := floor((least(sure_to[1], sure_to[2], sure_to[3]) + 1) / 3.0)::integer - 1;
      if inner_from <= inner_to then
        block_rows := block_rows || b;
        block_from := block_from || inner_from;
        block_to := block_to || inner_to;
      else
        inner_from := null;
      end if;
    end if;
    for k in 0 .. 2 loop
      continue when row_from[k] is null;
      if inner_from is null then
        edge_rows := edge_rows || (b * 3 + k);
        edge_from := edge_from || row_from[k];
        edge_to := edge_to || row_to[k];
      else
        edge_rows := edge_rows || (b * 3 + k) || (b * 3 + k);
        edge_from := edge_from || row_from[k] || (inner_to * 3 + 3);
        edge_to := edge_to || (inner_from * 3 - 1) || row_to[k];
      end if;
    end loop;
  end loop;

  select
    coalesce((
      select sum(c.members)
      from unnest(block_rows, block_from, block_to) x (b, f, t)
      join app_private.member_directory_blocks c
        on c.block_lat = x.b and c.block_long between x.f and x.t
      where c.profile_public or me is not null
    ), 0)
    + (
      select count(*)
      from unnest(edge_rows, edge_from, edge_to) e (i, f, t)
      join app_private.member_directory_rows r
        on r.cell_lat = e.i and r.cell_long between e.f and e.t
      where e.f <= e.t
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

analyze app_private.member_directory_blocks;

-- One page of a distance alone, newest first, as the caller (SECURITY INVOKER: it reads the view,
-- which applies every rule): the rows of public.member_directory in page order. `total` is the
-- count above and `everyone` the count without filters; with them it reads newest first on the
-- member-since index, testing each row's point, when that fills the page after few rows (the
-- circle holds enough of the members; a row read so costs about 3 grid-index entries), else every
-- member of the circle's grid box (`box_lats`, `box_long_from`..`box_long_to`, from
-- functions/_community/people/grid.ts; the exact test decides), sorted. Its statements are planned
-- once per connection (the shape never changes), which is most of a page's cost.
create function public.member_directory_near_page(
  center_lat double precision, center_long double precision, meters double precision,
  box_lats integer[], box_long_from integer, box_long_to integer,
  total integer, everyone integer, page_size integer, page_offset integer
)
returns setof public.member_directory
language plpgsql
stable
set search_path = public
set plan_cache_mode = force_generic_plan
as $$
declare
  me uuid := auth.uid();
  -- Computed once here: in a generic plan they would be computed again for every row.
  centre cube := ll_to_earth(center_lat, center_long);
  chord double precision := gc_to_sec(meters);
  ids uuid[];
begin
  if total is null or total <= page_offset or page_size <= 0 then
    return;
  end if;
  if (page_offset + page_size)::double precision * everyone / total * 3 < total then
    ids := array(
      select m.id from public.member_directory m
      where m.id is distinct from me
        and cube_distance(centre, m.earth_point) <= chord
      order by m.created_at desc, m.id
      limit page_size offset page_offset);
  else
    ids := array(
      with near as materialized (
        select m.id, m.created_at from public.member_directory m
        where m.id is distinct from me
          and m.cell_lat = any(box_lats) and m.cell_long between box_long_from and box_long_to
          and cube_distance(centre, m.earth_point) <= chord
      )
      select n.id from near n
      order by n.created_at desc, n.id
      limit page_size offset page_offset);
  end if;
  return query
    select m.* from unnest(ids) with ordinality x (id, position)
    join public.member_directory m on m.id = x.id
    order by x.position;
end;
$$;

comment on function public.member_directory_near_page(double precision, double precision, double precision, integer[], integer, integer, integer, integer, integer, integer) is 'One page of the members directory within meters of the centre, newest first, as the caller sees it (invoker; reads public.member_directory).';
revoke execute on function public.member_directory_near_page(double precision, double precision, double precision, integer[], integer, integer, integer, integer, integer, integer) from public;
grant execute on function public.member_directory_near_page(double precision, double precision, double precision, integer[], integer, integer, integer, integer, integer, integer) to anon, authenticated, service_role;
