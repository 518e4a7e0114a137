/**
 * The narrow directory rows (app_private.member_directory_rows) are kept by triggers in the same
 * transaction as the write: every change below shows in the directory on the very next call, and
 * the rows themselves hold health fields only with consent. No API role can read the rows.
 */
import type postgres from "postgres";
import { anonymous, asUser, createDb, withTransaction, type Db } from "../../_shared/db";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser } from "../../_shared/test-support/api";
import { sqlState, testSql, unique } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { member, type Member } from "../../_shared/test-support/community";
import { filterBody, idsFound, memberWithProfile, registerDirectoryFunctions } from "../../_shared/test-support/people";

registerDirectoryFunctions();

const RA = 71001;
const YEAR = new Date().getFullYear();

let sink: MailSink;
let sql: postgres.Sql;
let db: Db;
let seeker: Member;

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  db = createDb(process.env.DATABASE_URL);
  seeker = await memberWithProfile(sink, sql, "Zoeker", { postcode: "3511LX", houseNumber: 9 });
}, 120_000);

afterAll(async () => {
  await db.end({ timeout: 5 });
  await sql.end({ timeout: 5 });
  await sink.stop();
});

async function directoryRow(id: string) {
  const [row] = await sql`
    select username, profile_public, gender, birth_year, relation_term, to_json(forms) as forms, to_json(interests) as interests, earth_point is not null as located
    from app_private.member_directory_rows where id = ${id}`;
  return row;
}

const count = async (browser: Browser, body: Record<string, unknown>) =>
  (await browser.post("/api/v1/profiles/count", body)).json as number;

