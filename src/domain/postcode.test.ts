import { formatPostcode, isDutchPostcode, isHouseNumber, normalisePostcode } from "./postcode";

describe("the Dutch postcode rule (spec 001 §5)", () => {
  it.each(["1234AB", "1234 AB", "1234ab", " 1234 ab ", "9999 ZZ", "3511 SB"])("accepts %s", (value) => {
    expect(isDutchPostcode(value)).toBe(true);
  });

  it.each([
    ["a first digit 0", "0123AB"],
    ["letters starting with SA", "1234SA"],
    ["letters starting with SD", "1234 sd"],
    ["letters starting with SS", "1234SS"],
    ["three digits", "123AB"],
    ["one letter", "1234A"],
    ["digits as letters", "123456"],
    ["nothing", ""],
  ])("refuses %s", (_, value) => {
    expect(isDutchPostcode(value)).toBe(false);
  });

  it("upper-cases and removes spaces before the test", () => {
    expect(normalisePostcode(" 3511 lx ")).toBe("3511LX");
    expect(formatPostcode("3511lx")).toBe("3511 LX");
  });

  it("takes house numbers without a suffix", () => {
    expect(isHouseNumber("12")).toBe(true);
    expect(isHouseNumber("12a")).toBe(false);
    expect(isHouseNumber("0")).toBe(false);
    expect(isHouseNumber("")).toBe(false);
  });
});
