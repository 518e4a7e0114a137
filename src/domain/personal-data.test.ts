import { personalDataIn } from "./personal-data";

describe("personalDataIn", () => {
  it("finds phone numbers, e-mail addresses, addresses and BSN numbers", () => {
    expect(personalDataIn("Bel me op 06-12345678")).toEqual(["phone"]);
    expect(personalDataIn("Mijn nummer is +31 6 1234 5678.")).toEqual(["phone"]);
    expect(personalDataIn("mail anna@example.nl maar")).toEqual(["email"]);
    expect(personalDataIn("Ik woon op de Dorpsstraat 12")).toEqual(["address"]);
    expect(personalDataIn("postcode 3511 AB")).toEqual(["address"]);
    expect(personalDataIn("bsn 123456782")).toEqual(["bsn"]);
  });

  it("leaves ordinary texts alone", () => {
    expect(personalDataIn("Hoi! Ik heb ook al 12 jaar reuma en woon in de buurt van Utrecht.")).toEqual([]);
    expect(personalDataIn("")).toEqual([]);
  });
});
