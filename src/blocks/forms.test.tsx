import { formComponents } from "./forms";

describe("form block scripts", () => {
  it("maps keuzetabel-medicijnen to the medicine choice table", async () => {
    const load = formComponents["keuzetabel-medicijnen"];
    expect(load).toBeDefined();
    const component = await load!();
    expect(component.name).toBe("MedicineChoiceTable");
  });

  it("maps nieuwsbrief to the newsletter sign-up (decision 390)", async () => {
    expect((await formComponents.nieuwsbrief!()).name).toBe("NewsletterSignup");
  });
});
