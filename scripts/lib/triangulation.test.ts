import { DEMO_POSTCODES } from "../../functions/_shared/geocoder/demo-postcodes";
import {
  bisect,
  cellAreaKm2,
  guessFrom,
  narrowing,
  postcodeSweep,
  publishedRule,
  ruleBeforeFix,
  type AttackLog,
  type Oracle,
  type Point,
  type Rule,
} from "./triangulation";

const MEMBERS: Point[] = [
  { lat: 52.0907, long: 5.1214 },
  { lat: 51.9241, long: 4.4777 },
  { lat: 52.3702, long: 4.8952 },
];
const POSTCODES = DEMO_POSTCODES.map((p) => ({ lat: p.lat, long: p.long }));
const oracleOf =
  (rule: Rule): Oracle =>
  async (centre, km) =>
    new Set(MEMBERS.flatMap((m, i) => (rule(centre, m, km) ? [i] : [])));

async function attack(rule: Rule): Promise<AttackLog> {
  const log: AttackLog = { searches: [], calls: 0, refused: 0 };
  await postcodeSweep(oracleOf(rule), POSTCODES, log);
  const sweep = [...log.searches];
  await bisect(oracleOf(rule), MEMBERS.length, (i) => guessFrom(sweep, i, rule), log);
  return log;
}

describe("the triangulation model (scripts/triangulation.ts)", () => {
  it("pins a member to their 0.01° grid point under the rule before the fix, as the review did", async () => {
    const log = await attack(ruleBeforeFix);
    for (const [i, truth] of MEMBERS.entries()) {
      const result = narrowing(log.searches, i, truth, ruleBeforeFix, "grid");
      expect(result).toMatchObject({ places: 1, holdsTruth: true });
      expect(result.areaKm2).toBeLessThan(0.8);
    }
  });

  it("leaves at least the member's coarse cell under the published rule", async () => {
    const log = await attack(publishedRule);
    for (const [i, truth] of MEMBERS.entries()) {
      const result = narrowing(log.searches, i, truth, publishedRule, "cell");
      expect(result.holdsTruth).toBe(true);
      expect(result.areaKm2).toBeGreaterThanOrEqual(cellAreaKm2(truth) - 1e-9);
    }
  });
});
