import { INTERESTS } from "../lookups/interests";
import { profileTermNumbers, TOPIC_TERMS } from "./topics";

describe("topic terms", () => {
  it("gives each of the ten interests a term number 72001–72010, in order", () => {
    expect(TOPIC_TERMS).toHaveLength(INTERESTS.length);
    expect(TOPIC_TERMS[0]).toEqual({ termNumber: 72001, interestId: "mantelzorg", name: "Mantelzorg" });
    expect(TOPIC_TERMS[9]).toEqual({ termNumber: 72010, interestId: "zorgverzekering", name: "Zorgverzekering" });
  });

  it("makes a profile's terms from its forms and interests, without repeats", () => {
    expect(profileTermNumbers([71022, 71022], ["bewegen", "onbekend"])).toEqual([71022, 72003]);
    expect(profileTermNumbers([], [])).toEqual([]);
  });
});
