import { findText, textLookup } from "./text-lookup";

const tree = { reactions: { count_one: "{{count}} reactie", count_other: "{{count}} reacties", title: "Reacties" }, plain: "Gewoon" };

describe("the one text lookup", () => {
  it("finds dotted keys, and the plural form by count when the tree has one", () => {
    expect(findText(tree, "reactions.title")).toBe("Reacties");
    expect(findText(tree, "reactions.count", 1)).toBe("{{count}} reactie");
    expect(findText(tree, "reactions.count", 4)).toBe("{{count}} reacties");
    expect(findText(tree, "plain", 2)).toBe("Gewoon");
    expect(findText(tree, "reactions")).toBeUndefined();
    expect(findText(undefined, "plain")).toBeUndefined();
  });

  it("binds a namespace: fills in the values and throws for a missing key", () => {
    const text = textLookup(tree, "test");
    expect(text("reactions.count", { count: 0 })).toBe("0 reacties");
    expect(text("reactions.count", { count: 1 })).toBe("1 reactie");
    expect(() => text("reactions.none")).toThrow("test text missing: reactions.none");
  });
});
