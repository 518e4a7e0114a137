import { highestSlugSuffix, slugCandidate, slugify } from "./slugs";

describe("slugify", () => {
  it("makes lower-case ASCII words joined by dashes", () => {
    expect(slugify("Moe na één dag werken?")).toBe("moe-na-een-dag-werken");
    expect(slugify("  Reuma & sport: wat kan wél?  ")).toBe("reuma-sport-wat-kan-wel");
    expect(slugify("Ærlig, Straße")).toBe("aerlig-strasse");
  });

  it("falls back to 'gesprek' when nothing is left", () => {
    expect(slugify("???")).toBe("gesprek");
    expect(slugify("😀")).toBe("gesprek");
  });

  it("cuts long titles at a dash, at most 80 characters", () => {
    const slug = slugify("woord ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.startsWith("woord-woord")).toBe(true);
  });
});

describe("free slugs", () => {
  it("numbers variants from 2", () => {
    expect(slugCandidate("vraag", 1)).toBe("vraag");
    expect(slugCandidate("vraag", 2)).toBe("vraag-2");
  });

  it("finds the highest suffix of the same base only", () => {
    expect(highestSlugSuffix("vraag", [])).toBe(0);
    expect(highestSlugSuffix("vraag", ["vraag"])).toBe(1);
    expect(highestSlugSuffix("vraag", ["vraag", "vraag-2", "vraag-11", "vraag-over-pijn", "vraagje"])).toBe(11);
  });
});