describe("the directory follows every write at once", () => {
  it("has a row from registration on, and follows a profile change", async () => {
    const newcomer = await member(sink, sql, { prefix: "Nieuw" });
    expect(await directoryRow(newcomer.id)).toMatchObject({
      username: newcomer.account.Username,
      gender: 0,
      birth_year: null,
      forms: null,
      located: false,
    });
    expect(await idsFound(seeker.browser, filterBody())).toContain(newcomer.id);

    const saved = await newcomer.browser.call("PUT", "/api/v1/customprofile", {
      body: {
        Gender: 1,
        BirthYear: YEAR - 40,
        Postcode: "3511LX",
        HouseNumber: 3,
        RelationWithRheumatism: null,
        Forms: [],
        Interests: ["bewegen"],
        FindableByDistance: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(
      await idsFound(seeker.browser, filterBody({ Genders: [1], AgeRanges: [3], Interests: ["bewegen"] })),
    ).toContain(newcomer.id);
    expect(
      await idsFound(seeker.browser, filterBody({ Distance: { Postcode: "3511LX", HouseNumber: 1, Range: 5 } })),
    ).toContain(newcomer.id);

    await newcomer.browser.call("PUT", "/api/v1/customprofile", {
      body: {
        Gender: 2,
        BirthYear: YEAR - 40,
        Postcode: "",
        HouseNumber: null,
        RelationWithRheumatism: null,
        Forms: [],
        Interests: [],
        FindableByDistance: true,
      },
    });
    expect(await idsFound(seeker.browser, filterBody({ Genders: [1] }))).not.toContain(newcomer.id);
    expect(await idsFound(seeker.browser, filterBody({ Genders: [2] }))).toContain(newcomer.id);
    expect(await idsFound(seeker.browser, filterBody({ Interests: ["bewegen"] }))).not.toContain(newcomer.id);
    expect(
      await idsFound(seeker.browser, filterBody({ Distance: { Postcode: "3511LX", HouseNumber: 1, Range: 5 } })),
    ).not.toContain(newcomer.id);
    expect(await directoryRow(newcomer.id)).toMatchObject({ gender: 2, interests: null, located: false });
  }, 60_000);

  it("forgets the diagnosis the moment consent is withdrawn", async () => {
    const hanna = await memberWithProfile(sink, sql, "Hanna", { consent: true, forms: [RA], relation: 70509 });
    expect(await idsFound(seeker.browser, filterBody({ Forms: [RA] }))).toContain(hanna.id);
    expect(await idsFound(seeker.browser, filterBody({ Roles: [70509] }))).toContain(hanna.id);

    expect((await hanna.browser.call("DELETE", "/api/v1/customprofile/delete-consent")).status).toBe(204);
    expect(await idsFound(seeker.browser, filterBody({ Forms: [RA] }))).not.toContain(hanna.id);
    expect(await idsFound(seeker.browser, filterBody({ Roles: [70509] }))).not.toContain(hanna.id);
    expect(await directoryRow(hanna.id)).toMatchObject({ relation_term: null, forms: null });
    expect(await idsFound(seeker.browser, filterBody())).toContain(hanna.id);
  }, 60_000);

  it("follows the visibility switch and a new username", async () => {
    const ivo = await memberWithProfile(sink, sql, "Ivo", {});
    const visitor = new Browser();
    expect(await idsFound(visitor, filterBody())).not.toContain(ivo.id);
    expect(
      (await ivo.browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", { body: { Public: true } })).status,
    ).toBe(200);
    expect(await idsFound(visitor, filterBody())).toContain(ivo.id);

    const renamed = `Hernoemd${unique()}`.slice(0, 20);
    const changed = await ivo.browser.post("/api/v1/CustomUser/ChangeUsername", {
      NewUsername: renamed,
      Password: ivo.account.Password,
    });
    expect(changed.status).toBe(200);
    const found = await visitor.get(`/api/v1/profiles/searchbyusername?username=${renamed.toLowerCase()}`);
    expect((found.json.Items as { Id: string; Username: string }[]).map((i) => [i.Id, i.Username])).toEqual([
      [ivo.id, renamed],
    ]);

    await ivo.browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", { body: { Public: false } });
    expect(await idsFound(visitor, filterBody())).not.toContain(ivo.id);
  }, 60_000);

  it("leaves a paused member out of the list and the count, but not out of their own profile", async () => {
    const jet = await memberWithProfile(sink, sql, "Jet", { gender: 1, birthYear: YEAR - 30 });
    const body = filterBody({ Genders: [1], AgeRanges: [2] });
    const before = await count(seeker.browser, body);
    expect(await idsFound(seeker.browser, body)).toContain(jet.id);

    expect((await jet.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } })).status).toBe(200);
    expect(await count(seeker.browser, body)).toBe(before - 1);
    expect(await idsFound(seeker.browser, body)).not.toContain(jet.id);
    expect((await jet.browser.get(`/api/v1/profiles/profile/${jet.id}`)).status).toBe(200);

    // A pause whose end has passed no longer hides the member.
    await sql`update public.profiles set paused_until = now() - interval '1 minute' where id = ${jet.id}`;
    expect(await count(seeker.browser, body)).toBe(before);
  }, 60_000);

  it("keeps a block out of both members' lists and counts, and lets them back after it is lifted", async () => {
    const kees = await memberWithProfile(sink, sql, "Kees", {});
    const lot = await memberWithProfile(sink, sql, "Lot", {});
    const keesBefore = await count(kees.browser, filterBody());
    const lotBefore = await count(lot.browser, filterBody());
    expect((await kees.browser.post(`/api/v1/CustomContactlink/block/${lot.id}`, { Kind: "block" })).status).toBe(204);
    expect(await count(kees.browser, filterBody())).toBe(keesBefore - 1);
    expect(await count(lot.browser, filterBody())).toBe(lotBefore - 1);
    expect(await idsFound(lot.browser, filterBody())).not.toContain(kees.id);
    expect((await lot.browser.get(`/api/v1/profiles/profile/${kees.id}`)).status).toBe(404);
    expect((await kees.browser.call("DELETE", `/api/v1/CustomContactlink/block/${lot.id}`)).status).toBe(204);
    expect(await count(lot.browser, filterBody())).toBe(lotBefore);
  }, 60_000);

  it("drops the row with the account", async () => {
    const gone = await memberWithProfile(sink, sql, "Weg", { postcode: "3511LX", houseNumber: 4 });
    expect(await directoryRow(gone.id)).toBeDefined();
    await sql`delete from auth.users where id = ${gone.id}`;
    expect(await directoryRow(gone.id)).toBeUndefined();
  }, 60_000);
});

describe("the count without filters (the kept total)", () => {
  it("is exactly what the list shows, for a participant and a visitor, through pauses, blocks and the public switch", async () => {
    const visitor = new Browser();
    const same = async () => {
      for (const browser of [seeker.browser, visitor])
        expect(await count(browser, filterBody())).toBe((await idsFound(browser, filterBody())).length);
      const page = await seeker.browser.post("/api/v1/profiles/filter?page_size=1", filterBody());
      expect(page.json.Total).toBe(await count(seeker.browser, filterBody()));
    };
    const mila = await memberWithProfile(sink, sql, "Mila", { public: true });
    const noor = await memberWithProfile(sink, sql, "Noor", {});
    await same();
    const seen = await count(seeker.browser, filterBody());
    const seenByVisitor = await count(visitor, filterBody());

    await mila.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 1 } });
    expect(await count(seeker.browser, filterBody())).toBe(seen - 1);
    expect(await count(visitor, filterBody())).toBe(seenByVisitor - 1);
    await same();
    expect(await count(mila.browser, filterBody())).toBe(seen); // the paused member still sees everyone else but themselves

    await noor.browser.post(`/api/v1/CustomContactlink/block/${seeker.id}`, { Kind: "block" });
    expect(await count(seeker.browser, filterBody())).toBe(seen - 2);
    await same();

    await noor.browser.call("PUT", "/api/v1/CustomUser/ChangeProfileVisibility", { body: { Public: true } });
    expect(await count(visitor, filterBody())).toBe(seenByVisitor);
    await same();
    await sql`delete from auth.users where id = ${noor.id}`;
    expect(await count(visitor, filterBody())).toBe(seenByVisitor - 1);
    await same();
  }, 90_000);
});

