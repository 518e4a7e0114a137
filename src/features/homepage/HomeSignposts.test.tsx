import { render, screen, within } from "@testing-library/react";
import { HomeSignposts } from "./HomeSignposts";

describe("HomeSignposts", () => {
  it("offers the library, the community and the activity guide as titled cards with their own decorative illustration", () => {
    const { container } = render(<HomeSignposts />);
    const section = screen.getByRole("region", { name: "Waar wil je beginnen?" });
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const expected = [
      ["Lees over reuma", "/over-reuma/", "/images/illustraties/zoeken.svg"],
      ["Praat met anderen", "/ontmoet-elkaar/", "/images/illustraties/gesprek.svg"],
      ["Vind een activiteit", "/ontmoet-elkaar/activiteiten/", "/images/illustraties/activiteit.svg"],
    ];
    cards.forEach((card, index) => {
      const [title, href, image] = expected[index]!;
      const heading = within(card).getByRole("heading", { level: 3, name: title });
      expect(within(heading).getByRole("link", { name: title })).toHaveAttribute("href", href);
      expect(card.querySelector("img")).toHaveAttribute("src", image);
      expect(card.querySelector("img")).toHaveAttribute("alt", "");
    });
    expect(screen.getByText("Bewegen, lezingen en ontmoetingen bij jou in de buurt of online.")).toBeInTheDocument();
    expect(container.querySelectorAll("img[alt='']")).toHaveLength(3);
  });
});
