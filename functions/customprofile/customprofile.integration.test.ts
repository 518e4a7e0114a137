/**
 * /api/v1/customprofile, /custom_term, /profiles/ismod and /storage through the real handlers,
 * against the real test database, with the embedded geocoder and storage (files in a temp folder).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type postgres from "postgres";
import sharp from "sharp";
import type { MailSink } from "../_shared/mail/sink";
import { loggedInParticipant, uploadFile, type TestAccount } from "../_shared/test-support/participants";
import { anonymous, asUser, createDb, withTransaction } from "../_shared/db";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { testSql } from "../_shared/test-support/database";
import { startTestMailSink } from "../_shared/test-support/mail";

/* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
registerFunctions(
  require("./customprofile.mts"),
  require("../customprofile-photo/customprofile-photo.mts"),
  require("../custom-term/custom-term.mts"),
  require("../profiles/profiles.mts"),
  require("../storage/storage.mts"),
);
/* eslint-enable @typescript-eslint/no-require-imports */

const TEXT = {
  notRecognised: "Deze combinatie van postcode en huisnummer wordt niet herkend.",
  postcodeInvalid: "Vul een geldige postcode in, bijvoorbeeld 1234 AB.",
  houseNumberRequired: "Vul ook je huisnummer in, of maak de postcode leeg.",
  notAnImage: "Dit bestand is geen foto. Kies een foto in JPG-, PNG-, WebP- of GIF-formaat.",
  tooLarge: "Deze foto is te groot. Kies een foto van maximaal 4 MB.",
  unauthorized: "Je bent niet ingelogd. Log in om verder te gaan.",
  antiforgery: "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.",
};

let sink: MailSink;
let sql: postgres.Sql;
let storageDir: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), "reumanl-storage-"));
  process.env.DATA_DIR = storageDir;
  sink = await startTestMailSink();
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
  await sink.stop();
  rmSync(storageDir, { recursive: true, force: true });
  process.env.DATA_DIR = previousDataDir;
});

const FULL_PROFILE = {
  Gender: 2,
  BirthYear: 1961,
  Biography: "Ik wandel graag, als mijn knieën het toelaten.",
  Postcode: "3511 lx",
  HouseNumber: 12,
  RelationWithRheumatism: 70509,
  Forms: [71001, 71022],
  Phase: "stabiel",
  Interests: ["bewegen", "medicijnen"],
};

async function jpegWithGps(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "Jan Jansen", ImageDescription: "Thuis in Utrecht" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 5/1 2652/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "5/1 7/1 1704/100",
      },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

