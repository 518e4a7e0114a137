import { render, screen } from "@testing-library/react";
import { serverHtml, staticPage } from "../../test-support/server-html";
import { useHydrated } from "./useHydrated";

function Part() {
  return <p>{useHydrated() ? "na hydratatie" : "uit de build"}</p>;
}

describe("useHydrated", () => {
  it("is false in the build's HTML", () => {
    expect(serverHtml(<Part />)).toBe("<p>uit de build</p>");
  });

  it("hydrates the build's HTML without a mismatch, then turns true", async () => {
    const container = staticPage(<Part />);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<Part />, { container, hydrate: true });
    expect(await screen.findByText("na hydratatie")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
