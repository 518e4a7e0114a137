import { cleanQuery, fold, highlightParts, highlightTerms, recordableQuery, searchPagePath, tabOf } from "./search";

describe("search rules", () => {
  it("folds diacritics and case like the database", () => {
    expect(fold("Reumatoïde Artritis")).toBe("reumatoide artritis");
  });

  it("cleans a query: control characters and extra spaces out, at most 100 characters", () => {
    expect(cleanQuery("  pijn \n in  de\tknie ")).toBe("pijn in de knie");
    expect(cleanQuery("x".repeat(150))).toHaveLength(100);
  });

  it("records only plain word queries: no digits, no e-mail addresses", () => {
    expect(recordableQuery("Methotrexaat")).toBe("methotrexaat");
    expect(recordableQuery("1234 AB")).toBeNull();
    expect(recordableQuery("jan@example.nl")).toBeNull();
    expect(recordableQuery("ra")).toBeNull();
  });

  it("marks words that start with a query word, whatever their accents", () => {
    const terms = highlightTerms("reumatoide artr", ["RA"]);
    expect(highlightParts("Reumatoïde artritis (RA) en artrose", terms)).toEqual([
      { text: "Reumatoïde", mark: true },
      { text: " ", mark: false },
      { text: "artr", mark: true },
      { text: "itis (", mark: false },
      { text: "RA", mark: true },
      { text: ") en ", mark: false },
      { text: "artr", mark: true },
      { text: "ose", mark: false },
    ]);
    expect(highlightParts("Grapje", terms)).toEqual([{ text: "Grapje", mark: false }]);
  });

  it("keeps the tab in the address in Dutch", () => {
    expect(searchPagePath("mtx", "bibliotheek")).toBe("/zoeken/?query=mtx&tab=bibliotheek");
    expect(tabOf("onbekend")).toBe("alles");
  });
});
