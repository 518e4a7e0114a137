import { presentTerm } from "../../functions/_community/groups/presenters";
import { termName } from "./terms";

describe("term names", () => {
  it("relabel term 55253 as Opties (spec 000 §9) and keep every other name", () => {
    expect(termName(55253, "Overige mogelijkheden")).toBe("Opties");
    expect(termName(80101, "Voorstellen")).toBe("Voorstellen");
  });

  it("reach the group terms a conversation form offers", () => {
    expect(
      presentTerm({ id: 7, termNumber: 55253, name: "Overige mogelijkheden" } as Parameters<typeof presentTerm>[0]),
    ).toEqual({ TermId: 7, TermNumber: 55253, Name: "Opties" });
  });
});
