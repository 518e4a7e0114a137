/**
 * PDOK Locatieserver (free, no key): GET {base}/free?q=postcode:1234AB and huisnummer:12&fq=type:adres
 * answers {response: {numFound, docs: [{postcode, huisnummer, centroide_ll: "POINT(lon lat)"}]}}.
 * A house number without suffix matches every suffix of that number; any doc of that number counts.
 */
import type { Geocoder, Location } from "./provider";

export const PDOK_BASE_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1";

type PdokDoc = { postcode?: string; huisnummer?: number; centroide_ll?: string };
type PdokAnswer = { response?: { numFound?: number; docs?: PdokDoc[] } };

export class GeocoderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GeocoderUnavailable";
  }
}

export function parsePoint(point: string | undefined): Location | null {
  const match = /^POINT\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/.exec(point ?? "");
  if (!match) return null;
  return { long: Number(match[1]), lat: Number(match[2]) };
}

export function createPdokGeocoder(
  options: { fetch?: typeof fetch; baseUrl?: string; timeoutMs?: number } = {},
): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const base = (options.baseUrl ?? PDOK_BASE_URL).replace(/\/+$/, "");
  return {
    async locate(postcode, houseNumber) {
      const url = new URL(`${base}/free`);
      url.searchParams.set("q", `postcode:${postcode} and huisnummer:${houseNumber}`);
      url.searchParams.set("fq", "type:adres");
      url.searchParams.set("fl", "postcode,huisnummer,centroide_ll");
      url.searchParams.set("rows", "5");
      const response = await doFetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new GeocoderUnavailable(`PDOK answered ${response.status}`);
      const answer = (await response.json()) as PdokAnswer;
      const doc = answer.response?.docs?.find((d) => d.postcode === postcode && d.huisnummer === houseNumber);
      return doc ? parsePoint(doc.centroide_ll) : null;
    },
  };
}