describe("GET and PUT /api/v1/customprofile", () => {
  let me: TestAccount;
  beforeAll(async () => {
    me = await loggedInParticipant(sink);
  });

  it("refuses an anonymous caller", async () => {
    const answer = await new Browser().get("/api/v1/customprofile");
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe(TEXT.unauthorized);
  });

  it("answers an empty profile at first, with the relation 'Dit wil ik niet delen' (70516)", async () => {
    const answer = await me.browser.get("/api/v1/customprofile");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      Id: me.id,
      Username: me.username,
      IsVolunteer: false,
      PhotoUrl: null,
      Gender: 0,
      BirthYear: null,
      Biography: "",
      Postcode: "",
      HouseNumber: null,
      GaveConsent: false,
      RelationWithRheumatism: 70516,
      Forms: [],
      Phase: null,
      Interests: [],
    });
    expect(new Date(answer.json.MemberSince).getFullYear()).toBe(new Date().getFullYear());
  });

  it("refuses a postcode and house number the geocoder does not know, at the postcode field", async () => {
    const answer = await me.browser.call("PUT", "/api/v1/customprofile", {
      body: { ...FULL_PROFILE, Postcode: "9999 ZZ", HouseNumber: 3 },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: "AddressNotRecognised",
      message: TEXT.notRecognised,
      errors: { Postcode: [TEXT.notRecognised] },
    });
    const [row] =
      await sql`select count(*)::int as n from public.profile_details where user_id = ${me.id} and postcode is not null`;
    expect(row!.n).toBe(0);
  });

  it.each([
    ["a postcode starting with 0", "0123AB", TEXT.postcodeInvalid],
    ["a postcode with SS", "1234 SS", TEXT.postcodeInvalid],
  ])("refuses %s", async (_, postcode, text) => {
    const answer = await me.browser.call("PUT", "/api/v1/customprofile", {
      body: { ...FULL_PROFILE, Postcode: postcode },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.Postcode).toEqual([text]);
  });

  it("refuses a postcode without a house number", async () => {
    const answer = await me.browser.call("PUT", "/api/v1/customprofile", {
      body: { ...FULL_PROFILE, HouseNumber: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.HouseNumber).toEqual([TEXT.houseNumberRequired]);
  });

  it("refuses a save without the anti-forgery token", async () => {
    const answer = await me.browser.call("PUT", "/api/v1/customprofile", { body: FULL_PROFILE, antiforgery: false });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(TEXT.antiforgery);
  });

  it("without consent stores the about fields and interests but NOT the health fields", async () => {
    const answer = await me.browser.call("PUT", "/api/v1/customprofile", { body: FULL_PROFILE });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      Gender: 2,
      BirthYear: 1961,
      Postcode: "3511LX",
      HouseNumber: 12,
      Interests: ["bewegen", "medicijnen"],
      GaveConsent: false,
      RelationWithRheumatism: 70516,
      Forms: [],
      Phase: null,
    });
    expect(answer.json).not.toHaveProperty("Latitude");
    expect(answer.text).not.toMatch(/52\.09|latitude/i);
    const [row] = await sql`
      select relation_term, cardinality(forms) as forms, phase, latitude from public.profile_details where user_id = ${me.id}`;
    expect(row).toMatchObject({ relation_term: null, forms: 0, phase: null });
    expect(row!.latitude).toBeCloseTo(52.0907, 3);
  });

  it("with consent stores the health fields; withdrawing consent erases them", async () => {
    expect((await me.browser.get("/api/v1/customprofile/gave-consent")).text).toBe("false");
    const add = await me.browser.post("/api/v1/customprofile/add-consent", { location: "profielpagina" });
    expect(add.status).toBe(204);
    expect((await me.browser.get("/api/v1/customprofile/gave-consent")).text).toBe("true");

    const saved = await me.browser.call("PUT", "/api/v1/customprofile", { body: FULL_PROFILE });
    expect(saved.json).toMatchObject({
      GaveConsent: true,
      RelationWithRheumatism: 70509,
      Forms: [71001, 71022],
      Phase: "stabiel",
    });

    const removed = await me.browser.call("DELETE", "/api/v1/customprofile/delete-consent");
    expect(removed.status).toBe(204);
    expect((await me.browser.get("/api/v1/customprofile/gave-consent")).text).toBe("false");
    const [row] = await sql`
      select relation_term, cardinality(forms) as forms, phase, consent_given_at, consent_location
      from public.profile_details where user_id = ${me.id}`;
    expect(row).toEqual({ relation_term: null, forms: 0, phase: null, consent_given_at: null, consent_location: null });
    expect((await me.browser.get("/api/v1/customprofile")).json).toMatchObject({
      RelationWithRheumatism: 70516,
      Forms: [],
      Phase: null,
    });
  });

  it("keeps the fields a save omits: {} never wipes a profile", async () => {
    await me.browser.post("/api/v1/customprofile/add-consent", { location: "profielpagina" });
    const full = (await me.browser.call("PUT", "/api/v1/customprofile", { body: FULL_PROFILE })).json;
    expect(full).toMatchObject({
      Biography: FULL_PROFILE.Biography,
      RelationWithRheumatism: 70509,
      Phase: "stabiel",
      Postcode: "3511LX",
    });

    const empty = await me.browser.call("PUT", "/api/v1/customprofile", { body: {} });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual(full);

    const one = await me.browser.call("PUT", "/api/v1/customprofile", { body: { Biography: "Nu met een hond." } });
    expect(one.status).toBe(200);
    expect(one.json).toEqual({ ...full, Biography: "Nu met een hond." });
    const [row] =
      await sql`select postcode, latitude, relation_term, phase from public.profile_details where user_id = ${me.id}`;
    expect(row).toMatchObject({ postcode: "3511LX", relation_term: 70509, phase: "stabiel" });
    expect(row!.latitude).toBeCloseTo(52.0907, 3);

    // Emptying a field is still possible, and the rules see the stored values of the others.
    const cleared = await me.browser.call("PUT", "/api/v1/customprofile", { body: { Biography: "", Phase: null } });
    expect(cleared.json).toMatchObject({ Biography: "", Phase: null, Postcode: "3511LX", HouseNumber: 12 });
    const half = await me.browser.call("PUT", "/api/v1/customprofile", { body: { HouseNumber: null } });
    expect(half.status).toBe(400);
    expect(half.json.errors.HouseNumber).toEqual([TEXT.houseNumberRequired]);
    await me.browser.call("DELETE", "/api/v1/customprofile/delete-consent");
  });

  it("refuses an unknown relation, form or interest", async () => {
    const answer = await me.browser.call("PUT", "/api/v1/customprofile", {
      body: { ...FULL_PROFILE, RelationWithRheumatism: 123, Forms: [1], Interests: ["koken"] },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors).sort()).toEqual(["Forms", "Interests", "RelationWithRheumatism"]);
  });

  it("refuses add-consent without a location", async () => {
    const answer = await me.browser.post("/api/v1/customprofile/add-consent", {});
    expect(answer.status).toBe(400);
  });

  it("keeps one person's profile away from another (RLS and service)", async () => {
    const other = await loggedInParticipant(sink);
    const answer = await other.browser.get("/api/v1/customprofile");
    expect(answer.json.Id).toBe(other.id);
    expect(answer.json.Biography).toBe("");
  });
});

