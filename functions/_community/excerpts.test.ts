import { plainTextToRichText } from "../../src/domain/rich-text/text";
import { descriptionOf, excerpt } from "./excerpts";

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
