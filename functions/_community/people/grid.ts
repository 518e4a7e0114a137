/**
 * The grid of directory locations. A member's search point is their address rounded to 0.01°
 * (decision 131), so every member sits on a grid point (cell_lat, cell_long) = (lat, long) × 100,
 * kept beside the point in app_private.member_directory_rows and in a B-tree index. A distance
 * filter reads the grid rows of the circle's bounding box there (one index range per grid row),
 * then keeps the exact circle with the same test as before (`cube_distance <= gc_to_sec`). The box
 * is rounded outwards (with a small slack for floating point), so it can only add candidates, never
 * lose one.
 */

/** The sphere of the earthdistance extension (`earth()`, metres). */
export const EARTH_RADIUS_M = 6_378_168;
/** Grid points per degree (rounding to 0.01°). */
export const GRID_PER_DEGREE = 100;

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
