/**
 * The kept counts per filter value (app_private.member_directory_counts, public.member_directory_count):
 * after every write path they equal the directory rows counted afresh, and a count with one kind of
 * filter is exactly what the list shows the caller (visitors public rows only, never the caller,
 * paused members and blocks either way left out).
 */
import type postgres from "postgres";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { member, type Member } from "../../_shared/test-support/community";
import {
  countedBlocks,
  countedCells,
  filterBody,
  idsFound,
  keptBlocks,
  keptCells,
  memberWithProfile,
  registerDirectoryFunctions,
} from "../../_shared/test-support/people";

registerDirectoryFunctions();

const RA = 71001;
const JICHT = 71003;
const YEAR = new Date().getFullYear();

let sink: MailSink;
let sql: postgres.Sql;
let seeker: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  seeker = await memberWithProfile(sink, sql, "Teller", {
    gender: 2,
    birthYear: YEAR - 36,
    consent: true,
    forms: [RA],
    relation: 70509,
    interests: ["bewegen"],
    postcode: "3511LX",
    houseNumber: 1,
  });
}, 120_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

type Counts = Record<string, number>;

/** The kept numbers that are not zero, as "key public-flag" -> members. */
async function kept(): Promise<Counts> {
  const rows = await sql<{ key: string; flag: boolean; n: number }[]>`
    select key, profile_public as flag, members::int as n from app_private.member_directory_counts where members <> 0`;
  return Object.fromEntries(rows.map((r) => [`${r.key} ${String(r.flag)}`, r.n]));
}

/** The same numbers counted from the rows, written out per field (not through the keys function). */
async function counted(): Promise<Counts> {
  const rows = await sql<{ key: string; flag: boolean; n: number }[]>`
    select key, profile_public as flag, count(*)::int as n from (
      select 'gender:' || gender as key, profile_public from app_private.member_directory_rows
      union all select 'year:' || birth_year, profile_public from app_private.member_directory_rows where birth_year is not null
      union all select 'relation:' || relation_term, profile_public from app_private.member_directory_rows where relation_term is not null
      union all select distinct on (r.id, f) 'form:' || f, r.profile_public from app_private.member_directory_rows r, unnest(r.forms) f
      union all select distinct on (r.id, i) 'interest:' || i, r.profile_public from app_private.member_directory_rows r, unnest(r.interests) i
    ) x group by key, profile_public`;
  return Object.fromEntries(rows.map((r) => [`${r.key} ${String(r.flag)}`, r.n]));
}

const count = async (browser: Browser, body: Record<string, unknown>) =>
  (await browser.post("/api/v1/profiles/count", body)).json as number;

describe("the kept counts per filter value, per grid block and per grid point", () => {
  it("equal the rows counted afresh after every write path", async () => {
    const same = async () => {
      expect(await kept()).toEqual(await counted());
      expect(await keptBlocks(sql)).toEqual(await countedBlocks(sql));
      expect(await keptCells(sql)).toEqual(await countedCells(sql));
    };
    await same();
    const fenna = await member(sink, sql, { prefix: "Fenna" }); // registration
    await same();
    expect((await fenna.browser.post("/api/v1/customprofile/add-consent", { location: "test" })).status).toBe(204);
    const profile = {
      Gender: 1,
      BirthYear: YEAR - 50,
      Postcode: "3511LX",
      HouseNumber: 3,
      RelationWithRheumatism: 70510,
      Forms: [RA, JICHT],
      Interests: ["bewegen", "medicijnen"],
    };
    expect((await fenna.browser.call("PUT", "/api/v1/customprofile", { body: profile })).status).toBe(200);
    await same();
    expect(
      (
        await fenna.browser.call("PUT", "/api/v1/customprofile", {
          body: {
            ...profile,
            Gender: 2,
            BirthYear: YEAR - 51,
            Forms: [JICHT],
            Interests: [],
            Postcode: "1011AB",
            HouseNumber: 5,
          },
        })
      ).status,
    ).toBe(200);
    await same();
    expect(
      (await fenna.browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", { body: { Public: true } }))
        .status,
    ).toBe(200);
    await same();
    expect((await fenna.browser.call("DELETE", "/api/v1/customprofile/delete-consent")).status).toBe(204);
    await same();
    expect((await fenna.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } })).status).toBe(200);
    await same();
    // Statements that change many members at once (a migration, an import).
    await sql`update public.profiles set profile_public = not profile_public`;
    await same();
    await sql`update public.profiles set profile_public = not profile_public`;
    await sql`update public.profile_details set gender = (gender + 1) % 3`;
    await same();
    await sql`update public.profile_details set gender = (gender + 2) % 3`;
    await same();
    await sql`update public.profile_details set latitude = latitude + 0.02 where latitude is not null`;
    await same();
    await sql`update public.profile_details set latitude = latitude - 0.02 where latitude is not null`;
    await sql`delete from auth.users where id = ${fenna.id}`;
    await same();
  }, 90_000);
});

describe("a count (kept, or counted on the way by a distance page)", () => {
  it("is what the list shows and the page's Total, for a participant and a visitor, through pauses and blocks", async () => {
    const visitor = new Browser();
    const bodies = [
      filterBody({ Genders: [2] }),
      filterBody({ Genders: [1, 2] }),
      filterBody({ AgeRanges: [3] }),
      filterBody({ AgeRanges: [3, 5] }),
      filterBody({ Roles: [70509] }),
      filterBody({ Forms: [RA] }),
      filterBody({ Interests: ["bewegen"] }),
      filterBody({ Distance: { Postcode: "3511LX", HouseNumber: 1, Range: 5 } }),
      filterBody({ Genders: [2], Forms: [RA], Distance: { Postcode: "3511LX", HouseNumber: 1, Range: 5 } }),
    ];
    const same = async () => {
      for (const body of bodies) {
        for (const browser of [seeker.browser, visitor]) {
          const ids = await idsFound(browser, body);
          expect({ body, n: await count(browser, body) }).toEqual({ body, n: ids.length });
        }
        const page = await seeker.browser.post("/api/v1/profiles/filter?page_size=1", body);
        expect(page.json.Total).toBe(await count(seeker.browser, body));
      }
    };
    const like = {
      gender: 2 as const,
      birthYear: YEAR - 36,
      consent: true,
      forms: [RA],
      relation: 70509,
      interests: ["bewegen"],
      postcode: "3511LX",
      houseNumber: 2,
    };
    const open = await memberWithProfile(sink, sql, "Open", { ...like, public: true });
    const quiet = await memberWithProfile(sink, sql, "Stil", { ...like, public: true });
    const blocker = await memberWithProfile(sink, sql, "Blok", like);
    await same();
    expect(await idsFound(seeker.browser, bodies[0]!)).not.toContain(seeker.id);
    const before = await count(seeker.browser, bodies[6]!);
    const beforeVisitor = await count(visitor, bodies[6]!);

    await quiet.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } });
    await blocker.browser.post(`/api/v1/CustomContactlink/block/${seeker.id}`, { Kind: "block" });
    expect(await count(seeker.browser, bodies[6]!)).toBe(before - 2);
    expect(await count(visitor, bodies[6]!)).toBe(beforeVisitor - 1);
    expect(await count(quiet.browser, bodies[6]!)).toBe(before); // the paused member still sees the others (and the seeker), not themselves
    await same();
    expect(await idsFound(open.browser, bodies[5]!)).toContain(seeker.id);
  }, 120_000);
});
