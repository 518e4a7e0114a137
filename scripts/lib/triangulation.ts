/**
 * The attack of issue 35, row 4, as a model: distance searches from chosen centres, and what an
 * attacker who knows the server's rule can infer about each member from the answers (used by
 * scripts/triangulation.ts and its test).
 *
 * - `publishedRule`: the members directory since decision 321: the centre and the member both
 *   snapped to their coarse cell (0.05° × 0.07°), a member found when the cells' centres are within
 *   the range. `ruleBeforeFix`: the member rounded to 0.01°, the centre exact (decision 131).
 * - An attack: the 50 demo postcodes at 30/20/10/5 km, then for every member four bisections of a
 *   centre moving east, west, north and south across the edge of the circle (as PDOK geocodes any
 *   address), 10 steps each.
 * - `narrowing`: the places (coarse cells, or 0.01° grid points for the old rule) where the member
 *   could live given every answer, their area, and whether the truth is among them.
 */
import {
  coarseCellBounds,
  coarseCellOf,
  EARTH_RADIUS_M,
  snapToCoarseCell,
} from "../../functions/_community/people/grid";

export type Point = { lat: number; long: number };
export type Rule = (centre: Point, member: Point, km: number) => boolean;
/** One search: its centre and range, and the members it found (indexes). */
export type Search = { centre: Point; km: number; found: Set<number> };
/** Answers a search as the server (or a simulated rule) does; null when it was refused. */
export type Oracle = (centre: Point, km: number) => Promise<Set<number> | null>;

const radians = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance on the earthdistance sphere, metres. */
export function metersBetween(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.long - a.long) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const publishedRule: Rule = (centre, member, km) =>
  metersBetween(snapToCoarseCell(centre), snapToCoarseCell(member)) <= km * 1000;

const round2 = (value: number): number => Math.round(value * 100) / 100;
export const ruleBeforeFix: Rule = (centre, member, km) =>
  metersBetween(centre, { lat: round2(member.lat), long: round2(member.long) }) <= km * 1000;

/** Area of a box of degrees, km². */
export function boxAreaKm2(south: number, north: number, west: number, east: number): number {
  const height = metersBetween({ lat: south, long: west }, { lat: north, long: west });
  const width = metersBetween({ lat: (south + north) / 2, long: west }, { lat: (south + north) / 2, long: east });
  return (height * width) / 1e6;
}

/** The published precision of a member: the area of their coarse cell. */
export function cellAreaKm2(point: Point): number {
  const c = coarseCellBounds(point);
  return boxAreaKm2(c.south, c.north, c.west, c.east);
}

export type Narrowing = { places: number; areaKm2: number; holdsTruth: boolean; atWindowEdge: boolean };

/**
 * Where member `index` (truly at `truth`) can live given the searches, under `rule` and at its
 * resolution ("cell": coarse cells; "grid": 0.01° grid points), looked for in a window of about 35
 * km around the truth (a region that reaches the window's edge is at least that big).
 */
export function narrowing(
  searches: readonly Search[],
  index: number,
  truth: Point,
  rule: Rule,
  resolution: "cell" | "grid",
): Narrowing {
  const window = 0.32;
  // Searches whose circle stays far from the window cannot rule a candidate out (the window's
  // diagonal is about 47 km, a snapped point moves at most 4 km).
  const relevant = searches.filter((s) => metersBetween(s.centre, truth) <= s.km * 1000 + 70_000);
  const candidates: { point: Point; area: number; edge: boolean }[] = [];
  if (resolution === "cell") {
    for (let lat = truth.lat - window; lat <= truth.lat + window; lat += 0.05) {
      for (let long = truth.long - window * 1.4; long <= truth.long + window * 1.4; long += 0.07) {
        const c = coarseCellBounds({ lat, long });
        const point = { lat: (c.south + c.north) / 2, long: (c.west + c.east) / 2 };
        const edge =
          Math.abs(point.lat - truth.lat) > window - 0.06 || Math.abs(point.long - truth.long) > window * 1.4 - 0.08;
        candidates.push({ point, area: boxAreaKm2(c.south, c.north, c.west, c.east), edge });
      }
    }
  } else {
    const lat0 = round2(truth.lat);
    const long0 = round2(truth.long);
    for (let i = -32; i <= 32; i += 1) {
      for (let j = -45; j <= 45; j += 1) {
        const point = { lat: lat0 + i / 100, long: long0 + j / 100 };
        candidates.push({
          point,
          area: boxAreaKm2(point.lat - 0.005, point.lat + 0.005, point.long - 0.005, point.long + 0.005),
          edge: Math.abs(i) === 32 || Math.abs(j) === 45,
        });
      }
    }
  }
  const truthKey =
    resolution === "cell" ? JSON.stringify(coarseCellOf(truth)) : `${round2(truth.lat)},${round2(truth.long)}`;
  let places = 0;
  let areaKm2 = 0;
  let holdsTruth = false;
  let atWindowEdge = false;
  for (const candidate of candidates) {
    if (!relevant.every((s) => rule(s.centre, candidate.point, s.km) === s.found.has(index))) continue;
    places += 1;
    areaKm2 += candidate.area;
    atWindowEdge ||= candidate.edge;
    const key =
      resolution === "cell"
        ? JSON.stringify(coarseCellOf(candidate.point))
        : `${round2(candidate.point.lat)},${round2(candidate.point.long)}`;
    holdsTruth ||= key === truthKey;
  }
  return { places, areaKm2, holdsTruth, atWindowEdge };
}