describe("POST and DELETE /api/v1/customprofile/photo", () => {
  let me: TestAccount;
  beforeAll(async () => {
    me = await loggedInParticipant(sink);
  });

  it("refuses a text file disguised as a JPEG (name and content type say image)", async () => {
    const bytes = new TextEncoder().encode("Dit is geen foto maar een tekstbestand.\n".repeat(20));
    const answer = await uploadFile(me.browser, "/api/v1/customprofile/photo", {
      bytes,
      name: "x.jpg",
      type: "image/jpeg",
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: "NotAnImage",
      message: TEXT.notAnImage,
      errors: { photo: [TEXT.notAnImage] },
    });
  });

  it("refuses an SVG (a script could hide in it)", async () => {
    const bytes = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const answer = await uploadFile(me.browser, "/api/v1/customprofile/photo", {
      bytes,
      name: "x.png",
      type: "image/png",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("NotAnImage");
  });

  it("refuses a photo over 4 MB", async () => {
    const bytes = new Uint8Array(4 * 1024 * 1024 + 10);
    const answer = await uploadFile(me.browser, "/api/v1/customprofile/photo", {
      bytes,
      name: "groot.jpg",
      type: "image/jpeg",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(TEXT.tooLarge);
  });

  it("stores a 360×360 JPEG without EXIF or GPS, served with safe headers, and replaces the previous one", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from("Jan Jansen"))).toBe(true);

    const answer = await uploadFile(me.browser, "/api/v1/customprofile/photo", {
      bytes: original,
      name: "vakantie.png",
      type: "text/plain",
    });
    expect(answer.status).toBe(200);
    const url: string = answer.json.PhotoUrl;
    expect(url).toMatch(new RegExp(`^/api/v1/storage/avatars/${me.id}/[A-Za-z0-9_-]{16}\\.jpg$`));

    const served = await new Browser().get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const file = path.join(storageDir, "storage", ...url.replace("/api/v1/storage/", "").split("/"));
    const stored = await sharp(file).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 360, height: 360 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();

    const second = await uploadFile(me.browser, "/api/v1/customprofile/photo", {
      bytes: original,
      name: "b.jpg",
      type: "image/jpeg",
    });
    expect(second.json.PhotoUrl).not.toBe(url);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(path.join(storageDir, "storage", "avatars", me.id))).toHaveLength(1);
  });

  it("removes the photo from the profile and from storage", async () => {
    const before = (await me.browser.get("/api/v1/customprofile")).json.PhotoUrl as string;
    expect(before).toBeTruthy();
    const answer = await me.browser.call("DELETE", "/api/v1/customprofile/photo");
    expect(answer.status).toBe(200);
    expect(answer.json.PhotoUrl).toBeNull();
    expect((await new Browser().get(before)).status).toBe(404);
    expect(readdirSync(path.join(storageDir, "storage", "avatars", me.id))).toHaveLength(0);
  });

  it("refuses a storage path outside the buckets", async () => {
    expect((await new Browser().get("/api/v1/storage/avatars/..%2F..%2Fapp-secret")).status).toBe(404);
    expect((await new Browser().get("/api/v1/storage/avatars/x%2F..%2F..%2Fy.jpg")).status).toBe(404);
    expect((await new Browser().get("/api/v1/storage/Avatars/x/y.jpg")).status).toBe(404);
  });
});

