import { formComponents } from "./forms";

describe("form block scripts", () => {
  it("maps keuzetabel-medicijnen to the medicine choice table", async () => {
    const load = formComponents["keuzetabel-medicijnen"];
    expect(load).toBeDefined();
    const component = await load!();
    expect(component.name).toBe("MedicineChoiceTable");
  });
});
