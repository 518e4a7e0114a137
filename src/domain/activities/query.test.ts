import { EMPTY_QUERY, hasActiveFilters, parseGuideQuery, serializeGuideQuery, withoutFilters } from "./query";

describe("the guide's query parameters (spec 001 §2.3)", () => {
  it("reads every parameter of the spec", () => {
    const query = parseGuideQuery(
      "?type=Move,Lecture&term=72003,71001&fromDate=2026-05-01&toDate=2026-05-31&postcode=3511 lx&houseNumber=12&distance=10&lat=52.09&long=5.12&mode=suggestedActivities&page=2",
    );
    expect(query).toEqual({
      ...EMPTY_QUERY,
      types: ["Move", "Lecture"],
      terms: [72003, 71001],
      fromDate: "2026-05-01",
      toDate: "2026-05-31",
      postcode: "3511LX",
      houseNumber: "12",
      distance: 10,
      lat: 52.09,
      long: 5.12,
      mode: "suggestedActivities",
      page: 2,
    });
  });

  it("defaults to the overview, page 1 and no filters", () => {
    expect(parseGuideQuery("")).toEqual(EMPTY_QUERY);
    expect(EMPTY_QUERY.mode).toBe("overview");
  });

  it("leaves out what it does not understand", () => {
    const query = parseGuideQuery(
      "?type=Move,Dance&term=x,5&fromDate=2026-02-30&distance=7&lat=500&mode=other&page=abc&effort=9&access=online,lift",
    );
    expect(query.types).toEqual(["Move"]);
    expect(query.terms).toEqual([5]);
    expect(query.fromDate).toBeNull();
    expect(query.distance).toBe(0);
    expect(query.lat).toBeNull();
    expect(query.mode).toBe("overview");
    expect(query.page).toBeNull();
    expect(query.effort).toBeNull();
    expect(query.access).toEqual(["online"]);
  });

  it("writes comma lists and leaves defaults out, and reads back what it wrote", () => {
    const query = {
      ...EMPTY_QUERY,
      types: ["Move", "Event"] as const,
      terms: [72003],
      distance: 20 as const,
      postcode: "3511LX",
      houseNumber: "12",
      lat: 52.0907,
      long: 5.1214,
      page: 3,
      access: ["stepFree" as const],
      effort: 2 as const,
    };
    const text = serializeGuideQuery({ ...query, types: [...query.types], access: [...query.access] });
    expect(text).toBe(
      "?type=Move,Event&term=72003&postcode=3511LX&houseNumber=12&distance=20&lat=52.0907&long=5.1214&access=stepFree&effort=2&page=3",
    );
    expect(parseGuideQuery(text)).toEqual({ ...query, types: ["Move", "Event"], access: ["stepFree"] });
    expect(serializeGuideQuery(EMPTY_QUERY)).toBe("");
    expect(serializeGuideQuery({ ...EMPTY_QUERY, page: 1, mode: "suggestedActivities" })).toBe(
      "?mode=suggestedActivities",
    );
  });

  it("knows when a filter is active; removing all keeps the mode", () => {
    expect(hasActiveFilters(EMPTY_QUERY)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_QUERY, mode: "suggestedActivities", page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_QUERY, types: ["Move"] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_QUERY, fromDate: "2026-05-01" })).toBe(true);
    expect(withoutFilters({ ...EMPTY_QUERY, types: ["Move"], mode: "suggestedActivities", page: 3 })).toEqual({
      ...EMPTY_QUERY,
      mode: "suggestedActivities",
    });
  });
});
