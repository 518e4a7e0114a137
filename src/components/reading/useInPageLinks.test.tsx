import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useInPageLinks } from "./useInPageLinks";

function Page() {
  useInPageLinks();
  return (
    <>
      <a href="#sectie-behandeling">Behandeling</a>
      <a href="#nergens">Nergens</a>
      <h2 id="sectie-behandeling">Behandeling</h2>
    </>
  );
}

describe("in-page links", () => {
  it("put the fragment in the address by pushState and move focus to the section", async () => {
    window.history.replaceState(null, "", "/over-reuma/jicht/");
    Element.prototype.scrollIntoView = jest.fn();
    const popstate = jest.fn();
    window.addEventListener("popstate", popstate);
    render(<Page />);
    await userEvent.setup().click(screen.getByRole("link", { name: "Behandeling" }));
    expect(window.location.pathname + window.location.hash).toBe("/over-reuma/jicht/#sectie-behandeling");
    expect(screen.getByRole("heading", { name: "Behandeling" })).toHaveFocus();
    expect(popstate).not.toHaveBeenCalled();
    window.removeEventListener("popstate", popstate);
  });
});
