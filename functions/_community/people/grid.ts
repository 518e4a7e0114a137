/**
 * The grid of directory locations. A member's search point is the centre of the coarse cell of
 * their address (decisions 131, 321): 0.05° of latitude by 0.07° of longitude, whose centre lies on
 * the 0.01° grid, so every member sits on a grid point (cell_lat, cell_long) (the centre's latitude
 * and longitude × 100), kept beside the point in app_private.member_directory_rows and in a B-tree
 * index. A distance filter reads the grid rows of the circle's bounding box there (one index range
 * per grid row), then keeps the exact circle with the same test as before
 * (`cube_distance <= gc_to_sec`). The box is rounded outwards (with a small slack for floating
 * point), so it can only add candidates, never lose one. The search centre is snapped to the centre
 * of its coarse cell too (`snapToCoarseCell`), so an answer depends on the member's coarse cell only.
 */

import { DISTANCE_BANDS_KM, type DistanceBandKm } from "../../../src/domain/people-options";

/** The sphere of the earthdistance extension (`earth()`, metres). */
export const EARTH_RADIUS_M = 6_378_168;
/** Grid points per degree (rounding to 0.01°). */
export const GRID_PER_DEGREE = 100;

/**
 * A coarse cell is this many grid steps: 5 × 0.01° of latitude by 7 × 0.01° of longitude (about 5.6
 * by 4.8 km in the Netherlands, 25–28 km²). The same rule is in the generated columns of
 * public.profile_details (migration 20261203010000): cell_lat = floor(lat * 20) * 5 + 2,
 * cell_long = floor(long * 100 / 7) * 7 + 3.
 */
export const COARSE_LAT_STEPS = 5;
export const COARSE_LONG_STEPS = 7;

/** The grid point (0.01° units) at the centre of the coarse cell that holds a point. */
export function coarseCellOf(point: { lat: number; long: number }): { cellLat: number; cellLong: number } {
  const lat = Math.floor((point.lat * GRID_PER_DEGREE) / COARSE_LAT_STEPS);
  const long = Math.floor((point.long * GRID_PER_DEGREE) / COARSE_LONG_STEPS);
  return {
    cellLat: lat * COARSE_LAT_STEPS + (COARSE_LAT_STEPS - 1) / 2,
    cellLong: long * COARSE_LONG_STEPS + (COARSE_LONG_STEPS - 1) / 2,
  };
}

/** A search centre snapped to the centre of its coarse cell (what the distance filter searches from). */
export function snapToCoarseCell(point: { lat: number; long: number }): { lat: number; long: number } {
  const { cellLat, cellLong } = coarseCellOf(point);
  return { lat: cellLat / GRID_PER_DEGREE, long: cellLong / GRID_PER_DEGREE };
}

/** The coarse cell's corners (degrees), for the published precision: no answer tells more than this box. */
export function coarseCellBounds(point: { lat: number; long: number }): {
  south: number;
  north: number;
  west: number;
  east: number;
} {
  const { cellLat, cellLong } = coarseCellOf(point);
  const south = cellLat - (COARSE_LAT_STEPS - 1) / 2;
  const west = cellLong - (COARSE_LONG_STEPS - 1) / 2;
  return {
    south: south / GRID_PER_DEGREE,
    north: (south + COARSE_LAT_STEPS) / GRID_PER_DEGREE,
    west: west / GRID_PER_DEGREE,
    east: (west + COARSE_LONG_STEPS) / GRID_PER_DEGREE,
  };
}

export type GridBox = {
  /** The grid rows (cell_lat) the circle can reach, south to north. */
  lats: number[];
  /** The grid columns (cell_long) it can reach: from, to (inclusive). */
  longFrom: number;
  longTo: number;
};

/** A thousandth of a grid step (about a metre): far more than any floating-point error here. */
const SLACK = 1e-3;

const degrees = (radians: number): number => (radians * 180) / Math.PI;
const radians = (deg: number): number => (deg * Math.PI) / 180;

/**
 * The grid rows and columns that hold every grid point within `meters` (great circle) of the
 * centre; null when the circle reaches a pole (no box: the exact test alone decides).
 */
export function gridBoxOf(center: { lat: number; long: number }, meters: number): GridBox | null {
  const angle = meters / EARTH_RADIUS_M;
  const latitude = radians(center.lat);
  if (!(angle >= 0) || angle + Math.abs(latitude) >= Math.PI / 2 - 1e-6) return null;
  // Latitude within the angle; longitude within asin(sin(angle) / cos(lat)) (the widest point of
  // a spherical cap that does not hold a pole).
  const dLat = degrees(angle);
  const dLong = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(latitude))));
  const latFrom = Math.floor((center.lat - dLat) * GRID_PER_DEGREE - SLACK);
  const latTo = Math.ceil((center.lat + dLat) * GRID_PER_DEGREE + SLACK);
  const lats: number[] = [];
  for (let cell = latFrom; cell <= latTo; cell += 1) lats.push(cell);
  return {
    lats,
    longFrom: Math.floor((center.long - dLong) * GRID_PER_DEGREE - SLACK),
    longTo: Math.ceil((center.long + dLong) * GRID_PER_DEGREE + SLACK),
  };
}

/**
 * The band a card shows for a chord (metres, cube_distance) from the centre: the smallest of
 * DISTANCE_BANDS_KM whose circle holds it by the filter's own test (`chord <= gc_to_sec(km)`,
 * gc_to_sec = 2R sin(m / 2R)); null beyond the largest.
 */
export function distanceBandOf(chord: number | null): DistanceBandKm | null {
  if (chord === null || !Number.isFinite(chord)) return null;
  return (
    DISTANCE_BANDS_KM.find((km) => chord <= 2 * EARTH_RADIUS_M * Math.sin((km * 1000) / (2 * EARTH_RADIUS_M))) ?? null
  );
}
