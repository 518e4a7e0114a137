import { checkRichText, richTextSchema } from "./schema";
import {
  plainTextToRichText,
  readStoredRichText,
  RICH_TEXT_MARKS,
  RICH_TEXT_NODES,
  richTextLength,
  richTextToPlainText,
  type RichTextDoc,
} from "./text";

const paragraph = (text: string, marks?: unknown[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
});
const doc = (...content: unknown[]) => ({ type: "doc", content });

describe("the rich-text schema", () => {
  it("has exactly the nodes and marks the renderer knows", () => {
    const schema = richTextSchema();
    expect(Object.keys(schema.nodes).sort()).toEqual([...RICH_TEXT_NODES].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...RICH_TEXT_MARKS].sort());
  });

  it("accepts what the editor makes and returns its text and length", () => {
    const input = doc(
      paragraph("Hallo "),
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph("één", [{ type: "bold" }])] }] },
      {
        type: "blockquote",
        content: [paragraph("zie https://reumanl.nl", [{ type: "link", attrs: { href: "https://reumanl.nl" } }])],
      },
    );
    const result = checkRichText(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).toBe("Hallo \néén\nzie https://reumanl.nl");
    expect(result.length).toBe(result.text.length);
  });

  it.each([
    [
      "an unknown node (a heading)",
      doc({ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "x" }] }),
    ],
    ["an unknown mark (underline)", doc(paragraph("x", [{ type: "underline" }]))],
    ["a script link", doc(paragraph("klik", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))],
    ["a data link", doc(paragraph("klik", [{ type: "link", attrs: { href: "data:text/html,<b>" } }]))],
    ["text directly in the doc", doc({ type: "text", text: "los" })],
    ["a list without items", doc({ type: "bulletList", content: [paragraph("x")] })],
    ["not a doc", paragraph("x")],
    ["HTML as a string", "<p>Hallo</p>"],
    ["an array", [paragraph("x")]],
  ])("refuses %s", (_, value) => {
    expect(checkRichText(value)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses nesting deeper than a person types", () => {
    let node: unknown = paragraph("diep");
    for (let i = 0; i < 20; i += 1) node = { type: "blockquote", content: [node] };
    expect(checkRichText(doc(node))).toEqual({ ok: false, reason: "invalid" });
  });

  it("calls a document without visible text empty", () => {
    expect(checkRichText(doc({ type: "paragraph" }, paragraph("   ")))).toEqual({ ok: false, reason: "empty" });
  });

  it("drops attributes the schema does not know", () => {
    const result = checkRichText(
      doc({ type: "paragraph", attrs: { onclick: "x", style: "color:red" }, content: [{ type: "text", text: "a" }] }),
    );
    expect(result.ok && JSON.stringify(result.doc)).not.toContain("onclick");
  });
});

describe("rich-text text", () => {
  it("counts code points, so an emoji is one character, and markup never counts", () => {
    const value = doc(paragraph("ab😀", [{ type: "bold" }]));
    expect(richTextLength(value as RichTextDoc)).toBe(3);
  });

  it("turns hard breaks and blocks into line breaks", () => {
    const value = doc(
      { type: "paragraph", content: [{ type: "text", text: "a" }, { type: "hardBreak" }, { type: "text", text: "b" }] },
      paragraph("c"),
    );
    expect(richTextToPlainText(value as RichTextDoc)).toBe("a\nb\nc");
  });

  it("round-trips plain text through a document", () => {
    expect(richTextToPlainText(plainTextToRichText("eerste regel\ntweede regel"))).toBe("eerste regel\ntweede regel");
    expect(checkRichText(plainTextToRichText("eerste\n\nderde")).ok).toBe(true);
  });

  it("reads stored JSON text and gives null when it is unreadable", () => {
    expect(readStoredRichText(JSON.stringify(doc(paragraph("x"))))?.type).toBe("doc");
    expect(readStoredRichText("{kapot")).toBeNull();
    expect(readStoredRichText('{"type":"paragraph"}')).toBeNull();
    expect(readStoredRichText(null)).toBeNull();
  });
});
