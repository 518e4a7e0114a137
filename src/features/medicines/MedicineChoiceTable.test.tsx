import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { MedicineChoiceTable } from "./MedicineChoiceTable";

describe("MedicineChoiceTable", () => {
  it("asks for at least 3 letters before it searches", async () => {
    const user = userEvent.setup();
    render(<MedicineChoiceTable />);
    await user.type(screen.getByLabelText("Zoek een medicijn"), "me");
    expect(screen.getByRole("status")).toHaveTextContent("Typ minimaal 3 letters om te zoeken.");
    expect(screen.queryByRole("list", { name: "Zoekresultaten" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Zoek een medicijn"), "t");
    const results = screen.getByRole("list", { name: "Zoekresultaten" });
    expect(within(results).getByRole("button", { name: "Vergelijk Methotrexaat" })).toBeInTheDocument();
  });

  it("lists only the medicines that contain the letters, and forgives a typo when none does", async () => {
    const user = userEvent.setup();
    render(<MedicineChoiceTable />);
    const search = screen.getByLabelText("Zoek een medicijn");
    await user.type(search, "para");
    const results = screen.getByRole("list", { name: "Zoekresultaten" });
    expect(
      within(results)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Vergelijk Paracetamol"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 medicijn gevonden");
    await user.clear(search);
    await user.type(search, "metotrexaat");
    expect(screen.getByRole("button", { name: "Vergelijk Methotrexaat" })).toBeInTheDocument();
  });

  it("finds a medicine by brand name", async () => {
    const user = userEvent.setup();
    render(<MedicineChoiceTable />);
    await user.type(screen.getByLabelText("Zoek een medicijn"), "Humira");
    expect(screen.getByRole("button", { name: "Vergelijk Adalimumab" })).toBeInTheDocument();
  });

  it("compares at most 5 medicines in a table with caption and headers, and says why a 6th cannot be added", async () => {
    const user = userEvent.setup();
    render(<MedicineChoiceTable />);
    const search = screen.getByLabelText("Zoek een medicijn");
    for (const name of ["Methotrexaat", "Prednison", "Adalimumab", "Etanercept", "Naproxen"]) {
      await user.clear(search);
      await user.type(search, name);
      await user.click(screen.getByRole("button", { name: `Vergelijk ${name}` }));
    }
    const table = screen.getByRole("table", { name: "Vergelijking van de gekozen medicijnen" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(within(table).getByRole("columnheader", { name: "Veelvoorkomende bijwerkingen" })).toBeInTheDocument();
    expect(within(table).getByRole("rowheader", { name: "Naproxen" })).toBeInTheDocument();
    expect(screen.getByText("Je vergelijkt 5 medicijnen.")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "Ibuprofen");
    await user.click(screen.getByRole("button", { name: "Vergelijk Ibuprofen" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Je vergelijkt al 5 medicijnen. Haal er eerst een uit de vergelijking om een ander toe te voegen.",
    );
    expect(within(table).queryByRole("rowheader", { name: "Ibuprofen" })).not.toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(await axeViolations()).toEqual([]);

    // The visible word is part of the button's name (WCAG 2.5.3), which says which medicine goes.
    const removePrednison = screen.getByRole("button", { name: "Prednison uit de vergelijking verwijderen" });
    expect(removePrednison).toHaveTextContent("Verwijderen");
    await user.click(removePrednison);
    await user.click(screen.getByRole("button", { name: "Vergelijk Ibuprofen" }));
    expect(within(table).getByRole("rowheader", { name: "Ibuprofen" })).toBeInTheDocument();
    expect(screen.queryByText(/Je vergelijkt al 5/)).toBeInTheDocument(); // full again: the reason is kept for screen readers
  }, 20_000);

  it("always shows the advice to talk to the doctor", () => {
    render(<MedicineChoiceTable />);
    expect(screen.getByText(/bespreek met je arts of apotheker welk medicijn bij jou past/)).toBeInTheDocument();
  });
});
