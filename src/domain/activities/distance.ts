/** Distance between two points on Earth (spec 001 §9: Earth diameter 12742 km), haversine. */
export const EARTH_DIAMETER_KM = 12742;

const RADIANS = Math.PI / 180;

export function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
  const a =
    0.5 -
    Math.cos((lat2 - lat1) * RADIANS) / 2 +
    (Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * (1 - Math.cos((long2 - long1) * RADIANS))) / 2;
  return EARTH_DIAMETER_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, a))));
}

/** An edition counts for the distance filter only with non-zero coordinates (spec 001 §5). */
export function isLocated(point: { lat: number; long: number }): boolean {
  return point.lat !== 0 || point.long !== 0;
}

/** Distance options of the guide in km; 0 is "all" (no distance filter). */
export const DISTANCE_OPTIONS = [0, 5, 10, 20, 50, 100] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS)[number];

export function isDistanceOption(value: number): value is DistanceOption {
  return (DISTANCE_OPTIONS as readonly number[]).includes(value);
}