describe("row-level security on the new tables", () => {
  it("lets a participant read and write only their own profile details", async () => {
    const a = await loggedInParticipant(sink);
    const b = await loggedInParticipant(sink);
    await b.browser.call("PUT", "/api/v1/customprofile", { body: { Biography: "Van B" } });
    const db = createDb(process.env.DATABASE_URL);
    try {
      const seen = await withTransaction(db, asUser(a.id), (tx) => tx`select user_id from public.profile_details`);
      expect(seen.map((row) => row.userId)).not.toContain(b.id);
      const changed = await withTransaction(
        db,
        asUser(a.id),
        (tx) => tx`update public.profile_details set biography = 'gehackt' where user_id = ${b.id}`,
      );
      expect(changed.count).toBe(0);
      await expect(
        withTransaction(
          db,
          asUser(a.id),
          (tx) => tx`insert into public.profile_details (user_id) values (${b.id}) on conflict do nothing`,
        ),
      ).rejects.toThrow(/row-level security/);
      await expect(withTransaction(db, anonymous, (tx) => tx`select * from public.profile_details`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        withTransaction(db, asUser(a.id), (tx) => tx`select * from app_private.deletion_requests`),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withTransaction(db, asUser(a.id), (tx) => tx`insert into public.moderators (user_id) values (${a.id})`),
      ).rejects.toThrow(/permission denied/);
      const terms = await withTransaction(
        db,
        anonymous,
        (tx) => tx`select count(*)::int as n from public.terms where vocabulary in ('relationship_with', 'treatments')`,
      );
      expect(terms[0]!.n).toBe(45);
    } finally {
      await db.end({ timeout: 2 });
    }
    const [row] = await sql`select biography from public.profile_details where user_id = ${b.id}`;
    expect(row!.biography).toBe("Van B");
  });

  it("refuses health data without consent in the table itself, not only in the service", async () => {
    const me = await loggedInParticipant(sink);
    await me.browser.call("PUT", "/api/v1/customprofile", { body: {} });
    await expect(sql`update public.profile_details set relation_term = 70509 where user_id = ${me.id}`).rejects.toThrow(
      /profile_details_health_needs_consent/,
    );
  });
});

describe("GET /api/v1/custom_term and /profiles/ismod", () => {
  it("answers the relations 70509–70516 as terms", async () => {
    const answer = await new Browser().get("/api/v1/custom_term/relationship_with");
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(8);
    expect(answer.json[0]).toEqual({ TermNumber: 70509, Name: "Ik heb zelf reuma" });
    expect(answer.json[7]).toEqual({ TermNumber: 70516, Name: "Dit wil ik niet delen" });
  });

  it("answers the 37 forms of rheumatism, including 'Nog geen diagnose' and 'Andere vorm'", async () => {
    const answer = await new Browser().get("/api/v1/custom_term/treatments");
    expect(answer.json).toHaveLength(37);
    expect(answer.json).toEqual(
      expect.arrayContaining([
        { TermNumber: 71036, Name: "Nog geen diagnose" },
        { TermNumber: 71037, Name: "Andere vorm" },
      ]),
    );
  });

  it("finds terms by their names, ignoring case", async () => {
    const answer = await new Browser().get(
      "/api/v1/custom_term/terms-by-names?terms=jicht&terms=Fibromyalgie&terms=onbekend",
    );
    expect(answer.json).toEqual([
      { TermNumber: 71003, Name: "Jicht" },
      { TermNumber: 71022, Name: "Fibromyalgie" },
    ]);
  });

  it("says whether a profile belongs to a moderator, as the text true or false", async () => {
    const me = await loggedInParticipant(sink);
    expect((await new Browser().get(`/api/v1/profiles/ismod/${me.id}`)).text).toBe("false");
    await sql`insert into public.moderators (user_id) values (${me.id})`;
    const answer = await new Browser().get(`/api/v1/profiles/ismod/${me.id}`);
    expect(answer.text).toBe("true");
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await new Browser().get("/api/v1/profiles/ismod/not-a-uuid")).text).toBe("false");
  });
});
