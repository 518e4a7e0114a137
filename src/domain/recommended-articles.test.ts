import { TOPIC_CATEGORIES } from "../../content-model/model";
import { INTEREST_IDS } from "./lookups/interests";
import { articleProfileTerms, CATEGORY_INTERESTS } from "./recommended-articles";

describe("the profile terms of an article (recommended articles)", () => {
  it("maps every topic category of the content model to one of the profile's interests, each once", () => {
    expect(Object.keys(CATEGORY_INTERESTS).sort()).toEqual([...TOPIC_CATEGORIES].sort());
    expect(Object.values(CATEGORY_INTERESTS).sort()).toEqual([...INTEREST_IDS].sort());
  });

  it("joins the forms of its dossiers and the topics of their categories, once each, sorted", () => {
    const terms = articleProfileTerms([
      { field_forms: [71003, 71004], field_category: "treatment" },
      null,
      { field_forms: [71003, null], field_category: "exercise" },
      { field_forms: null, field_category: "unknown" },
    ]);
    expect(terms).toEqual([71003, 71004, 72002, 72003]);
  });

  it("has no terms without dossiers, forms or categories", () => {
    expect(articleProfileTerms(null)).toEqual([]);
    expect(articleProfileTerms([{ field_forms: [], field_category: null }])).toEqual([]);
  });
});
