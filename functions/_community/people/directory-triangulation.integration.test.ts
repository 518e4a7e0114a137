/**
 * No triangulation (issue 35, row 4; decision 321): whatever centres (any address, as PDOK allows)
 * and ranges a caller chooses, the directory answers the same for two members anywhere in one
 * coarse cell (0.05° × 0.07°), in the list, its count and the band of the card; a member just
 * outside the cell is told apart. So no series of searches narrows a member below their cell. The
 * daily limit on centres is lifted here (its rows are removed between calls): this is about what
 * any number of searches could learn.
 */
import type postgres from "postgres";
import { createDb, type Db } from "../../_shared/db";
import { testSql, unique } from "../../_shared/test-support/database";
import { seededRandom } from "../../_shared/test-support/random";
import { participant } from "../../_shared/caller";
import { DISTANCES_KM, type ProfileFilter } from "../../../src/domain/people";
import { coarseCellBounds, coarseCellOf } from "./grid";
import { countFilteredMembers, filterMembers } from "./service";

let sql: postgres.Sql;
let db: Db;
let seeker: string;
const members: Record<"sw" | "ne" | "north", string> = { sw: "", ne: "", north: "" };

// One coarse cell of Utrecht: 52.05–52.10° N, 5.11–5.18° E.
const CELL = coarseCellBounds({ lat: 52.09, long: 5.12 });
const PLACES = {
  sw: { lat: CELL.south + 0.0012, long: CELL.west + 0.0012 },
  ne: { lat: CELL.north - 0.0012, long: CELL.east - 0.0012 },
  // 270 m north of "ne", in the next cell.
  north: { lat: CELL.north + 0.0012, long: CELL.east - 0.0012 },
};

beforeAll(async () => {
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  const tag = unique();
  const rows = await sql<{ id: string }[]>`
    insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
    select 'drie' || i || '.' || ${tag} || '@example.nl', 'x', now(), jsonb_build_object('username', 'Drie' || ${tag} || i, 'accepted_terms_at', now()), now(), now()
    from generate_series(1, 4) i
    returning id`;
  [seeker, members.sw, members.ne, members.north] = rows.map((r) => r.id) as [string, string, string, string];
  for (const key of ["sw", "ne", "north"] as const) {
    await sql`
      insert into public.profile_details (user_id, gender, birth_year, postcode, house_number, latitude, longitude, findable_by_distance)
      values (${members[key]}, 1, 1931, '3511LX', 1, ${PLACES[key].lat}, ${PLACES[key].long}, true)`;
  }
}, 60_000);

afterAll(async () => {
  await sql`delete from auth.users where id = any(${`{${[seeker, ...Object.values(members)].join(",")}}`}::uuid[])`;
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
});

const EMPTY: ProfileFilter = { Roles: [], Genders: [], AgeRanges: [], Interests: [], Forms: [], Distance: null };

/** What a search from `centre` within `km` tells about the three members: found (with the card's band) or not, and the count. */
async function answer(centre: { lat: number; long: number }, km: number, narrowed: boolean) {
  await sql`delete from app_private.rate_limits where bucket like 'people-distance-centre%'`;
  const filter: ProfileFilter = {
    ...EMPTY,
    ...(narrowed ? { Genders: [1], AgeRanges: [6] } : {}),
    Distance: { Postcode: "1011AB", HouseNumber: 1, Range: km },
  };
  const deps = { db, secret: "test-secret-0123456789abcdef0123456789" };
  const source = { geocoder: { locate: async () => centre }, ip: "192.0.2.9" };
  const seen: Record<string, number | null | "absent"> = { sw: "absent", ne: "absent", north: "absent" };
  for (let index = 0; index < 200; index += 1) {
    const page = await filterMembers(deps, participant(seeker), filter, { index, size: 48 }, source);
    for (const item of page.Items) {
      for (const key of ["sw", "ne", "north"] as const) if (item.Id === members[key]) seen[key] = item.DistanceBand;
    }
    if (page.Items.length < 48) break;
  }
  const total = await countFilteredMembers(deps, participant(seeker), filter, source);
  return { seen, total };
}

