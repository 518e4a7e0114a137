import { directorySearch, EMPTY_STATE, filterBodyOf, parseDirectoryState } from "./filters";

describe("directory filters in the address", () => {
  it("reads and writes the same state", () => {
    const state = {
      ...EMPTY_STATE,
      forms: [71001, 71003],
      ageRanges: [3],
      distance: 10 as const,
      postcode: "3511 lx",
      houseNumber: "5",
      page: 2,
    };
    const search = directorySearch(state);
    expect(search).toBe("?leeftijd=3&vorm=71001%2C71003&afstand=10&postcode=3511LX&huisnummer=5&pagina=2");
    expect(parseDirectoryState(search)).toEqual({ ...state, postcode: "3511LX" });
  });

  it("drops unknown values instead of failing", () => {
    expect(parseDirectoryState("?vorm=1,71001&leeftijd=9&afstand=15&pagina=-3&geslacht=2")).toEqual({
      ...EMPTY_STATE,
      forms: [71001],
      genders: [2],
    });
  });

  it("sends an entered postcode only with a distance and a house number", () => {
    expect(filterBodyOf({ ...EMPTY_STATE, distance: 5, postcode: "3511LX", houseNumber: "" }).Distance).toEqual({
      Postcode: "",
      HouseNumber: null,
      Range: 5,
    });
    expect(filterBodyOf({ ...EMPTY_STATE, distance: 5, postcode: "3511 lx", houseNumber: "12" }).Distance).toEqual({
      Postcode: "3511LX",
      HouseNumber: 12,
      Range: 5,
    });
  });
});
