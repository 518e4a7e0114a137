import { DEMO_POSTCODES } from "./demo-postcodes";
import { createEmbeddedGeocoder } from "./embedded";
import { createGeocoder } from "./index";
import { createPdokGeocoder, GeocoderUnavailable, parsePoint } from "./pdok";
import { POSTCODE_PATTERN } from "../../../src/domain/profile";

/** A PDOK Locatieserver answer as documented (free endpoint, fl=postcode,huisnummer,centroide_ll). */
function pdokAnswer(docs: object[]) {
  return { response: { numFound: docs.length, start: 0, maxScore: 10, numFoundExact: true, docs } };
}

describe("embedded geocoder", () => {
  const geocoder = createEmbeddedGeocoder();

  it("locates a known postcode with a house number in range", async () => {
    expect(await geocoder.locate("3511LX", 12)).toEqual({ lat: 52.0907, long: 5.1214 });
  });

  it("answers null outside the house-number range or for an unknown postcode", async () => {
    expect(await geocoder.locate("3511LX", 9999)).toBeNull();
    expect(await geocoder.locate("9999ZZ", 1)).toBeNull();
  });

  it("has about 50 demo postcodes that all match the Dutch postcode pattern and lie in the Netherlands", () => {
    expect(DEMO_POSTCODES.length).toBeGreaterThanOrEqual(45);
    for (const row of DEMO_POSTCODES) {
      expect(row.postcode).toMatch(POSTCODE_PATTERN);
      expect(row.lat).toBeGreaterThan(50.7);
      expect(row.lat).toBeLessThan(53.6);
      expect(row.long).toBeGreaterThan(3.3);
      expect(row.long).toBeLessThan(7.3);
    }
    expect(new Set(DEMO_POSTCODES.map((r) => r.postcode)).size).toBe(DEMO_POSTCODES.length);
  });
});

describe("PDOK geocoder", () => {
  it("asks the Locatieserver for the address and reads centroide_ll", async () => {
    const urls: string[] = [];
    const fakeFetch = (async (input: URL | RequestInfo) => {
      urls.push(String(input));
      return new Response(
        JSON.stringify(pdokAnswer([{ postcode: "3511LX", huisnummer: 12, centroide_ll: "POINT(5.12140 52.09070)" }])),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      );
    }) as typeof fetch;
    const location = await createPdokGeocoder({ fetch: fakeFetch }).locate("3511LX", 12);
    expect(location).toEqual({ lat: 52.0907, long: 5.1214 });
    const url = new URL(urls[0]!);
    expect(`${url.origin}${url.pathname}`).toBe("https://api.pdok.nl/bzk/locatieserver/search/v3_1/free");
    expect(url.searchParams.get("q")).toBe("postcode:3511LX and huisnummer:12");
    expect(url.searchParams.get("fq")).toBe("type:adres");
  });

  it("answers null when no document has that postcode and house number", async () => {
    const fakeFetch = (async () =>
      new Response(
        JSON.stringify(pdokAnswer([{ postcode: "3511LY", huisnummer: 12, centroide_ll: "POINT(5.1 52.0)" }])),
        { status: 200 },
      )) as typeof fetch;
    expect(await createPdokGeocoder({ fetch: fakeFetch }).locate("3511LX", 12)).toBeNull();
    const empty = (async () => new Response(JSON.stringify(pdokAnswer([])), { status: 200 })) as typeof fetch;
    expect(await createPdokGeocoder({ fetch: empty }).locate("3511LX", 12)).toBeNull();
  });

  it("throws when PDOK is unavailable (not 'unknown address')", async () => {
    const down = (async () => new Response("Service Unavailable", { status: 503 })) as typeof fetch;
    await expect(createPdokGeocoder({ fetch: down }).locate("3511LX", 12)).rejects.toBeInstanceOf(GeocoderUnavailable);
  });

  it("parses WKT points and refuses anything else", () => {
    expect(parsePoint("POINT(4.9 52.37)")).toEqual({ long: 4.9, lat: 52.37 });
    expect(parsePoint("LINESTRING(1 2, 3 4)")).toBeNull();
    expect(parsePoint(undefined)).toBeNull();
  });

  it("is chosen with GEOCODER=pdok, the embedded table otherwise", async () => {
    expect(await createGeocoder({}).locate("3511LX", 12)).toEqual({ lat: 52.0907, long: 5.1214 });
    const pdok = createGeocoder({ GEOCODER: "pdok" });
    expect(pdok).not.toBeNull();
  });
});
