import { render, screen } from "@testing-library/react";
import SearchPage from "./zoeken";

describe("the search page", () => {
  it("says search is coming and offers the library, the community and the home page instead of a dead end", () => {
    render(<SearchPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Zoeken" })).toBeInTheDocument();
    expect(screen.getByText("Zoeken op ReumaNL komt binnenkort. Daar werken we nog aan.")).toBeInTheDocument();
    expect(screen.getByText("Tot die tijd vind je de informatie via deze pagina's:")).toBeInTheDocument();
    const main = screen.getByRole("main");
    const links = [...main.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Naar de homepage", "/"],
      ["Over reuma", "/over-reuma"],
      ["Leven met reuma", "/leven-met-reuma"],
      ["Ontmoet elkaar", "/ontmoet-elkaar"],
    ]);
  });
});
