import { passesBsnElevenTest, personalDataIn } from "./personal-data";

describe("personalDataIn", () => {
  it("finds phone numbers, e-mail addresses, addresses and BSN numbers", () => {
    expect(personalDataIn("Bel me op 06-12345678")).toEqual(["phone"]);
    expect(personalDataIn("Mijn nummer is +31 6 1234 5678.")).toEqual(["phone"]);
    expect(personalDataIn("mail anna@example.nl maar")).toEqual(["email"]);
    expect(personalDataIn("Ik woon op de Dorpsstraat 12")).toEqual(["address"]);
    expect(personalDataIn("postcode 3511 AB")).toEqual(["address"]);
    expect(personalDataIn("bsn 123456782")).toEqual(["bsn"]);
  });

  it("takes a BSN only when it passes the 11-test, in the usual spellings", () => {
    expect(passesBsnElevenTest("111222333")).toBe(true);
    expect(passesBsnElevenTest("123456789")).toBe(false);
    expect(passesBsnElevenTest("000000000")).toBe(false);
    expect(personalDataIn("Mijn BSN is 1112.22.333")).toEqual(["bsn"]);
    expect(personalDataIn("burgerservicenummer 111 222 333")).toEqual(["bsn"]);
    expect(personalDataIn("Ordernummer 123456789")).toEqual([]);
  });

  it("finds several kinds at once, in a fixed order", () => {
    expect(personalDataIn("Mail jan@voorbeeld.nl of bel 020-1234567, Kerkstraat 5, bsn 111222333")).toEqual([
      "email",
      "phone",
      "address",
      "bsn",
    ]);
  });

  it("leaves ordinary texts alone", () => {
    expect(personalDataIn("Ik slik 15 mg methotrexaat per week sinds 2019.")).toEqual([]);
    expect(personalDataIn("Hoi! Ik heb ook al 12 jaar reuma en woon in de buurt van Utrecht.")).toEqual([]);
    expect(personalDataIn("")).toEqual([]);
  });
});
