import { compareDutch } from "./dutch-order";

const collator = new Intl.Collator("nl-NL", { sensitivity: "base", numeric: true });
const sign = (n: number) => Math.sign(n);

describe("Dutch order without Intl", () => {
  it("orders like Intl.Collator nl-NL (base, numeric) over many titles of letters, accents, digits, spaces and hyphens", () => {
    const pieces = [
      "a",
      "b",
      "e",
      "é",
      "ë",
      "E",
      "É",
      "i",
      "ij",
      "o",
      "ö",
      "z",
      "Z",
      " ",
      "-",
      "1",
      "2",
      "9",
      "10",
      "01",
      "100",
      "café",
      "Cafe",
      "les",
      "Les",
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const text = () =>
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => pieces[Math.floor(random() * pieces.length)]).join("");
    for (let n = 0; n < 20_000; n++) {
      const a = text();
      const b = text();
      expect([a, b, sign(compareDutch(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
    }
  });

  it("puts numbers in their order and ignores accents and case", () => {
    expect(["Les 10", "les 2", "Één keer", "Aquajoggen", "één dag"].sort(compareDutch)).toEqual([
      "Aquajoggen",
      "één dag",
      "Één keer",
      "les 2",
      "Les 10",
    ]);
    expect(compareDutch("Café", "cafe")).toBe(0);
  });
});
