import { prefixQuery } from "./service";

describe("prefixQuery: a last word not yet finished", () => {
  it("reads the last word as the start of a word, folded, the others whole", () => {
    expect(prefixQuery("metho")).toBe("metho:*");
    expect(prefixQuery("Artrose in de knieë")).toBe("artrose & in & de & kniee:*");
  });

  it("keeps only letters and digits, so no input makes the tsquery invalid", () => {
    expect(prefixQuery("jicht' | !(& :* <-> metho")).toBe("jicht & metho:*");
    expect(prefixQuery("&|!():*")).toBeNull();
  });

  it("leaves a last word of fewer than 4 letters alone", () => {
    expect(prefixQuery("ra")).toBeNull();
    expect(prefixQuery("reuma bij")).toBeNull();
  });
});
