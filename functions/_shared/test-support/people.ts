/**
 * For the people and contacts integration tests: participants with a profile saved through the real
 * calls (address geocoded by the embedded geocoder, consent when health fields are wanted).
 */
import type postgres from "postgres";
import type { MailSink } from "../mail/sink";
import { registerFunctions } from "./api";
import { member, type Member } from "./community";

/** The handlers the directory tests call: profiles, contact links, the profile form and account settings. */
export function registerDirectoryFunctions(): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
  registerFunctions(
    require("../../profiles/profiles.mts"),
    require("../../contactlink/contactlink.mts"),
    require("../../customprofile/customprofile.mts"),
    require("../../custom-user/custom-user.mts"),
  );
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export type ProfileSetup = {
  postcode?: string;
  houseNumber?: number;
  birthYear?: number;
  gender?: 0 | 1 | 2;
  consent?: boolean;
  forms?: number[];
  relation?: number;
  interests?: string[];
  public?: boolean;
  established?: boolean;
  /** "Vindbaar op afstand" (decision 321): off unless set. */
  findable?: boolean;
};

export async function memberWithProfile(
  sink: MailSink,
  sql: postgres.Sql,
  prefix: string,
  setup: ProfileSetup,
): Promise<Member> {
  const who = await member(sink, sql, { prefix, established: setup.established ?? true });
  if (setup.consent) {
    const consent = await who.browser.post("/api/v1/customprofile/add-consent", { location: "test" });
    if (consent.status !== 204) throw new Error(`add-consent answered ${consent.status}`);
  }
  const saved = await who.browser.call("PUT", "/api/v1/customprofile", {
    body: {
      Gender: setup.gender ?? 0,
      BirthYear: setup.birthYear ?? null,
      Postcode: setup.postcode ?? "",
      HouseNumber: setup.postcode ? (setup.houseNumber ?? 1) : null,
      RelationWithRheumatism: setup.relation ?? null,
      Forms: setup.forms ?? [],
      Interests: setup.interests ?? [],
      FindableByDistance: setup.findable ?? false,
    },
  });
  if (saved.status !== 200) throw new Error(`PUT customprofile answered ${saved.status}: ${saved.text}`);
  if (setup.public) await sql`update public.profiles set profile_public = true where id = ${who.id}`;
  return who;
}

/** An empty filter body with some fields set. */
export function filterBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { Roles: [], Genders: [], AgeRanges: [], Interests: [], Forms: [], Distance: null, ...fields };
}

/** The ids of every member a filter finds (all pages of 48). */
export async function idsFound(browser: Member["browser"], body: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < 100; index += 1) {
    const answer = await browser.post(`/api/v1/profiles/filter?page_index=${index}&page_size=48`, body);
    if (answer.status !== 200) throw new Error(`filter answered ${answer.status}: ${answer.text}`);
    const items = answer.json.Items as { Id: string }[];
    ids.push(...items.map((item) => item.Id));
    if (items.length < 48) break;
  }
  return ids;
}

/** The kept numbers per grid block and public flag that are not zero, as "lat,long flag" -> members. */
export async function keptBlocks(sql: postgres.Sql): Promise<Record<string, number>> {
  const rows = await sql<{ key: string; n: number }[]>`
    select block_lat || ',' || block_long || ' ' || profile_public as key, members::int as n from app_private.member_directory_blocks where members <> 0`;
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** The same numbers counted from the directory rows (a block is 3 x 3 grid points). */
export async function countedBlocks(sql: postgres.Sql): Promise<Record<string, number>> {
  const rows = await sql<{ key: string; n: number }[]>`
    select floor(cell_lat / 3.0) || ',' || floor(cell_long / 3.0) || ' ' || profile_public as key, count(*)::int as n
    from app_private.member_directory_rows where cell_lat is not null group by 1`;
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** The kept numbers per grid point and public flag that are not zero, as "lat,long flag" -> members (with the point's block row and earth point checked). */
export async function keptCells(sql: postgres.Sql): Promise<Record<string, number>> {
  const rows = await sql<{ key: string; n: number }[]>`
    select c.cell_lat || ',' || c.cell_long || ' ' || c.profile_public as key, c.members::int as n
    from app_private.member_directory_cells c
    where c.members <> 0
      and (c.block_lat <> floor(c.cell_lat / 3.0)
        or c.earth_point <> ll_to_earth(c.cell_lat / 100.0::float8, c.cell_long / 100.0::float8)) is not true`;
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** The same numbers counted from the directory rows. */
export async function countedCells(sql: postgres.Sql): Promise<Record<string, number>> {
  const rows = await sql<{ key: string; n: number }[]>`
    select cell_lat || ',' || cell_long || ' ' || profile_public as key, count(*)::int as n
    from app_private.member_directory_rows where cell_lat is not null group by 1`;
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}