/** A point `km` from `from` towards east (90°), west, north or south. */
function moved(from: Point, direction: "east" | "west" | "north" | "south", km: number): Point {
  const dLat = (km * 1000) / EARTH_RADIUS_M / (Math.PI / 180);
  const dLong = dLat / Math.cos(radians(from.lat));
  if (direction === "north") return { lat: from.lat + dLat, long: from.long };
  if (direction === "south") return { lat: from.lat - dLat, long: from.long };
  return { lat: from.lat, long: from.long + (direction === "east" ? dLong : -dLong) };
}

export type AttackLog = { searches: Search[]; calls: number; refused: number };

/** The review's first step: every demo postcode at 30, 20, 10 and 5 km. */
export async function postcodeSweep(oracle: Oracle, postcodes: readonly Point[], log: AttackLog): Promise<void> {
  for (const centre of postcodes) {
    for (const km of [30, 20, 10, 5]) {
      log.calls += 1;
      const found = await oracle(centre, km);
      if (found) log.searches.push({ centre, km, found });
      else log.refused += 1;
    }
  }
}

/**
 * The second step, with any address as centre: for each member, from a guess (the middle of where
 * the first step leaves them) the smallest range that finds them, then four bisections of the
 * centre across the circle's edge. Every answer is kept for every member.
 */
export async function bisect(
  oracle: Oracle,
  members: number,
  guessOf: (index: number) => Point | null,
  log: AttackLog,
  steps = 10,
): Promise<void> {
  const ask = async (centre: Point, km: number): Promise<Set<number> | null> => {
    log.calls += 1;
    const found = await oracle(centre, km);
    if (found) log.searches.push({ centre, km, found });
    else log.refused += 1;
    return found;
  };
  for (let index = 0; index < members; index += 1) {
    const guess = guessOf(index);
    if (!guess) continue;
    let km = 0;
    for (const range of [5, 10, 20, 30]) {
      if ((await ask(guess, range))?.has(index)) {
        km = range;
        break;
      }
    }
    if (!km) continue;
    for (const direction of ["east", "west", "north", "south"] as const) {
      let inside = 0;
      let outside = km * 1.6;
      for (let step = 0; step < steps; step += 1) {
        const middle = (inside + outside) / 2;
        const found = await ask(moved(guess, direction, middle), km);
        if (found?.has(index)) inside = middle;
        else outside = middle;
      }
    }
  }
}

/**
 * The attacker's next guess for a member: the middle of the 0.01° grid points, around the centre of
 * the narrowest search that found them, where `rule` gives every answer seen; null when no search
 * found them.
 */
export function guessFrom(searches: readonly Search[], index: number, rule: Rule): Point | null {
  const hits = searches.filter((s) => s.found.has(index)).sort((a, b) => a.km - b.km);
  const rough = hits[0]?.centre;
  if (!rough) return null;
  const relevant = searches.filter((s) => metersBetween(s.centre, rough) <= s.km * 1000 + 70_000);
  let lat = 0;
  let long = 0;
  let n = 0;
  for (let i = -30; i <= 30; i += 1) {
    for (let j = -45; j <= 45; j += 1) {
      const point = { lat: round2(rough.lat) + i / 100, long: round2(rough.long) + j / 100 };
      if (relevant.every((s) => rule(s.centre, point, s.km) === s.found.has(index))) {
        lat += point.lat;
        long += point.long;
        n += 1;
      }
    }
  }
  return n ? { lat: lat / n, long: long / n } : rough;
}