describe("no series of distance searches narrows a member below their coarse cell", () => {
  it("answers alike for two members at opposite corners of one cell, from any centre and range, and tells the next cell apart", async () => {
    const next = seededRandom(35);
    let toldApart = 0;
    let found = 0;
    for (let i = 0; i < 120; i += 1) {
      // Centres anywhere around the cell, like addresses PDOK would geocode.
      const centre = { lat: CELL.south - 0.35 + next() * 0.75, long: CELL.west - 0.5 + next() * 1.05 };
      const km = DISTANCES_KM[1 + (i % 4)]!;
      const { seen } = await answer(centre, km, i % 2 === 0);
      expect({ centre, km, ne: seen.ne }).toEqual({ centre, km, ne: seen.sw });
      if (seen.sw !== "absent") found += 1;
      if (seen.north !== seen.ne) toldApart += 1;
    }
    expect(found).toBeGreaterThan(10);
    expect(toldApart).toBeGreaterThan(0);
  }, 240_000);

  it("counts them alike: a count never tells one corner of a cell from the other", async () => {
    // The member in the south-west corner moves to the north-east corner: no count changes.
    const next = seededRandom(7);
    const centres = Array.from({ length: 24 }, (_, i) => ({
      centre: { lat: CELL.south - 0.3 + next() * 0.65, long: CELL.west - 0.45 + next() * 0.95 },
      km: DISTANCES_KM[1 + (i % 4)]!,
    }));
    const before = [];
    for (const { centre, km } of centres) before.push((await answer(centre, km, i0(km))).total);
    await sql`update public.profile_details set latitude = ${PLACES.ne.lat}, longitude = ${PLACES.ne.long} where user_id = ${members.sw}`;
    const after = [];
    for (const { centre, km } of centres) after.push((await answer(centre, km, i0(km))).total);
    await sql`update public.profile_details set latitude = ${PLACES.sw.lat}, longitude = ${PLACES.sw.long} where user_id = ${members.sw}`;
    expect(after).toEqual(before);
  }, 240_000);
});

describe("the coarse cell of an address", () => {
  it("is the same in the database (generated columns of profile_details) as where the search centre is snapped (grid.ts)", async () => {
    const next = seededRandom(11);
    for (let i = 0; i < 60; i += 1) {
      const point = { lat: 50.7 + next() * 2.9, long: 3.3 + next() * 3.9 };
      const [row] = await sql<{ lat: number; long: number; same: boolean }[]>`
        update public.profile_details set latitude = ${point.lat}, longitude = ${point.long} where user_id = ${members.north}
        returning directory_cell_lat as lat, directory_cell_long as long,
                  directory_point = ll_to_earth((directory_cell_lat::numeric / 100)::float8, (directory_cell_long::numeric / 100)::float8) as same`;
      const { cellLat, cellLong } = coarseCellOf(point);
      expect({ point, lat: row!.lat, long: row!.long, same: row!.same }).toEqual({
        point,
        lat: cellLat,
        long: cellLong,
        same: true,
      });
    }
    await sql`update public.profile_details set latitude = ${PLACES.north.lat}, longitude = ${PLACES.north.long} where user_id = ${members.north}`;
    // Without the member's choice there is no search point at all.
    const [off] = await sql`
      update public.profile_details set findable_by_distance = false where user_id = ${members.north}
      returning directory_cell_lat, directory_cell_long, directory_point`;
    expect(off).toEqual({ directory_cell_lat: null, directory_cell_long: null, directory_point: null });
    const [row] =
      await sql`select earth_point, cell_lat, cell_long from app_private.member_directory_rows where id = ${members.north}`;
    expect(row).toEqual({ earth_point: null, cell_lat: null, cell_long: null });
    await sql`update public.profile_details set findable_by_distance = true where user_id = ${members.north}`;
  }, 60_000);
});

/** Half the counts with other filters (the counted path), half a distance alone (the kept numbers). */
const i0 = (km: number): boolean => km === 5 || km === 20;
