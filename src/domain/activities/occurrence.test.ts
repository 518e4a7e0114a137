import { occurrenceOf, recommend } from "./occurrence";
import { activity } from "./test-helpers";

const terms = (...numbers: number[]) => numbers.map((termNumber) => ({ termNumber, name: String(termNumber) }));

describe("recommendation occurrence (spec 001 §5)", () => {
  it("is the share of the activity's terms that the user has", () => {
    const mine = new Set([1, 2, 9]);
    expect(occurrenceOf([1, 2, 3, 4], mine)).toBe(0.5);
    expect(occurrenceOf([1], mine)).toBe(1);
    expect(occurrenceOf([5, 6], mine)).toBe(0);
    expect(occurrenceOf([], mine)).toBe(0);
  });

  it("keeps activities above zero, highest occurrence first, ties in their original order", () => {
    const half = activity({ title: "half", terms: terms(1, 3) });
    const none = activity({ title: "none", terms: terms(7) });
    const full = activity({ title: "full", terms: terms(1, 2) });
    const thirdA = activity({ title: "thirdA", terms: terms(1, 5, 6) });
    const thirdB = activity({ title: "thirdB", terms: terms(2, 5, 6) });
    const result = recommend([thirdA, half, none, full, thirdB], [1, 2]);
    expect(result.map((a) => a.title)).toEqual(["full", "half", "thirdA", "thirdB"]);
    expect(result.map((a) => a.occurrences)).toEqual([1, 0.5, 1 / 3, 1 / 3]);
  });

  it("starts the occurrence counter at 0 and recommends nothing without user terms", () => {
    expect(activity().occurrences).toBe(0);
    expect(recommend([activity({ terms: terms(1) })], [])).toEqual([]);
  });
});
