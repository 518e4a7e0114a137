import { authorLabel } from "./author";
import { DIAGNOSES, INTERESTS, isPersonallyClose, RELATIONS } from "./lookups";
import { isDutchPostcode, normalisePostcode, profileBodySchema } from "./profile";

describe("Dutch postcode (spec 001 §5)", () => {
  it.each(["1234AB", "1234 ab", " 9711 aa ", "3511LX"])("accepts %s", (value) =>
    expect(isDutchPostcode(value)).toBe(true),
  );
  it.each(["0123AB", "1234SA", "1234 sd", "1234SS", "123AB", "1234A", "12345AB", "1234-AB"])("refuses %s", (value) =>
    expect(isDutchPostcode(value)).toBe(false),
  );
  it("upper-cases and removes spaces", () => expect(normalisePostcode(" 1234 ab ")).toBe("1234AB"));
});

describe("lookup tables", () => {
  it("has the eight relations 70509–70516 with 70509–70511 personally close", () => {
    expect(RELATIONS.map((r) => r.id)).toEqual([70509, 70510, 70511, 70512, 70513, 70514, 70515, 70516]);
    expect(RELATIONS.filter((r) => isPersonallyClose(r.id)).map((r) => r.id)).toEqual([70509, 70510, 70511]);
    expect(RELATIONS.find((r) => r.id === 70516)?.label).toBe("Dit wil ik niet delen");
  });

  it("has 37 diagnoses with unique ids, including 'Nog geen diagnose' and 'Andere vorm'", () => {
    expect(DIAGNOSES).toHaveLength(37);
    expect(new Set(DIAGNOSES.map((d) => d.id)).size).toBe(37);
    expect(DIAGNOSES.map((d) => d.label)).toEqual(
      expect.arrayContaining(["Nog geen diagnose", "Andere vorm", "Jicht", "Fibromyalgie"]),
    );
  });

  it("has the ten topic categories", () => expect(INTERESTS).toHaveLength(10));
});

describe("profileBodySchema", () => {
  it("fills defaults and removes duplicate choices", () => {
    const parsed = profileBodySchema.parse({ Forms: [71001, 71001], Interests: ["bewegen", "bewegen"] });
    expect(parsed).toMatchObject({
      Gender: 0,
      BirthYear: null,
      Biography: "",
      Postcode: "",
      HouseNumber: null,
      Forms: [71001],
      Interests: ["bewegen"],
    });
  });

  it("refuses gender 3 (we follow spec 000: 0 is 'niet bekend')", () => {
    expect(profileBodySchema.safeParse({ Gender: 3 }).success).toBe(false);
  });

  it("refuses a birth year under 16 years ago, saying why", () => {
    const result = profileBodySchema.safeParse({ BirthYear: new Date().getFullYear() - 10 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["birthYear.tooYoung"]);
  });

  it("answers a four-digit year before 1900 with the range, not with '4 cijfers'", () => {
    const result = profileBodySchema.safeParse({ BirthYear: 1850 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["birthYear.tooEarly"]);
    expect(profileBodySchema.safeParse({ BirthYear: 19.5 }).error?.issues.map((issue) => issue.message)).toEqual([
      "birthYear.invalid",
    ]);
  });
});

describe("authorLabel", () => {
  it("shows the username, or 'een deelnemer van ReumaNL' for a deleted author", () => {
    expect(authorLabel({ username: "Jan1958" })).toBe("Jan1958");
    expect(authorLabel(null)).toBe("een deelnemer van ReumaNL");
    expect(authorLabel(undefined)).toBe("een deelnemer van ReumaNL");
  });
});
