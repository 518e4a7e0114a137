import { ageRangeOf, birthYearsOf, contactRequestSchema, profileFilterSchema } from "./people";
import { PROVINCES, provinceLabel } from "./lookups";

describe("age ranges (spec 000 §9)", () => {
  it("maps the ids 1-6 to birth years of a year", () => {
    expect(birthYearsOf(1, 2026)).toEqual({ from: 2001, to: 2026 });
    expect(birthYearsOf(2, 2026)).toEqual({ from: 1991, to: 2000 });
    expect(birthYearsOf(6, 2026)).toEqual({ from: 1026, to: 1960 });
    expect(birthYearsOf(7, 2026)).toBeNull();
  });

  it("gives a birth year its range", () => {
    expect(ageRangeOf(2001, 2026)).toBe(1);
    expect(ageRangeOf(2000, 2026)).toBe(2);
    expect(ageRangeOf(1961, 2026)).toBe(5);
    expect(ageRangeOf(1960, 2026)).toBe(6);
    expect(ageRangeOf(null, 2026)).toBeNull();
  });
});

describe("profileFilterSchema", () => {
  it("accepts the spec's filter body and fills the defaults", () => {
    const parsed = profileFilterSchema.parse({
      Genders: [2, 2],
      Distance: { Postcode: "3511 ab", HouseNumber: 1, Range: 10 },
    });
    expect(parsed).toEqual({
      Roles: [],
      Genders: [2],
      AgeRanges: [],
      Interests: [],
      Forms: [],
      Distance: { Postcode: "3511AB", HouseNumber: 1, Range: 10 },
    });
  });

  it("refuses unknown codes and distances", () => {
    expect(profileFilterSchema.safeParse({ AgeRanges: [7] }).success).toBe(false);
    expect(profileFilterSchema.safeParse({ Genders: [3] }).success).toBe(false);
    expect(profileFilterSchema.safeParse({ Distance: { Range: 15 } }).success).toBe(false);
  });
});

describe("contactRequestSchema", () => {
  it("needs a message of at most 4,000 characters", () => {
    const id = "00000000-0000-4000-8000-000000000003";
    expect(contactRequestSchema.safeParse({ ContactUserId: id, Message: "  " }).error?.issues[0]?.message).toBe(
      "request.messageRequired",
    );
    expect(
      contactRequestSchema.safeParse({ ContactUserId: id, Message: "x".repeat(4001) }).error?.issues[0]?.message,
    ).toBe("request.messageTooLong");
    expect(contactRequestSchema.parse({ ContactUserId: id, Message: " Hoi " }).Message).toBe("Hoi");
  });
});

describe("provinces (spec 000 §3)", () => {
  it("has the codes 1 to 13 in the spec's order", () => {
    expect(PROVINCES.map((p) => p.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(provinceLabel(1)).toBe("Drenthe");
    expect(provinceLabel(13)).toBe("Buiten Nederland");
    expect(provinceLabel(14)).toBeNull();
  });
});
