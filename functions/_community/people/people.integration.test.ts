/**
 * /api/v1/profiles (members directory, profile page, username search, pause, community access)
 * through the real handlers and the real test database: the filters of spec 000 §3/§9, the privacy
 * rules (visitors see public profiles only, no consent -> never found by a health filter, only the
 * shown fields leave), pause and blocks.
 */
import type postgres from "postgres";
import type { MailSink } from "../../_shared/mail/sink";
import { Browser, registerFunctions } from "../../_shared/test-support/api";
import { testSql } from "../../_shared/test-support/database";
import { startTestMailSink } from "../../_shared/test-support/mail";
import { makePlatformModerator, member, type Member } from "../../_shared/test-support/community";
import { filterBody, idsFound, memberWithProfile } from "../../_shared/test-support/people";
import { writeStory } from "../../_shared/test-support/stories";
import { expectSpecPage } from "../../_shared/test-support/paged";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("../../profiles/profiles.mts"),
  require("../../contactlink/contactlink.mts"),
  require("../../customprofile/customprofile.mts"),
  require("../../custom-blog/custom-blog.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

const RA = 71001;
const JICHT = 71003;
const YEAR = new Date().getFullYear();

let sink: MailSink;
let sql: postgres.Sql;
let anna: Member; // Utrecht, public, consent, RA, 36 years, woman
let bram: Member; // Amersfoort (about 20 km from Utrecht), private, NO consent, 66 years, man
let carla: Member; // Gouda, private, consent, RA + jicht

beforeAll(async () => {
  sink = await startTestMailSink();
  sql = testSql();
  anna = await memberWithProfile(sink, sql, "Anna", {
    postcode: "3511LX",
    houseNumber: 5,
    birthYear: YEAR - 36,
    gender: 2,
    consent: true,
    forms: [RA],
    relation: 70509,
    interests: ["bewegen"],
    public: true,
    findable: true,
  });
  bram = await memberWithProfile(sink, sql, "Bram", {
    postcode: "3811AA",
    houseNumber: 3,
    birthYear: YEAR - 66,
    gender: 1,
    forms: [RA],
    relation: 70509,
    findable: true,
  });
  carla = await memberWithProfile(sink, sql, "Carla", {
    postcode: "2801AA",
    houseNumber: 2,
    birthYear: YEAR - 50,
    gender: 2,
    consent: true,
    forms: [RA, JICHT],
    relation: 70510,
    findable: true,
  });
}, 120_000);

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
});

