import { render, screen, waitFor } from "@testing-library/react";
import { interactiveBlocks } from "./InteractiveBlocks";
import { Blocks, INTERACTIVE_TYPES } from "./registry";
import { staticBlocks } from "./static-blocks";
import { BUNDLES, gatsbyTypeName, resourceType } from "../../content-model/model";
import type { BlockData } from "./types";

const text = (processed: string) => ({ processed });

describe("block registry", () => {
  it("has a component for every paragraph type of the content model (items render inside their lists)", () => {
    const expected = BUNDLES.filter((b) => b.entityType === "paragraph" && !b.bundle.endsWith("_item"))
      .map((b) => gatsbyTypeName(resourceType(b)))
      .sort();
    expect(expected).toHaveLength(41);
    expect([...Object.keys(staticBlocks), ...Object.keys(interactiveBlocks)].sort()).toEqual(expected);
    expect([...INTERACTIVE_TYPES].sort()).toEqual(Object.keys(interactiveBlocks).sort());
  });

  it("renders an expandable as details with a summary, and a link list", async () => {
    const blocks: BlockData[] = [
      {
        __typename: "paragraph__expandable",
        id: "e",
        field_title: "Vragen",
        relationships: {
          field_expandable_items: [{ id: "i", field_title: "Mag ik alcohol?", field_text: text("<p>Weinig.</p>") }],
        },
      } as BlockData,
      {
        __typename: "paragraph__link_list",
        id: "l",
        field_title: "Meer",
        relationships: {
          field_link_list_items: [
            {
              id: "li",
              field_link: { uri: "internal:/over-reuma/prednison", url: "", title: "Prednison" },
              field_description: null,
            },
          ],
        },
      } as BlockData,
    ];
    const { container } = render(<Blocks blocks={blocks} />);
    await screen.findByText("Mag ik alcohol?");
    expect(container.querySelector("details summary")?.textContent).toBe("Mag ik alcohol?");
    expect(screen.getByRole("link", { name: "Prednison" })).toHaveAttribute("href", "/over-reuma/prednison");
  });

  it("shows a placeholder for a form whose script id has no component", async () => {
    render(
      <Blocks blocks={[{ __typename: "paragraph__form_block", id: "f", field_script_id: "onbekend" } as BlockData]} />,
    );
    expect(await screen.findByText("Dit formulier is op dit moment niet beschikbaar.")).toBeInTheDocument();
  });

  it("renders each known block in order", async () => {
    const blocks: BlockData[] = [
      { __typename: "paragraph__text", id: "1", field_text: text("<p>Inleiding over jicht.</p>") },
      {
        __typename: "paragraph__text_with_title",
        id: "2",
        field_title: "Klachten",
        field_text: text("<p>Pijn in de teen.</p>"),
      },
      {
        __typename: "paragraph__highlight",
        id: "3",
        field_title: "Let op",
        field_text: text("<p>Bel de huisarts.</p>"),
      },
      { __typename: "paragraph__quote", id: "4", field_body: "Het gaat nu beter.", field_author: "Els" },
    ];
    const { container } = render(<Blocks blocks={blocks} />);
    expect(await screen.findByText("Inleiding over jicht.")).toBeInTheDocument();
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

  it("skips paragraph types without a component and empty entries", async () => {
    const { container } = render(
      <Blocks
        blocks={[
          { __typename: "paragraph__unknown_type", id: "v" },
          null,
          { __typename: "paragraph__text", id: "t", field_text: null },
          { __typename: "paragraph__text", id: "u", field_text: { processed: "<p>Laatste.</p>" } },
        ]}
      />,
    );
    await screen.findByText("Laatste.");
    await waitFor(() => expect(container.children).toHaveLength(1));
    expect(container.textContent).toBe("Laatste.");
  });
});
