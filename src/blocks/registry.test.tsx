import { render, screen } from "@testing-library/react";
import { Blocks, blockRegistry } from "./registry";
import type { BlockData } from "./types";

const text = (processed: string) => ({ processed });

describe("block registry", () => {
  it("maps the Drupal paragraph types to components", () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([
      "paragraph__highlight",
      "paragraph__quote",
      "paragraph__text",
      "paragraph__text_with_title",
    ]);
  });

  it("renders each known block in order", () => {
    const blocks: BlockData[] = [
      { __typename: "paragraph__text", id: "1", field_text: text("<p>Inleiding over jicht.</p>") },
      { __typename: "paragraph__text_with_title", id: "2", field_title: "Klachten", field_text: text("<p>Pijn in de teen.</p>") },
      { __typename: "paragraph__highlight", id: "3", field_title: "Let op", field_text: text("<p>Bel de huisarts.</p>") },
      { __typename: "paragraph__quote", id: "4", field_body: "Het gaat nu beter.", field_author: "Els" },
    ];
    const { container } = render(<Blocks blocks={blocks} />);
    expect(screen.getByText("Inleiding over jicht.")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Klachten", "Let op"]);
    expect(screen.getByText("Het gaat nu beter.").closest("blockquote")).not.toBeNull();
    expect(screen.getByText("Els").tagName).toBe("FIGCAPTION");
    expect([...container.querySelectorAll(".block")].map((el) => el.className)).toEqual([
      "rich-text block block--text",
      "block block--text-with-title",
      "block block--highlight",
      "block block--quote",
    ]);
  });

  it("skips paragraph types without a component and empty entries", () => {
    const { container } = render(
      <Blocks blocks={[{ __typename: "paragraph__video", id: "v" }, null, { __typename: "paragraph__text", id: "t", field_text: null }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
