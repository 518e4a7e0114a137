/**
 * The count of a distance alone (public.member_directory_count_near: kept numbers per grid block for
 * the blocks wholly inside the circle, the rows near its edge counted): for many circles it is
 * exactly the number of rows the directory view shows the caller within the same exact test, for a
 * participant and a visitor, with paused members, blocks either way and the caller in the circle;
 * and the kept numbers per block and per grid point equal the rows counted afresh after inserts,
 * moves, flag changes and deletes.
 */
import type postgres from "postgres";
import { asUser, anonymous, createDb, withTransaction, type Identity } from "../../_shared/db";
import { identityOf, participant, visitor, type Caller } from "../../_shared/caller";
import { filterMembers } from "./service";
import { snapToCoarseCell } from "./grid";
import { testSql, unique } from "../../_shared/test-support/database";
import { seededRandom } from "../../_shared/test-support/random";
import {
  countedBlocks as countedFixture,
  countedCells,
  keptBlocks as keptFixture,
  keptCells,
} from "../../_shared/test-support/people";

let sql: postgres.Sql;
const ids: string[] = [];
const MEMBERS = 1200;

beforeAll(async () => {
  sql = testSql();
  const tag = unique();
  const rows = await sql<{ id: string }[]>`
    insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
    select 'bol' || i || '.' || ${tag} || '@example.nl', 'x', now(),
           jsonb_build_object('username', 'Bol' || ${tag} || i, 'accepted_terms_at', now()), now() - make_interval(days => i), now()
    from generate_series(1, ${MEMBERS}) i
    returning id`;
  ids.push(...rows.map((r) => r.id));
  // Clustered like towns around Utrecht (several members on one grid point), and some spread out.
  const next = seededRandom(7);
  const points = ids.map((_, i) => {
    const town = i % 3 === 0;
    const lat = town ? 52.09 + (Math.floor(next() * 5) - 2) * 0.07 + next() * 0.02 : 51.6 + next() * 1.0;
    const long = town ? 5.12 + (Math.floor(next() * 5) - 2) * 0.11 + next() * 0.03 : 4.4 + next() * 1.5;
    return { lat, long };
  });
  await sql`
    insert into public.profile_details (user_id, gender, postcode, house_number, latitude, longitude, findable_by_distance)
    select u, 0, '3511LX', 1, la, lo, true
    from unnest(${`{${ids.join(",")}}`}::uuid[], ${`{${points.map((p) => p.lat).join(",")}}`}::float8[], ${`{${points.map((p) => p.long).join(",")}}`}::float8[]) x (u, la, lo)`;
  // Member-since dates spread out (a page is newest first), public flags mixed.
  await sql`
    update public.profiles set profile_public = (hashtext(id::text) & 3) = 0, created_at = now() - make_interval(mins => hashtext(id::text || 'd') & 65535)
    where id = any(${`{${ids.join(",")}}`}::uuid[])`;
}, 120_000);

afterAll(async () => {
  await sql`delete from auth.users where id = any(${`{${ids.join(",")}}`}::uuid[])`;
  await sql.end({ timeout: 5 });
}, 60_000);

/** The kept function's number and the rows the view shows, for one circle. */
async function bothCounts(
  identity: Identity,
  lat: number,
  long: number,
  meters: number,
): Promise<{ kept: number; rows: number }> {
  return withTransaction(sql, identity, async (tx) => {
    const [kept] = await tx<
      { n: number }[]
    >`select public.member_directory_count_near(${lat}, ${long}, ${meters}) as n`;
    const me = identity.role === "authenticated" ? identity.userId : null;
    const [rows] = await tx<{ n: number }[]>`
      select count(*)::int as n from public.member_directory m
      where m.id is distinct from ${me}::uuid and cube_distance(ll_to_earth(${lat}, ${long}), m.earth_point) <= gc_to_sec(${meters})`;
    return { kept: kept!.n, rows: rows!.n };
  });
}

/** The kept numbers per block and per grid point, against the rows counted afresh. */
const keptBlocks = async () => ({ blocks: await keptFixture(sql), cells: await keptCells(sql) });
const countedBlocks = async () => ({ blocks: await countedFixture(sql), cells: await countedCells(sql) });

async function circlesAgree(seed: number, circles: number): Promise<number> {
  const next = seededRandom(seed);
  let compared = 0;
  for (let c = 0; c < circles; c += 1) {
    const lat = 51.8 + next() * 0.6;
    const long = 4.7 + next() * 0.9;
    const meters = [500, 5_000, 10_000, 20_000, 30_000, 45_000][c % 6]! + Math.round(next() * 3000);
    const caller = ids[Math.floor(next() * ids.length)]!;
    for (const identity of [asUser(caller), anonymous]) {
      const { kept, rows } = await bothCounts(identity, lat, long, meters);
      expect({ lat, long, meters, role: identity.role, n: kept }).toEqual({
        lat,
        long,
        meters,
        role: identity.role,
        n: rows,
      });
      compared += rows;
    }
  }
  return compared;
}

