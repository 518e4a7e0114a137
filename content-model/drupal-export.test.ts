/**
 * The Drupal configuration export (drupal/config/, written by tools/write-drupal-config.ts) read
 * back with a YAML parser and compared with the model: every bundle, every field with its type,
 * cardinality, allowed values, requiredness and reference targets, both displays, and dependencies
 * that resolve. The committed files must be what the generator writes now.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { drupalExport, drupalExportFiles, exportedBundles, isConfigurableField } from "./drupal-export";
import { BUNDLES, resourceType, type BundleDefinition } from "./model";

const DIR = path.join(__dirname, "..", "drupal", "config");
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the export is YAML read back untyped; the tests compare its fields one by one

const committed = new Map(
  readdirSync(DIR)
    .filter((n) => n.endsWith(".yml"))
    .map((n) => [n.replace(/\.yml$/, ""), YAML.parse(readFileSync(path.join(DIR, n), "utf8")) as Any]),
);
const read = (name: string): Any => {
  const data = committed.get(name);
  if (!data) throw new Error(`drupal/config/${name}.yml is missing`);
  return data;
};

const BUNDLE_CONFIG: Record<string, string> = {
  node: "node.type",
  taxonomy_term: "taxonomy.vocabulary",
  paragraph: "paragraphs.paragraphs_type",
  media: "media.type",
};
const modelFields = (b: BundleDefinition) => Object.entries(b.fields).filter(([name]) => isConfigurableField(name));

describe("the Drupal configuration export", () => {
  it("is what the generator writes from the model now (run content-model/tools/write-drupal-config.ts after a model change)", () => {
    const fresh = drupalExportFiles();
    expect([...committed.keys()].sort()).toEqual([...fresh.keys()].map((n) => n.replace(/\.yml$/, "")).sort());
    for (const [name, text] of fresh) expect(readFileSync(path.join(DIR, name), "utf8")).toBe(text);
  });

  it("has a bundle for every node, vocabulary, paragraph and media bundle of the model, with its label", () => {
    const bundles = BUNDLES.filter((b) => BUNDLE_CONFIG[b.entityType]);
    expect(bundles.length).toBeGreaterThanOrEqual(56);
    for (const b of bundles) {
      const config = read(`${BUNDLE_CONFIG[b.entityType]}.${b.bundle}`);
      expect(config.name ?? config.label).toBe(b.label);
      expect(config.type ?? config.vid ?? config.id).toBe(b.bundle);
    }
    expect(read("media.type.image")).toMatchObject({
      source: "image",
      source_configuration: { source_field: "field_media_image" },
    });
    expect(read("media.type.document")).toMatchObject({
      source: "file",
      source_configuration: { source_field: "field_media_document" },
    });
  });

  it("has exactly the model's fields, each with its type, cardinality, allowed values, requiredness and targets", () => {
    const expected = exportedBundles().flatMap((b) =>
      modelFields(b).map(([name]) => `field.field.${b.entityType}.${b.bundle}.${name}`),
    );
    expect([...committed.keys()].filter((n) => n.startsWith("field.field.")).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(180);

    for (const b of exportedBundles()) {
      for (const [name, field] of modelFields(b)) {
        const where = `${resourceType(b)}.${name}`;
        const instance = read(`field.field.${b.entityType}.${b.bundle}.${name}`);
        const storage = read(`field.storage.${b.entityType}.${name}`);
        expect({
          where,
          type: storage.type,
          fieldType: instance.field_type,
          required: instance.required,
          label: instance.label,
        }).toEqual({
          where,
          type: field.type,
          fieldType: field.type,
          required: field.required === true,
          label: field.label,
        });
        expect({ where, cardinality: storage.cardinality }).toEqual({
          where,
          cardinality: field.cardinality === "unlimited" ? -1 : 1,
        });
        if (field.type === "list_string") {
          expect((storage.settings.allowed_values as { value: string }[]).map((v) => v.value)).toEqual([
            ...(field.allowedValues ?? []),
          ]);
        }
        if (field.type === "entity_reference" || field.type === "entity_reference_revisions") {
          const targets = (field.targets ?? []).map((t) => t.split("--"));
          expect({ where, targetType: storage.settings.target_type }).toEqual({ where, targetType: targets[0]![0] });
          expect(Object.keys(instance.settings.handler_settings.target_bundles).sort()).toEqual(
            targets.map((t) => t[1]).sort(),
          );
        }
        if (field.type === "image" || field.type === "file") expect(storage.settings.target_type).toBe("file");
      }
    }
  });

  it("puts every field on the default form and view display of its bundle", () => {
    for (const b of exportedBundles()) {
      const form = read(`core.entity_form_display.${b.entityType}.${b.bundle}.default`);
      const view = read(`core.entity_view_display.${b.entityType}.${b.bundle}.default`);
      for (const [name] of modelFields(b)) {
        expect({ name, form: typeof form.content[name]?.type }).toEqual({ name, form: "string" });
        expect({ name, view: Boolean(view.content[name] ?? view.hidden[name]) }).toEqual({ name, view: true });
      }
      expect(form.content.field_page_content?.type ?? "paragraphs").toBe("paragraphs");
    }
  });

  it("depends only on configuration inside the export", () => {
    for (const [name, data] of committed) {
      for (const dependency of (data.dependencies?.config ?? []) as string[]) {
        expect({ name, dependency, found: committed.has(dependency) }).toEqual({ name, dependency, found: true });
      }
    }
  });

  it("refuses a model in which two bundles of one entity type give a field name different shapes", () => {
    const p = (bundle: string, type: "string" | "integer"): BundleDefinition => ({
      entityType: "paragraph",
      bundle,
      label: bundle,
      description: "",
      fields: { field_x: { type, label: "x" } },
    });
    expect(() => drupalExport([p("a", "string"), p("b", "integer")])).toThrow(
      /paragraph--b\.field_x: its storage differs/,
    );
    expect(() =>
      drupalExport([
        {
          entityType: "node",
          bundle: "n",
          label: "n",
          description: "",
          fields: { field_r: { type: "entity_reference", label: "r", targets: ["node--a", "media--image"] } },
        },
      ]),
    ).toThrow(/exactly one target entity type/);
  });
});
