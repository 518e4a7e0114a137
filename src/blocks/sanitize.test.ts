import { htmlToPlainText, sanitizeEditorHtml } from "./sanitize";

describe("sanitizeEditorHtml", () => {
  it("keeps text structure, lists and safe links", () => {
    const html =
      '<h2>Kop</h2><p>Tekst met <strong>nadruk</strong> en <a href="/over-reuma/jicht">een link</a>.</p><ul><li>een</li></ul>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it("removes scripts, styles, event handlers, classes and iframes", () => {
    const dirty =
      '<p class="x" style="color:red" onclick="steal()">Hallo<script>alert(1)</script></p><iframe src="https://example.org"></iframe><style>p{}</style>';
    expect(sanitizeEditorHtml(dirty)).toBe("<p>Hallo</p>");
  });

  it("drops javascript: and data: links but keeps mailto and tel", () => {
    expect(sanitizeEditorHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeEditorHtml('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
    expect(sanitizeEditorHtml('<a href="mailto:info@example.org">m</a><a href="tel:+31201234567">t</a>')).toBe(
      '<a href="mailto:info@example.org">m</a><a href="tel:+31201234567">t</a>',
    );
  });

  it("turns an editor h1 into h2 and gives images an alt and lazy loading", () => {
    expect(sanitizeEditorHtml("<h1>Titel</h1>")).toBe("<h2>Titel</h2>");
    expect(sanitizeEditorHtml('<img src="https://example.org/a.jpg" onerror="x()">')).toBe(
      '<img src="https://example.org/a.jpg" alt="" loading="lazy" />',
    );
  });

  it("marks a list item that is one link (a link list), not a link inside a sentence", () => {
    const html =
      '<ul><li><a href="/over-reuma/jicht">Jicht</a></li><li>Lees <a href="/over-reuma/artrose">over artrose</a> verder</li><li class="x"><a href="/a">A</a></li></ul>';
    expect(sanitizeEditorHtml(html)).toBe(
      '<ul><li class="link-item"><a href="/over-reuma/jicht">Jicht</a></li><li>Lees <a href="/over-reuma/artrose">over artrose</a> verder</li><li class="link-item"><a href="/a">A</a></li></ul>',
    );
  });

  it("drops empty paragraphs", () => {
    expect(sanitizeEditorHtml("<p> </p><p>Tekst</p>")).toBe("<p>Tekst</p>");
  });
});

describe("htmlToPlainText", () => {
  it("returns the text only, with whitespace collapsed", () => {
    expect(htmlToPlainText("<p>Eén &amp; twee</p>\n<p>drie <em>vier</em></p>")).toBe("Eén & twee drie vier");
  });
});
