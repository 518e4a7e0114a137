import { DISTANCE_OPTIONS, distanceKm, EARTH_DIAMETER_KM, isLocated } from "./distance";

describe("distance (spec 001 §9: Earth diameter 12742 km)", () => {
  it("uses the Earth diameter of 12742 km", () => {
    expect(EARTH_DIAMETER_KM).toBe(12742);
    // Half way round the Earth is half its circumference: π × 12742 / 2.
    expect(distanceKm(0, 0, 0, 180)).toBeCloseTo((Math.PI * 12742) / 2, 6);
  });

  it("measures Utrecht–Amersfoort at about 20 km and a point to itself at 0", () => {
    expect(distanceKm(52.0907, 5.1214, 52.1561, 5.3878)).toBeCloseTo(19.55, 1);
    expect(distanceKm(52.0907, 5.1214, 52.0907, 5.1214)).toBe(0);
  });

  it("is symmetric", () => {
    expect(distanceKm(51.4416, 5.4697, 53.2194, 6.5665)).toBeCloseTo(distanceKm(53.2194, 6.5665, 51.4416, 5.4697), 9);
  });

  it("counts only points with non-zero coordinates as located", () => {
    expect(isLocated({ lat: 0, long: 0 })).toBe(false);
    expect(isLocated({ lat: 52.1, long: 0 })).toBe(true);
  });

  it("offers all, 5, 10, 20, 50 and 100 km", () => {
    expect(DISTANCE_OPTIONS).toEqual([0, 5, 10, 20, 50, 100]);
  });
});
