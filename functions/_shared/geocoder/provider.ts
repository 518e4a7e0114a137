/**
 * Postcode + house number -> coordinates, behind one interface:
 *   embedded (default)  a table of demo Dutch postcodes (demo-postcodes.ts)
 *   pdok     (GEOCODER=pdok)  PDOK Locatieserver, the Dutch government's free address search
 * Postcodes arrive normalised (upper case, no space) and checked against POSTCODE_PATTERN.
 */
export type Location = { lat: number; long: number };

export interface Geocoder {
  /** The location of the address, or null when the combination does not exist. */
  locate(postcode: string, houseNumber: number): Promise<Location | null>;
}
