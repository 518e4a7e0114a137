/** GET /api/v1/postcodenl/{postcode}/{housenumber} through the real handler, embedded geocoder. */
import { Browser, registerFunctions } from "../_shared/test-support/api";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./postcodenl.mts"));

const TEXT = {
  postcode: "Vul een geldige postcode in, bijvoorbeeld 1234 AB.",
  houseNumber: "Vul een huisnummer in, zonder toevoeging.",
  notRecognised: "Deze combinatie van postcode en huisnummer wordt niet herkend.",
};

describe("GET /api/v1/postcodenl/{postcode}/{housenumber}", () => {
  it("answers Lat and Long of a known address, in any spelling of the postcode", async () => {
    const browser = new Browser();
    for (const postcode of ["3511LX", "3511%20LX", "3511lx", "3511 lx"]) {
      const answer = await browser.get(`/api/v1/postcodenl/${postcode.replace(" ", "%20")}/12`);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ Lat: 52.0907, Long: 5.1214 });
    }
  });

  it.each([["0123AB"], ["3511SA"], ["3511SD"], ["3511SS"], ["351LX"], ["ABCDEF"]])(
    "refuses the malformed postcode %s with the Dutch text",
    async (postcode) => {
      const answer = await new Browser().get(`/api/v1/postcodenl/${postcode}/12`);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(TEXT.postcode);
      expect(answer.json.errors).toEqual({ Postcode: [TEXT.postcode] });
    },
  );

  it("refuses a house number with a suffix or zero", async () => {
    for (const houseNumber of ["12a", "0", "-3"]) {
      const answer = await new Browser().get(`/api/v1/postcodenl/3511LX/${houseNumber}`);
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual({ HouseNumber: [TEXT.houseNumber] });
    }
  });

  it("answers 404 with the Dutch text for an address that does not exist", async () => {
    for (const path of ["9999ZZ/1", "3511LX/9999"]) {
      const answer = await new Browser().get(`/api/v1/postcodenl/${path}`);
      expect(answer.status).toBe(404);
      expect(answer.json.code).toBe("AddressNotRecognised");
      expect(answer.json.message).toBe(TEXT.notRecognised);
    }
  });

  it("is rate limited per client IP (60 in 10 minutes)", async () => {
    const browser = new Browser();
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await browser.get("/api/v1/postcodenl/3511LX/12")).status;
    expect(last).toBe(429);
  }, 60_000);
});
