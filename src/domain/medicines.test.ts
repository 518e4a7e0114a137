import { MEDICINES } from "./medicines";

describe("the medicine list", () => {
  it("holds about 25 medicines with every field filled in and unique ids", () => {
    expect(MEDICINES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(MEDICINES.map((m) => m.id)).size).toBe(MEDICINES.length);
    for (const medicine of MEDICINES) {
      for (const field of ["name", "group", "howTaken", "frequency", "sideEffects", "notes"] as const) {
        expect(medicine[field].trim()).not.toBe("");
      }
    }
  });
});
