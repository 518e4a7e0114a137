import { htmlToText, libraryDocumentsOf, type LibrarySearchQuery } from "./search-library";

const NOW = Date.parse("2026-11-24T08:00:00Z");
const block = (html: string) => ({ __typename: "paragraph__text", field_text: { processed: html } });

const data: LibrarySearchQuery = {
  articles: {
    nodes: [
      {
        drupal_id: "a1",
        title: " Methotrexaat ",
        path: { alias: "/leven-met-reuma/medicijnen/methotrexaat/" },
        field_article_description: "Over MTX.",
        field_last_update: "2026-02-01T09:00:00Z",
        changed: null,
        relationships: {
          field_dossiers: [
            null,
            {
              name: "Medicijnen",
              path: { alias: "/leven-met-reuma/medicijnen" },
              field_category: "medicines",
              field_forms: [71001, null],
            },
          ],
          field_page_content: [block("<p>Eén keer per&nbsp;week &amp; met foliumzuur.</p>"), null],
        },
      },
      {
        drupal_id: "a2",
        title: "Verlopen",
        field_expire_date: "2026-01-01T00:00:00Z",
        path: { alias: "/over-reuma/oud" },
        field_article_description: null,
        field_last_update: null,
        changed: null,
        relationships: null,
      },
      {
        drupal_id: "a3",
        title: "Zonder pad",
        path: { alias: null },
        field_article_description: null,
        field_last_update: null,
        changed: null,
        relationships: null,
      },
    ],
  },
  contentPages: {
    nodes: [
      {
        drupal_id: "c1",
        title: "Contact",
        path: { alias: "/contact" },
        field_wysiwyg_introduction: { processed: "<p>Bel <strong>ons</strong></p>" },
        changed: "2026-03-01T00:00:00Z",
        relationships: { field_content_blocks: [] },
      },
    ],
  },
  news: {
    nodes: [
      {
        drupal_id: "n1",
        title: "Nieuws",
        status: false,
        path: { alias: "/nieuws/x" },
        field_introduction: null,
        field_publication_date: null,
        relationships: null,
      },
    ],
  },
  dossiers: {
    nodes: [
      {
        drupal_id: "d1",
        name: "Reumatoïde artritis",
        path: { alias: "/over-reuma/reumatoide-artritis" },
        field_introduction: "RA is een ontsteking.",
        description: { plain: "Meer over RA." },
        relationships: { parent: [{ name: "Over reuma", path: { alias: "/over-reuma" } }], field_body: null },
      },
    ],
  },
};

describe("the library's search documents", () => {
  it("lists published, not expired items with a page path, keyed by their Drupal id, with plain text", () => {
    expect(libraryDocumentsOf(data, NOW)).toEqual([
      {
        docType: "article",
        refId: "a1",
        title: "Methotrexaat",
        introduction: "Over MTX.",
        body: "Eén keer per week & met foliumzuur.",
        path: "/leven-met-reuma/medicijnen/methotrexaat",
        parentName: "Medicijnen",
        parentPath: "/leven-met-reuma/medicijnen/",
        publishedAt: "2026-02-01T09:00:00Z",
        // The dossier's form of rheumatism and the topic of its category (Medicijnen, 72006).
        profileTerms: [71001, 72006],
      },
      {
        docType: "contentpage",
        refId: "c1",
        title: "Contact",
        introduction: "Bel ons",
        body: "",
        path: "/contact",
        parentName: null,
        parentPath: null,
        publishedAt: "2026-03-01T00:00:00Z",
      },
      {
        docType: "dossier",
        refId: "d1",
        title: "Reumatoïde artritis",
        introduction: "RA is een ontsteking.",
        body: "Meer over RA.",
        path: "/over-reuma/reumatoide-artritis",
        parentName: "Over reuma",
        parentPath: "/over-reuma/",
        publishedAt: null,
      },
    ]);
  });

  it("turns editor HTML into text", () => {
    expect(htmlToText("<p>a&#233;&#x20AC;<script>x()</script></p>\n<p>b</p>")).toBe("aé€ b");
  });
});
