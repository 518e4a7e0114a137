import { valuesInPage } from "./useFieldValues";

describe("valuesInPage", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reads text, numbers, checkboxes, selects, radio groups and checkbox lists as the initial values' types", () => {
    document.body.innerHTML = `
      <input id="f-Name" value="Marja">
      <input id="f-Agree" type="checkbox" checked>
      <select id="f-Phase"><option value="">-</option><option value="stabiel" selected>Stabiel</option></select>
      <fieldset id="f-Relation"><input type="radio" name="r" value="70509"><input type="radio" name="r" value="70510" checked></fieldset>
      <fieldset id="f-Forms"><input type="checkbox" value="71001" checked><input type="checkbox" value="71002"><input type="checkbox" value="71036" checked></fieldset>
      <fieldset id="f-Interests"><input type="checkbox" value="bewegen" checked><input type="checkbox" value="werk"></fieldset>`;
    const initial = {
      Name: "",
      Agree: false,
      Phase: "",
      Relation: 70516,
      Forms: [] as number[],
      Interests: ["werk"],
      Missing: "blijft",
    };
    expect(valuesInPage(initial, (field) => `f-${field}`)).toEqual({
      Name: "Marja",
      Agree: true,
      Phase: "stabiel",
      Relation: 70510,
      Forms: [71001, 71036],
      Interests: ["bewegen"],
      Missing: "blijft",
    });
  });

  it("keeps the initial values when the form is not in the page (a client-side render)", () => {
    const initial = { Email: "jan@example.nl", Password: "" };
    expect(valuesInPage(initial, (field) => `login-${field}`)).toEqual(initial);
  });
});
