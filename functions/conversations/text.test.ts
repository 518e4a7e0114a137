import { plainTextToRichText } from "../../src/domain/rich-text/text";
import { descriptionOf, excerpt, highestSlugSuffix, idList, idParameter, intArray, pageParameter, slugCandidate, slugify } from "./text";

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

describe("excerpt", () => {
  it("keeps short texts on one line", () => {
    expect(excerpt("Hallo\n\nwereld ", 300)).toBe("Hallo wereld");
  });

  it("cuts at a word boundary with an ellipsis, counting code points", () => {
    const text = `${"woord ".repeat(100)}einde`;
    const cut = excerpt(text, 50);
    expect(Array.from(cut).length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("woord…")).toBe(true);
    expect(Array.from(excerpt("😀".repeat(60), 50)).length).toBe(50);
  });

  it("makes the Description from a document", () => {
    expect(descriptionOf(plainTextToRichText("Eerste regel\nTweede regel"))).toBe("Eerste regel Tweede regel");
    expect(Array.from(descriptionOf(plainTextToRichText("a ".repeat(400)))).length).toBeLessThanOrEqual(300);
  });
});

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
    expect(intArray([1, 2])).toBe("{1,2}");
  });
});
