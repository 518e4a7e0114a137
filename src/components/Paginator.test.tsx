import { render, screen, within } from "@testing-library/react";
import { guidePageWindow } from "../domain/activities/paginator";
import { aroundWindow, narrowRow, Paginator, type RowItem } from "./Paginator";

/** What a phone shows of a row: numbers, "…" for an ellipsis. */
const phone = (row: RowItem[]) =>
  row.filter((item) => item.narrow).map((item) => (item.kind === "gap" ? "…" : String(item.page)));
/** What a wide screen shows. */
const wide = (row: RowItem[]) =>
  row
    .filter((item) => item.kind === "page" || item.wide)
    .map((item) => (item.kind === "gap" ? "…" : String(item.page)));

describe("the paginator on a phone", () => {
  it("shows of the guide's 12 numbers only the window's ends and the current page, with one ellipsis each side", () => {
    const row = narrowRow(guidePageWindow(5, 30).pages, 5);
    expect(wide(row)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect(phone(row)).toEqual(["1", "…", "5", "…", "12"]);
    expect(phone(narrowRow(guidePageWindow(1, 30).pages, 1))).toEqual(["1", "…", "12"]);
    expect(phone(narrowRow(guidePageWindow(14, 30).pages, 14))).toEqual(["13", "14", "…", "24"]);
  });

  it("uses the window's own gap as the one ellipsis, never two in a row", () => {
    const row = narrowRow(aroundWindow(6, 20).pages, 6);
    expect(wide(row)).toEqual(["1", "…", "4", "5", "6", "7", "8", "…", "20"]);
    expect(phone(row)).toEqual(["1", "…", "6", "…", "20"]);
    expect(phone(narrowRow(aroundWindow(2, 3).pages, 2))).toEqual(["1", "2", "3"]);
  });

  it("marks what a phone hides and gives previous and next an arrow while their names stay", () => {
    render(<Paginator page={5} pageCount={30} pageWindow={guidePageWindow} />);
    const nav = screen.getByRole("navigation", { name: "Paginering" });
    expect(within(nav).getByRole("link", { name: "Pagina 3" }).closest("li")).toHaveClass("paginator__wide-only");
    expect(within(nav).getByRole("link", { name: "Pagina 5" }).closest("li")).not.toHaveClass("paginator__wide-only");
    expect(within(nav).getByRole("link", { name: "Pagina 12" }).closest("li")).not.toHaveClass("paginator__wide-only");
    expect(within(nav).getByRole("link", { name: "Laatste pagina" }).closest("li")).toHaveClass("paginator__wide-only");
    const next = within(nav).getByRole("link", { name: "Volgende pagina" });
    expect(next).toHaveTextContent("Volgende›");
    expect(next.querySelector(".paginator__arrow")).toHaveAttribute("aria-hidden", "true");
    expect(within(nav).getByRole("link", { name: "Vorige pagina" })).toHaveAttribute("href", "?pagina=4");
  });
});
