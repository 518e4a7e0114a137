/** The embedded geocoder: looks the address up in the demo postcode table. */
import { DEMO_POSTCODES, type DemoPostcode } from "./demo-postcodes";
import type { Geocoder } from "./provider";

export function createEmbeddedGeocoder(table: readonly DemoPostcode[] = DEMO_POSTCODES): Geocoder {
  return {
    async locate(postcode, houseNumber) {
      const row = table.find((r) => r.postcode === postcode && houseNumber >= r.from && houseNumber <= r.to);
      return row ? { lat: row.lat, long: row.long } : null;
    },
  };
}
