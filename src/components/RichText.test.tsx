import { render } from "@testing-library/react";
import { RichText } from "./RichText";
import type { RichTextDoc } from "../domain/rich-text/text";

describe("RichText", () => {
  it("renders paragraphs, marks, lists, quotes and safe links as elements", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "vet", marks: [{ type: "bold" }] },
            { type: "hardBreak" },
            { type: "text", text: "schuin", marks: [{ type: "italic" }] },
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "drie" }] }] }],
        },
        {
          type: "blockquote",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "site", marks: [{ type: "link", attrs: { href: "https://reumanl.nl" } }] },
              ],
            },
          ],
        },
      ],
    };
    const { container } = render(<RichText doc={doc} />);
    expect(container.querySelector("strong")?.textContent).toBe("vet");
    expect(container.querySelector("em")?.textContent).toBe("schuin");
    expect(container.querySelector("br")).not.toBeNull();
    expect(container.querySelector("ol")?.getAttribute("start")).toBe("3");
    const link = container.querySelector("blockquote a");
    expect(link?.getAttribute("href")).toBe("https://reumanl.nl");
    expect(link?.getAttribute("rel")).toBe("nofollow ugc noopener noreferrer");
  });

  it("never renders markup from text or an unsafe link", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "<img src=x onerror=alert(1)>" }] },
        {
          type: "paragraph",
          content: [{ type: "text", text: "klik", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
        },
      ],
    } as RichTextDoc;
    const { container } = render(<RichText doc={doc} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(container.textContent).toContain("klik");
  });

  it("renders nothing for a missing or unreadable document", () => {
    expect(render(<RichText doc={null} />).container.innerHTML).toBe("");
  });
});
