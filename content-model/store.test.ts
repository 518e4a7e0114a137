import fs from "node:fs";
import path from "node:path";
import { identifiers } from "./jsonapi";
import { allFields, findBundle } from "./model";
import { ContentStore } from "./store";
import { normalize } from "./normalize";

describe("sample content", () => {
  const store = ContentStore.load();

  it("has a homepage, at least six public medical articles and dossiers with parents", () => {
    expect(store.list("node--homepage")).toHaveLength(1);
    const articles = store.list("node--medical_article").filter((r) => store.isPublic(r));
    expect(articles.length).toBeGreaterThanOrEqual(6);
    const dossiers = store.list("taxonomy_term--dossiers");
    expect(
      dossiers.filter((d) => identifiers(d.relationships.parent).some((p) => p.id !== "virtual")).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("puts every article under /over-reuma/ or /leven-met-reuma/ with unique aliases", () => {
    const aliases = store.list("node--medical_article").map((r) => (r.attributes.path as { alias: string }).alias);
    for (const alias of aliases) expect(alias).toMatch(/^\/(over-reuma|leven-met-reuma)\/[a-z0-9-]+$/);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it("gives every public article a last update, description, dossier, header image and content blocks", () => {
    for (const article of store.list("node--medical_article").filter((r) => store.isPublic(r))) {
      expect(article.attributes.field_last_update).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.attributes.field_article_description).toEqual(expect.any(String));
      expect(identifiers(article.relationships.field_dossiers).length).toBeGreaterThan(0);
      expect(identifiers(article.relationships.field_header_image)).toHaveLength(1);
      expect(identifiers(article.relationships.field_page_content).length).toBeGreaterThan(0);
    }
  });

  it("only uses fields of the content model and only points to resources that exist", () => {
    for (const type of store.types()) {
      for (const resource of store.list(type)) {
        const bundle = findBundle(resource.type)!;
        const fields = allFields(bundle);
        for (const name of [...Object.keys(resource.attributes), ...Object.keys(resource.relationships)]) {
          expect([resource.type, name, name in fields]).toEqual([resource.type, name, true]);
        }
        for (const [name, relationship] of Object.entries(resource.relationships)) {
          for (const target of identifiers(relationship)) {
            if (target.id === "virtual" || !findBundle(target.type)) continue; // config entities are not served
            expect([resource.type, name, store.get(target.id)?.type]).toEqual([resource.type, name, target.type]);
          }
        }
      }
    }
  });

  it("gives images their alt text and real pixel size, and files that exist", () => {
    for (const media of store.list("media--image")) {
      const image = media.relationships.field_media_image!.data as { id: string; meta: Record<string, unknown> };
      expect(image.meta.alt).toEqual(expect.stringMatching(/\w{3,}/));
      expect(image.meta.width).toBeGreaterThan(0);
      const file = store.get(image.id)!;
      const url = (file.attributes.uri as { url: string }).url;
      expect(fs.existsSync(path.join(store.filesDir, url.replace("/sites/default/files/", "")))).toBe(true);
    }
  });

  it("builds the main and footer menus with parents", () => {
    const links = store.list("menu_link_content--menu_link_content");
    const main = links.filter((l) => l.attributes.menu_name === "main");
    const footer = links.filter((l) => l.attributes.menu_name === "footer");
    expect(main.filter((l) => l.attributes.parent === null).map((l) => l.attributes.title)).toEqual([
      "Over reuma",
      "Leven met reuma",
      "Ontmoet elkaar",
      "Nieuws",
    ]);
    expect(main.some((l) => String(l.attributes.parent).startsWith("menu_link_content:"))).toBe(true);
    expect(footer.filter((l) => l.attributes.parent === null).map((l) => l.attributes.title)).toEqual([
      "Over ReumaNL",
      "Contact",
      "Veelgestelde vragen",
      "Privacy",
      "Cookies",
      "Gebruiksvoorwaarden",
      "Huisregels",
      "Help mee",
      "Thuisarts.nl",
    ]);
    expect(footer.find((l) => l.attributes.title === "Thuisarts.nl")!.attributes.external).toBe(true);
  });

  it("carries the five featured-item texts on a main menu link", () => {
    const over = store
      .list("menu_link_content--menu_link_content")
      .find((l) => l.attributes.menu_name === "main" && l.attributes.title === "Over reuma")!;
    expect(over.attributes.field_featured_title).toBe("Uitgelicht: medicijnen");
    expect(over.attributes.field_featured_link_url).toBe("/over-reuma/medicijnen-bij-reuma");
  });

  it("keeps ids stable when articles are generated", () => {
    const withGenerated = ContentStore.load({ generate: 5 });
    const ids = (s: ContentStore) =>
      s
        .list("node--medical_article")
        .slice(0, 10)
        .map((r) => [r.id, r.attributes.drupal_internal__nid]);
    expect(ids(withGenerated)).toEqual(ids(store));
    expect(withGenerated.list("node--medical_article")).toHaveLength(store.list("node--medical_article").length + 5);
  });

  it("refuses a sample entity with a field the model does not know", () => {
    expect(() =>
      normalize([{ type: "node--medical_article", key: "x", title: "X", field_lastupdate: "2025-01-01" }], {
        filesDir: store.filesDir,
      }),
    ).toThrow(/unknown field "field_lastupdate"/);
  });
});
