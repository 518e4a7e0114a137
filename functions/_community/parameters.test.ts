import { idList, idParameter, pageParameter } from "./parameters";

describe("parameters", () => {
  it("reads page numbers leniently", () => {
    expect(pageParameter(undefined)).toBe(0);
    expect(pageParameter("3")).toBe(3);
    expect(pageParameter("-1")).toBe(0);
    expect(pageParameter("abc", 1)).toBe(1);
    expect(pageParameter("99999999", 0, 500)).toBe(500);
  });

  it("reads ids strictly", () => {
    expect(idParameter("12")).toBe(12);
    expect(idParameter("0")).toBeNull();
    expect(idParameter("012")).toBeNull();
    expect(idParameter("1e3")).toBeNull();
    expect(idParameter("99999999999")).toBeNull();
  });

  it("reads repeated and comma-separated id lists without duplicates", () => {
    expect(idList(["3", "1,2", "x", "3"], 10)).toEqual([3, 1, 2]);
    expect(idList(["1,2,3,4"], 2)).toEqual([1, 2]);
    expect(idList(undefined, 5)).toEqual([]);
  });
});
