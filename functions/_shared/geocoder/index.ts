/** Chooses the geocoder: PDOK with GEOCODER=pdok, the embedded demo table otherwise. */
import { createEmbeddedGeocoder } from "./embedded";
import { createPdokGeocoder } from "./pdok";
import type { Geocoder } from "./provider";

export type { Geocoder, Location } from "./provider";

export function createGeocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  return env.GEOCODER?.trim().toLowerCase() === "pdok" ? createPdokGeocoder() : createEmbeddedGeocoder();
}
