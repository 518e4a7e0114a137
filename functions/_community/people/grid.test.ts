import { DISTANCES_KM } from "../../../src/domain/people";
import { EARTH_RADIUS_M, GRID_PER_DEGREE, gridBoxOf } from "./grid";

const radians = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance on the earthdistance sphere. */
function metersBetween(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.long - a.long) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe("gridBoxOf", () => {
  const centres = [
    { lat: 52.0907, long: 5.1214 }, // Utrecht
    { lat: 53.4, long: 6.9 },
    { lat: 50.76, long: 3.36 },
    { lat: 52.005, long: 4.995 }, // halfway between grid points
    { lat: 51.999999, long: 5.000001 },
  ];

  it.each(DISTANCES_KM.filter((km) => km > 0))("holds every grid point within %i km, and little more", (km) => {
    const meters = km * 1000;
    for (const centre of centres) {
      const box = gridBoxOf(centre, meters)!;
      const inBox = (la: number, lo: number) => box.lats.includes(la) && lo >= box.longFrom && lo <= box.longTo;
      let inside = 0;
      const reach = Math.ceil(((meters / EARTH_RADIUS_M) * 180 * GRID_PER_DEGREE) / Math.PI / Math.cos(radians(centre.lat))) + 5;
      const la0 = Math.round(centre.lat * GRID_PER_DEGREE);
      const lo0 = Math.round(centre.long * GRID_PER_DEGREE);
      for (let la = la0 - reach; la <= la0 + reach; la += 1) {
        for (let lo = lo0 - reach; lo <= lo0 + reach; lo += 1) {
          if (metersBetween(centre, { lat: la / GRID_PER_DEGREE, long: lo / GRID_PER_DEGREE }) <= meters) {
            inside += 1;
            expect(inBox(la, lo)).toBe(true);
          }
        }
      }
      const boxed = box.lats.length * (box.longTo - box.longFrom + 1);
      expect(inside).toBeGreaterThan(0);
      // The bounding box of a circle holds 4/π of it; rounding outwards adds a grid step at most.
      expect(boxed / inside).toBeLessThan(km <= 5 ? 1.9 : 1.6);
    }
  });

  it("gives no box for a circle around a pole or a negative distance", () => {
    expect(gridBoxOf({ lat: 89.9, long: 0 }, 30_000)).toBeNull();
    expect(gridBoxOf({ lat: 52, long: 5 }, -1)).toBeNull();
  });
});
