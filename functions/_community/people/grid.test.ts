import { DISTANCES_KM } from "../../../src/domain/people";
import {
  coarseCellBounds,
  coarseCellOf,
  distanceBandOf,
  EARTH_RADIUS_M,
  GRID_PER_DEGREE,
  gridBoxOf,
  snapToCoarseCell,
} from "./grid";

const radians = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance on the earthdistance sphere. */
function metersBetween(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.long - a.long) / 2) ** 2;
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
      const reach =
        Math.ceil(((meters / EARTH_RADIUS_M) * 180 * GRID_PER_DEGREE) / Math.PI / Math.cos(radians(centre.lat))) + 5;
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

describe("the coarse cells (decision 321)", () => {
  it("snaps every point of a cell to the cell's centre, a grid point inside it", () => {
    const cell = coarseCellBounds({ lat: 52.0907, long: 5.1214 });
    expect(cell).toEqual({ south: 52.05, north: 52.1, west: 5.11, east: 5.18 });
    for (const point of [
      { lat: 52.0501, long: 5.1101 },
      { lat: 52.0999, long: 5.1799 },
      { lat: 52.0907, long: 5.1214 },
    ]) {
      expect(snapToCoarseCell(point)).toEqual({ lat: 52.07, long: 5.14 });
      expect(coarseCellOf(point)).toEqual({ cellLat: 5207, cellLong: 514 });
    }
    expect(snapToCoarseCell({ lat: 52.1001, long: 5.1214 })).toEqual({ lat: 52.12, long: 5.14 });
    expect(snapToCoarseCell({ lat: 52.0907, long: 5.1801 })).toEqual({ lat: 52.07, long: 5.21 });
  });

  it("are about 5 by 5 km in the Netherlands (25 to 28 km²)", () => {
    for (const lat of [50.75, 52, 53.5]) {
      const c = coarseCellBounds({ lat, long: 5 });
      const height = metersBetween({ lat: c.south, long: c.west }, { lat: c.north, long: c.west });
      const width = metersBetween(
        { lat: (c.south + c.north) / 2, long: c.west },
        { lat: (c.south + c.north) / 2, long: c.east },
      );
      expect(height / 1000).toBeCloseTo(5.56, 1);
      expect(width / 1000).toBeGreaterThan(4.6);
      expect(width / 1000).toBeLessThan(5);
      expect((height * width) / 1e6).toBeGreaterThan(25);
      expect((height * width) / 1e6).toBeLessThan(28);
    }
  });
});

describe("distanceBandOf", () => {
  const chord = (m: number) => 2 * EARTH_RADIUS_M * Math.sin(m / (2 * EARTH_RADIUS_M));
  it("is the smallest band whose circle holds the member, none beyond 30 km", () => {
    expect(distanceBandOf(null)).toBeNull();
    expect(distanceBandOf(0)).toBe(5);
    expect(distanceBandOf(chord(5000))).toBe(5);
    expect(distanceBandOf(chord(5001))).toBe(10);
    expect(distanceBandOf(chord(19_999))).toBe(20);
    expect(distanceBandOf(chord(30_000))).toBe(30);
    expect(distanceBandOf(chord(30_001))).toBeNull();
  });
});
