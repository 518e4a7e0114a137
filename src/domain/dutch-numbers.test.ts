import { dutchList, dutchNumber } from "./dutch-numbers";

describe("Dutch numbers and lists", () => {
  it("write thousands with a point", () => {
    expect(dutchNumber(4000)).toBe("4.000");
    expect(dutchNumber(12)).toBe("12");
  });

  it("join a list with commas and the last item with 'en'", () => {
    expect(dutchList([], "en")).toBe("");
    expect(dutchList(["a"], "en")).toBe("a");
    expect(dutchList(["a", "b"], "en")).toBe("a en b");
    expect(dutchList(["a", "b", "c"], "en")).toBe("a, b en c");
  });
});