describe("the count of a distance alone", () => {
  it("is the number of members the view shows within the circle, for many circles, roles and hidden members", async () => {
    // Paused members and blocks either way, some of them inside the circles.
    await sql`update public.profiles set paused_until = now() + interval '1 week' where id = any(${`{${ids.filter((_, i) => i % 41 === 0).join(",")}}`}::uuid[])`;
    const blocks = ids.filter((_, i) => i % 53 === 1).map((id, i) => [id, ids[(i * 97 + 5) % ids.length]!] as const);
    for (const [from, to] of blocks) {
      await sql`insert into public.member_blocks (user_id, blocked_id) values (${from}, ${to}) on conflict do nothing`;
      await sql`insert into public.member_blocks (user_id, blocked_id, kind) values (${ids[(ids.indexOf(to) + 1) % ids.length]!}, ${from}, 'mute') on conflict do nothing`;
    }
    expect(await circlesAgree(1, 36)).toBeGreaterThan(5_000);
    // A blocker in the middle of a town circle sees the blocked members go, both ways.
    const [from, to] = blocks[0]!;
    const [point] = await sql<
      { lat: number; long: number }[]
    >`select latitude as lat, longitude as long from public.profile_details where user_id = ${to}`;
    const { kept, rows } = await bothCounts(asUser(from), point!.lat, point!.long, 2_000);
    expect(kept).toBe(rows);
  }, 120_000);

  it("keeps its numbers per block and grid point through inserts, moves, flag changes and deletes", async () => {
    expect(await keptBlocks()).toEqual(await countedBlocks());
    const moved = ids.filter((_, i) => i % 7 === 0);
    await sql`update public.profile_details set latitude = latitude + 0.013, longitude = longitude - 0.021 where user_id = any(${`{${moved.join(",")}}`}::uuid[])`;
    expect(await keptBlocks()).toEqual(await countedBlocks());
    await sql`update public.profiles set profile_public = not profile_public where id = any(${`{${ids.filter((_, i) => i % 5 === 0).join(",")}}`}::uuid[])`;
    expect(await keptBlocks()).toEqual(await countedBlocks());
    await sql`update public.profile_details set latitude = null, longitude = null where user_id = ${ids[3]!}`;
    await sql`update public.profile_details set latitude = 52.3, longitude = 4.9 where user_id = ${ids[4]!}`;
    expect(await keptBlocks()).toEqual(await countedBlocks());
    await sql`delete from auth.users where id = any(${`{${ids.slice(-20).join(",")}}`}::uuid[])`;
    ids.splice(-20);
    expect(await keptBlocks()).toEqual(await countedBlocks());
    await circlesAgree(2, 12);
  }, 120_000);

  it("pages a distance alone like the view, newest first, dense circles and sparse ones", async () => {
    const deps = { db: createDb(process.env.DATABASE_URL), secret: "test-secret-0123456789abcdef0123456789" };
    const callers: Caller[] = [participant(ids[10]!), visitor];
    for (const [lat, long, km] of [
      [52.09, 5.12, 90],
      [52.09, 5.12, 3],
      [51.95, 4.6, 12],
      [52.3, 5.5, 40],
    ] as const) {
      const source = { geocoder: { locate: async () => ({ lat, long }) }, ip: "192.0.2.7" };
      // The filter searches from the centre of the coarse cell that holds the address (decision 321).
      const centre = snapToCoarseCell({ lat, long });
      for (const caller of callers) {
        const expected = await withTransaction(
          sql,
          identityOf(caller),
          (tx) => tx<{ id: string }[]>`
          select m.id from public.member_directory m
          where m.id is distinct from ${caller.userId}::uuid and cube_distance(ll_to_earth(${centre.lat}, ${centre.long}), m.earth_point) <= gc_to_sec(${km * 1000})
          order by m.created_at desc, m.id`,
        );
        for (const index of [0, 1, 2, 40]) {
          const page = await filterMembers(
            deps,
            caller,
            {
              Roles: [],
              Genders: [],
              AgeRanges: [],
              Interests: [],
              Forms: [],
              Distance: { Postcode: "1011AB", HouseNumber: 1, Range: km },
            },
            { index, size: 12 },
            source,
          );
          const want = expected.slice(index * 12, index * 12 + 12).map((r) => r.id);
          expect({
            km,
            caller: caller.userId,
            index,
            ids: page.Items.map((item) => item.Id),
            total: page.Total,
          }).toEqual({ km, caller: caller.userId, index, ids: want, total: expected.length });
        }
      }
    }
    await deps.db.end({ timeout: 5 });
  }, 120_000);
});