describe("the kept totals after one statement that changes many members", () => {
  it("equal the rows per public flag after a bulk switch of the public flag and back", async () => {
    await memberWithProfile(sink, sql, "Bulk1", { public: true });
    await memberWithProfile(sink, sql, "Bulk2", {});
    const kept = async () =>
      Object.fromEntries(
        (await sql`select profile_public, members::int as n from app_private.member_directory_totals`).map((row) => [
          String(row.profile_public),
          row.n,
        ]),
      );
    const counted = async () => {
      const rows =
        await sql`select profile_public, count(*)::int as n from app_private.member_directory_rows group by profile_public`;
      return { true: 0, false: 0, ...Object.fromEntries(rows.map((row) => [String(row.profile_public), row.n])) };
    };
    expect(await kept()).toEqual(await counted());
    await sql`update public.profiles set profile_public = not profile_public`;
    expect(await kept()).toEqual(await counted());
    await sql`update public.profiles set profile_public = not profile_public`;
    expect(await kept()).toEqual(await counted());
  }, 60_000);
});

describe("the grid cell of the search point (the distance filter's index)", () => {
  // Every row's (cell_lat, cell_long) / 100 is exactly its rounded search point, and both are null
  // together: after the writes above (registration, profile saves, a removed address, deletions)
  // and after one statement that moves many members.
  const mismatches = async () =>
    (
      await sql`
        select count(*)::int as n from app_private.member_directory_rows
        where (earth_point is null) <> (cell_lat is null) or (earth_point is null) <> (cell_long is null)
           or earth_point <> ll_to_earth((cell_lat::numeric / 100)::float8, (cell_long::numeric / 100)::float8)`
    )[0]!.n as number;

  it("is the rounded location through every write", async () => {
    const located = await memberWithProfile(sink, sql, "Raster", {
      postcode: "3511LX",
      houseNumber: 12,
      findable: true,
    });
    expect(await directoryRow(located.id)).toMatchObject({ located: true });
    const [row] = await sql`select cell_lat, cell_long from app_private.member_directory_rows where id = ${located.id}`;
    expect(row).toEqual({ cell_lat: expect.any(Number), cell_long: expect.any(Number) });
    expect(await mismatches()).toBe(0);

    await sql`update public.profile_details set latitude = latitude + 0.0137, longitude = longitude - 0.0291 where latitude is not null`;
    expect(await mismatches()).toBe(0);
    const [moved] =
      await sql`select cell_lat, cell_long from app_private.member_directory_rows where id = ${located.id}`;
    expect(moved).not.toEqual(row);
    await sql`update public.profile_details set latitude = latitude - 0.0137, longitude = longitude + 0.0291 where latitude is not null`;
    expect(await mismatches()).toBe(0);
  }, 60_000);
});

describe("the rows behind the view", () => {
  it("are readable by no API role but through the view", async () => {
    for (const query of [
      "select id from app_private.member_directory_rows limit 1",
      "select members from app_private.member_directory_totals",
      "select members from app_private.member_directory_counts",
      "select id from app_private.member_directory_hidden",
    ]) {
      expect(await sqlState(() => withTransaction(db, anonymous, (tx) => tx.unsafe(query)))).toBe("42501");
      expect(await sqlState(() => withTransaction(db, asUser(seeker.id), (tx) => tx.unsafe(query)))).toBe("42501");
    }
  });
});