describe("POST /profiles/filter and /profiles/count", () => {
  it("finds members by diagnosis, never someone without consent for health data", async () => {
    const found = await idsFound(carla.browser, filterBody({ Forms: [RA] }));
    expect(found).toContain(anna.id);
    expect(found).not.toContain(bram.id); // Bram chose RA but gave no consent: it was never stored
    expect(found).not.toContain(carla.id); // never oneself
    const jicht = await idsFound(anna.browser, filterBody({ Forms: [JICHT] }));
    expect(jicht).toContain(carla.id);
    expect(jicht).not.toContain(anna.id);
    const relation = await idsFound(anna.browser, filterBody({ Roles: [70510] }));
    expect(relation).toContain(carla.id);
    expect(relation).not.toContain(bram.id);
  });

  it("filters by age range (spec 000 §9) and gender", async () => {
    const thirties = await idsFound(carla.browser, filterBody({ AgeRanges: [3] }));
    expect(thirties).toContain(anna.id);
    expect(thirties).not.toContain(bram.id);
    const older = await idsFound(carla.browser, filterBody({ AgeRanges: [6] }));
    expect(older).toContain(bram.id);
    expect(older).not.toContain(anna.id);
    const men = await idsFound(carla.browser, filterBody({ Genders: [1] }));
    expect(men).toContain(bram.id);
    expect(men).not.toContain(anna.id);
  });

  it("filters by distance from an entered postcode, or from the caller's own address", async () => {
    const near = (km: number) => filterBody({ Distance: { Postcode: "3581 KW", HouseNumber: 10, Range: km } });
    const ten = await idsFound(carla.browser, near(10));
    expect(ten).toContain(anna.id);
    expect(ten).not.toContain(bram.id);
    const thirty = await idsFound(carla.browser, near(30));
    expect(thirty).toEqual(expect.arrayContaining([anna.id, bram.id]));
    // Carla lives in Gouda: Utrecht is about 30 km away.
    const ownTen = await idsFound(
      carla.browser,
      filterBody({ Distance: { Postcode: "", HouseNumber: null, Range: 10 } }),
    );
    expect(ownTen).not.toContain(anna.id);
    const all = await idsFound(carla.browser, filterBody({ Distance: { Postcode: "", HouseNumber: null, Range: 0 } }));
    expect(all).toEqual(expect.arrayContaining([anna.id, bram.id]));
  });

  it("answers 400 with the Dutch text for an unknown address or a bad filter", async () => {
    const unknown = await anna.browser.post(
      "/api/v1/profiles/filter",
      filterBody({ Distance: { Postcode: "9999ZZ", HouseNumber: 1, Range: 5 } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors["Distance.Postcode"]).toEqual([
      "Deze combinatie van postcode en huisnummer wordt niet herkend.",
    ]);
    const badRange = await anna.browser.post("/api/v1/profiles/filter", filterBody({ AgeRanges: [9] }));
    expect(badRange.status).toBe(400);
    const visitorDistance = await new Browser().post(
      "/api/v1/profiles/count",
      filterBody({ Distance: { Postcode: "", HouseNumber: null, Range: 5 } }),
    );
    expect(visitorDistance.status).toBe(400);
    expect(JSON.stringify(visitorDistance.json.errors)).toContain(
      "Vul een postcode en huisnummer in om op afstand te zoeken",
    );
  });

  it("counts what the filter lists, 12 a page by default", async () => {
    const body = filterBody({ Forms: [RA] });
    const count = await carla.browser.post("/api/v1/profiles/count", body);
    expect(count.status).toBe(200);
    const page = await carla.browser.post("/api/v1/profiles/filter", body);
    expect(page.json.PageSize).toBe(12);
    expectSpecPage(page.json, { pageIndex: 0 });
    expect(page.json.Total).toBe(count.json);
    expect(count.json).toBe((await idsFound(carla.browser, body)).length);
  });

  it("shows a visitor public profiles only, with only the shown fields", async () => {
    const visitor = new Browser();
    const found = await idsFound(visitor, filterBody());
    expect(found).toContain(anna.id);
    expect(found).not.toContain(carla.id);
    expect(found).not.toContain(bram.id);
    const page = await visitor.post("/api/v1/profiles/filter?page_size=48", filterBody({ Forms: [RA] }));
    const card = (page.json.Items as Record<string, unknown>[]).find((item) => item.Id === anna.id)!;
    expect(card).toMatchObject({
      Username: anna.account.Username,
      Gender: 2,
      AgeRange: 3,
      Forms: [RA],
      RelationWithRheumatism: 70509,
      Public: true,
    });
    expect(Object.keys(card).sort()).toEqual(
      [
        "AgeRange",
        "DistanceBand",
        "Forms",
        "Gender",
        "Id",
        "Interests",
        "IsConversationLeader",
        "IsModerator",
        "IsVolunteer",
        "MemberSince",
        "PhotoUrl",
        "Public",
        "RelationWithRheumatism",
        "Username",
      ].sort(),
    );
    expect(card.DistanceBand).toBeNull();
    expect(page.text).not.toMatch(/3511|Postcode|HouseNumber|BirthYear|latitude|earth/i);
  });
});

describe("distance without triangulation (issue 35, row 4; decision 321)", () => {
  const TEXT = {
    centresPerDay:
      "Je hebt vandaag al vanaf 5 verschillende plaatsen op afstand gezocht. Zoek vanaf een plaats die je vandaag al gebruikte, of probeer het morgen opnieuw. Zo kan niemand met veel zoekopdrachten uitzoeken waar iemand woont.",
  };
  const from = (Postcode: string, Range: number, HouseNumber = 1) =>
    filterBody({ Distance: { Postcode, HouseNumber, Range } });

  it("finds by distance only members who chose it (private ones for participants only), showing a band, never a place", async () => {
    const seeker = await memberWithProfile(sink, sql, "Zoeker", {});
    const home = await memberWithProfile(sink, sql, "Thuis", { postcode: "3511LX", houseNumber: 20 });
    // Not chosen: never in a distance result nor its count; the other filters still find them.
    expect(await idsFound(seeker.browser, from("3581KW", 5))).not.toContain(home.id);
    const before = (await seeker.browser.post("/api/v1/profiles/count", from("3581KW", 5))).json as number;
    expect(await idsFound(seeker.browser, filterBody())).toContain(home.id);
    expect((await home.browser.get("/api/v1/customprofile")).json.FindableByDistance).toBe(false);

    const chosen = await home.browser.call("PUT", "/api/v1/customprofile", { body: { FindableByDistance: true } });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({ FindableByDistance: true, Postcode: "3511LX", HouseNumber: 20 });
    expect((await seeker.browser.post("/api/v1/profiles/count", from("3581KW", 5))).json).toBe(before + 1);
    const page = await seeker.browser.post("/api/v1/profiles/filter?page_size=48", from("3581KW", 30));
    const card = (page.json.Items as Record<string, unknown>[]).find((item) => item.Id === home.id)!;
    expect(card.DistanceBand).toBe(5);
    expect((page.json.Items as Record<string, unknown>[]).find((item) => item.Id === bram.id)!.DistanceBand).toBe(20);
    expect(page.text).not.toMatch(/3511|latitude|longitude|earth|cell|52\.0|5\.1[0-9]/i);
    // A private profile stays out of a visitor's distance results.
    expect(await idsFound(new Browser(), from("3581KW", 5))).not.toContain(home.id);

    const refused = await home.browser.call("PUT", "/api/v1/customprofile", { body: { FindableByDistance: "ja" } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.FindableByDistance).toEqual(["Kies of andere deelnemers je op afstand mogen vinden."]);
    await home.browser.call("PUT", "/api/v1/customprofile", { body: { FindableByDistance: false } });
    expect(await idsFound(seeker.browser, from("3581KW", 5))).not.toContain(home.id);
  }, 60_000);

  it("searches from at most 5 different places a day, with the Dutch text; a place used today stays open", async () => {
    const seeker = await memberWithProfile(sink, sql, "Speurder", {});
    for (const postcode of ["1011AB", "2311EZ", "3011AD", "3511LX", "5611AA"]) {
      expect((await seeker.browser.post("/api/v1/profiles/filter", from(postcode, 10))).status).toBe(200);
      expect((await seeker.browser.post("/api/v1/profiles/count", from(postcode, 10))).status).toBe(200);
    }
    const sixth = await seeker.browser.post("/api/v1/profiles/filter", from("6511AA", 10));
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual({
      status: 429,
      code: "DistanceSearchLimited",
      message: TEXT.centresPerDay,
      errors: { "Distance.Postcode": [TEXT.centresPerDay] },
    });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await seeker.browser.post("/api/v1/profiles/count", from("6511AA", 30))).status).toBe(429);
    // Places used today: again, another range, and another address in the same coarse cell.
    expect((await seeker.browser.post("/api/v1/profiles/filter", from("1011AB", 30))).status).toBe(200);
    expect((await seeker.browser.post("/api/v1/profiles/filter", from("3581KW", 5))).status).toBe(200);
    // Without a distance nothing is counted.
    expect((await seeker.browser.post("/api/v1/profiles/filter", filterBody({ Forms: [RA] }))).status).toBe(200);

    // A visitor's places are counted per IP.
    const ip = new Browser().ip;
    for (const postcode of ["1011AB", "2311EZ", "3011AD", "3511LX", "5611AA"]) {
      expect((await new Browser(ip).post("/api/v1/profiles/filter", from(postcode, 10))).status).toBe(200);
    }
    const visitor = await new Browser(ip).post("/api/v1/profiles/filter", from("6511AA", 10));
    expect(visitor.status).toBe(429);
    expect(visitor.json.message).toBe(TEXT.centresPerDay);
    expect((await new Browser().post("/api/v1/profiles/filter", from("6511AA", 10))).status).toBe(200);
  }, 60_000);
});

describe("GET /profiles/profile/{id} and blogstats", () => {
  it("shows a profile to participants, 403 to a visitor on a private profile, 404 for an unknown one", async () => {
    const profile = await anna.browser.get(`/api/v1/profiles/profile/${carla.id}`);
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      Id: carla.id,
      Forms: [RA, JICHT],
      ContactStatus: "none",
      Biography: "",
      RecentConversations: [],
    });
    const visitor = new Browser();
    const refused = await visitor.get(`/api/v1/profiles/profile/${carla.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      "Dit profiel is alleen te zien voor deelnemers. Log in of registreer je om het te zien.",
    );
    expect((await visitor.get(`/api/v1/profiles/profile/${anna.id}`)).status).toBe(200);
    const unknown = await anna.browser.get("/api/v1/profiles/profile/00000000-0000-4000-8000-00000000ffff");
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Dit profiel bestaat niet (meer).");
    expect((await anna.browser.get("/api/v1/profiles/profile/abc")).status).toBe(404);
  });

  it("answers the real blog statistics: the stories the caller may read and the followers", async () => {
    const stats = (who: Browser, id: string) => who.get(`/api/v1/profiles/profile/blogstats/${id}`);
    const dirk = await member(sink, sql, { prefix: "Dirk" });
    expect((await stats(anna.browser, dirk.id)).json).toEqual({ Blogs: 0, BlogPosts: 0, Followers: 0, BlogSlug: null });

    const open = await writeStory(anna, { Title: "Open verhaal", Visibility: "public" });
    await writeStory(anna, { Title: "Voor deelnemers", Visibility: "participants" });
    await writeStory(anna, { Title: "Nog niet af", Published: false });
    expect((await bram.browser.post(`/api/v1/CustomBlog/${open.Blog.Id}/follow`)).status).toBe(200);
    expect((await carla.browser.post(`/api/v1/CustomBlog/${open.Blog.Id}/follow`)).status).toBe(200);

    expect((await stats(bram.browser, anna.id)).json).toEqual({
      Blogs: 1,
      BlogPosts: 2,
      Followers: 2,
      BlogSlug: open.Blog.Slug,
    });
    expect((await stats(new Browser(), anna.id)).json).toEqual({
      Blogs: 1,
      BlogPosts: 1,
      Followers: 2,
      BlogSlug: open.Blog.Slug,
    });
    expect((await stats(new Browser(), carla.id)).status).toBe(403);
    expect((await new Browser().get(`/api/v1/profiles/ismod/${anna.id}`)).text).toBe("false");
  });
});

describe("GET /profiles/searchbyusername", () => {
  it("finds members by the start of their username, case-insensitive", async () => {
    const prefix = carla.account.Username.slice(0, 8).toLowerCase();
    const found = await anna.browser.get(
      `/api/v1/profiles/searchbyusername?username=${prefix}&page_index=0&page_size=12`,
    );
    expect(found.status).toBe(200);
    expect((found.json.Items as { Id: string }[]).map((i) => i.Id)).toContain(carla.id);
    const visitor = await new Browser().get(`/api/v1/profiles/searchbyusername?username=${prefix}`);
    expect((visitor.json.Items as { Id: string }[]).map((i) => i.Id)).not.toContain(carla.id);
  });

  it("refuses other characters than a username's with the field's Dutch text, and finds a private profile for participants only", async () => {
    const refused = await anna.browser.get("/api/v1/profiles/searchbyusername?username=%25");
    expect(refused.status).toBe(400);
    expect(refused.json.errors.username).toEqual([
      "Een gebruikersnaam heeft alleen letters en cijfers. Zoek zonder spaties of andere tekens.",
    ]);
    const spaced = await anna.browser.get("/api/v1/profiles/searchbyusername?username=an%20na");
    expect(spaced.json.errors.username).toHaveLength(1);
    const long = await anna.browser.get(`/api/v1/profiles/searchbyusername?username=${"a".repeat(21)}`);
    expect(long.json.errors.username).toEqual([
      "Een gebruikersnaam is niet langer dan 20 tekens. Zoek met minder tekens.",
    ]);
    // Spaces around the name do not count; carla's profile is private: a participant finds it, a visitor does not.
    const name = encodeURIComponent(` ${carla.account.Username} `);
    const participant = await anna.browser.get(`/api/v1/profiles/searchbyusername?username=${name}`);
    expect(participant.json).toMatchObject({ Total: 1, Items: [{ Id: carla.id, Public: false }] });
    const visitor = await new Browser().get(`/api/v1/profiles/searchbyusername?username=${name}`);
    expect(visitor.json).toMatchObject({ Total: 0, Items: [] });
  });
});

describe("pause and blocks", () => {
  it("hides a paused member from the directory until the pause ends", async () => {
    const dirk = await memberWithProfile(sink, sql, "Dirk", { postcode: "3511LX", houseNumber: 7 });
    expect(await idsFound(anna.browser, filterBody())).toContain(dirk.id);
    const paused = await dirk.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 2 } });
    expect(paused.status).toBe(200);
    const until = new Date(paused.json.PausedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(13.9 * 24 * 3600_000);
    expect(await idsFound(anna.browser, filterBody())).not.toContain(dirk.id);
    expect((await anna.browser.get(`/api/v1/profiles/profile/${dirk.id}`)).status).toBe(404);
    expect((await dirk.browser.get("/api/v1/profiles/pause")).json.PausedUntil).toBe(paused.json.PausedUntil);
    expect((await dirk.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 3 } })).status).toBe(400);
    await dirk.browser.call("PUT", "/api/v1/profiles/pause", { body: { Weeks: 0 } });
    expect(await idsFound(anna.browser, filterBody())).toContain(dirk.id);
  }, 60_000);

  it("keeps two members apart in both directions after a block or mute", async () => {
    const esther = await memberWithProfile(sink, sql, "Esther", {});
    const fatima = await memberWithProfile(sink, sql, "Fatima", {});
    expect((await esther.browser.post(`/api/v1/CustomContactlink/block/${fatima.id}`, { Kind: "mute" })).status).toBe(
      204,
    );
    expect(await idsFound(esther.browser, filterBody())).not.toContain(fatima.id);
    expect(await idsFound(fatima.browser, filterBody())).not.toContain(esther.id);
    const request = await fatima.browser.post("/api/v1/CustomContactlink", {
      ContactUserId: esther.id,
      Message: "Hoi!",
    });
    expect(request.status).toBe(404);
    expect((await esther.browser.get("/api/v1/CustomContactlink/blocks")).json).toEqual([
      expect.objectContaining({ UserId: fatima.id, Kind: "mute" }),
    ]);
    expect((await esther.browser.call("DELETE", `/api/v1/CustomContactlink/block/${fatima.id}`)).status).toBe(204);
    expect(await idsFound(fatima.browser, filterBody())).toContain(esther.id);
  }, 60_000);
});

describe("community access (RoleRequest)", () => {
  it("keeps existing members approved, and lets a moderator approve a request from the queue", async () => {
    expect((await anna.browser.get(`/api/v1/CustomUser/AccessRoles/${anna.id}`)).json).toEqual({
      Community: "Approved",
    });
    const invited = await member(sink, sql, { prefix: "Gast" });
    await sql`update public.profiles set accepted_terms_at = null where id = ${invited.id}`;
    expect((await invited.browser.get(`/api/v1/CustomUser/AccessRoles/${invited.id}`)).json).toEqual({
      Community: "None",
    });

    const asked = await invited.browser.post("/api/v1/profiles/access-request", {
      Motivation: "Ik heb sinds kort reuma.",
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      Community: "None",
      Request: { Status: "pending", Motivation: "Ik heb sinds kort reuma." },
    });
    const again = await invited.browser.post("/api/v1/profiles/access-request", {});
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Je aanvraag is al verstuurd. Een moderator bekijkt hem zo snel mogelijk.");

    expect((await anna.browser.get("/api/v1/profiles/access-requests")).status).toBe(403);
    const moderator = await member(sink, sql, { prefix: "Mod" });
    await makePlatformModerator(sql, moderator.id);
    const queue = await moderator.browser.get("/api/v1/profiles/access-requests");
    const request = (queue.json as { Id: number; UserId: string }[]).find((r) => r.UserId === invited.id)!;
    expect(request).toBeDefined();
    expect((await moderator.browser.post(`/api/v1/profiles/access-requests/${request.Id}/approve`)).status).toBe(204);
    expect((await moderator.browser.post(`/api/v1/profiles/access-requests/${request.Id}/deny`)).status).toBe(404);
    expect((await invited.browser.get(`/api/v1/CustomUser/AccessRoles/${invited.id}`)).json).toEqual({
      Community: "Approved",
    });
    expect((await anna.browser.post("/api/v1/profiles/access-request", {})).json.message).toBe(
      "Je hebt al toegang tot de community.",
    );
  }, 60_000);
});
