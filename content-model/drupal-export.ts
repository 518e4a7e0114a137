/**
 * The content model (model.ts) as a Drupal configuration export: the files a Drupal 10/11 site
 * imports with `drush config:import --partial --source=<folder>` to get every bundle and field of
 * the model without clicking them together.
 *
 *   node.type.<bundle>, taxonomy.vocabulary.<vid>, paragraphs.paragraphs_type.<id>, media.type.<id>
 *   field.storage.<entity type>.<field>           one per entity type and field name
 *   field.field.<entity type>.<bundle>.<field>    one per bundle and field
 *   core.entity_form_display / core.entity_view_display .<entity type>.<bundle>.default
 *
 * Only the `field_*` fields are configuration; the others are Drupal's base fields (title, status,
 * path, ...) that the entity types bring. No uuids are written: Drupal gives each imported entity
 * one. `content-model/tools/write-drupal-config.ts` writes the files to drupal/config/;
 * `drupal-export.test.ts` reads them back and compares them with the model.
 */
import { BUNDLES, resourceType, type BundleDefinition, type EntityType, type FieldDefinition } from "./model";
import { toYaml, type YamlValue } from "./drupal-yaml";

type Config = { [key: string]: YamlValue };
export type ConfigFile = { name: string; data: Config };

/** Entity types whose bundles are configuration entities, and the entity type's module. */
const BUNDLE_CONFIG: Partial<Record<EntityType, { prefix: string; module: string }>> = {
  node: { prefix: "node.type", module: "node" },
  taxonomy_term: { prefix: "taxonomy.vocabulary", module: "taxonomy" },
  paragraph: { prefix: "paragraphs.paragraphs_type", module: "paragraphs" },
  media: { prefix: "media.type", module: "media" },
};
/** Entity types without bundle configuration whose `field_*` fields are still configuration. */
const FIELDABLE_WITHOUT_BUNDLES: Partial<Record<EntityType, string>> = { menu_link_content: "menu_link_content" };

/** The Drupal field type, its module, and the form widget and view formatter of each model type. */
const FIELD_TYPES: Record<string, { module: string; widget: string; widgetModule: string; formatter: string | null }> =
  {
    string: { module: "core", widget: "string_textfield", widgetModule: "core", formatter: "string" },
    string_long: { module: "core", widget: "string_textarea", widgetModule: "core", formatter: "basic_string" },
    text_long: { module: "text", widget: "text_textarea", widgetModule: "text", formatter: "text_default" },
    text_with_summary: {
      module: "text",
      widget: "text_textarea_with_summary",
      widgetModule: "text",
      formatter: "text_default",
    },
    boolean: { module: "core", widget: "boolean_checkbox", widgetModule: "core", formatter: "boolean" },
    integer: { module: "core", widget: "number", widgetModule: "core", formatter: "number_integer" },
    list_string: { module: "options", widget: "options_select", widgetModule: "options", formatter: "list_default" },
    datetime: {
      module: "datetime",
      widget: "datetime_default",
      widgetModule: "datetime",
      formatter: "datetime_default",
    },
    link: { module: "link", widget: "link_default", widgetModule: "link", formatter: "link" },
    metatag: { module: "metatag", widget: "metatag_firehose", widgetModule: "metatag", formatter: null },
    entity_reference: {
      module: "core",
      widget: "entity_reference_autocomplete",
      widgetModule: "core",
      formatter: "entity_reference_label",
    },
    entity_reference_revisions: {
      module: "entity_reference_revisions",
      widget: "paragraphs",
      widgetModule: "paragraphs",
      formatter: "entity_reference_revisions_entity_view",
    },
    image: { module: "image", widget: "image_image", widgetModule: "image", formatter: "image" },
    file: { module: "file", widget: "file_generic", widgetModule: "file", formatter: "file_default" },
  };

/** Drupal's entity type id of a JSON:API resource type ("media--image" → media, image). */
function target(resource: string): { entityType: string; bundle: string } {
  const [entityType, bundle] = resource.split("--");
  if (!entityType || !bundle) throw new Error(`not a resource type: ${resource}`);
  return { entityType, bundle };
}

export function isConfigurableField(name: string): boolean {
  return name.startsWith("field_");
}

/** The bundles whose fields are exported (node, vocabulary, paragraph, media types and menu links). */
export function exportedBundles(bundles: readonly BundleDefinition[] = BUNDLES): BundleDefinition[] {
  return bundles.filter(
    (b) =>
      BUNDLE_CONFIG[b.entityType] ||
      (FIELDABLE_WITHOUT_BUNDLES[b.entityType] && Object.keys(b.fields).some(isConfigurableField)),
  );
}

function bundleConfigName(entityType: string, bundle: string): string | null {
  const config = BUNDLE_CONFIG[entityType as EntityType];
  return config ? `${config.prefix}.${bundle}` : null;
}

function entityModule(entityType: EntityType): string {
  return BUNDLE_CONFIG[entityType]?.module ?? FIELDABLE_WITHOUT_BUNDLES[entityType] ?? entityType;
}

function typeOf(field: FieldDefinition, where: string): (typeof FIELD_TYPES)[string] {
  const type = FIELD_TYPES[field.type];
  if (!type) throw new Error(`${where}: field type ${field.type} cannot be a configurable Drupal field`);
  return type;
}

/** The one target entity type of a reference field (Drupal stores one per field storage). */
function targetType(field: FieldDefinition, where: string): string | null {
  if (field.type === "image" || field.type === "file") return "file";
  if (field.type === "entity_reference_revisions") return "paragraph";
  if (field.type !== "entity_reference") return null;
  const types = [...new Set((field.targets ?? []).map((t) => target(t).entityType))];
  if (types.length !== 1)
    throw new Error(
      `${where}: a reference field needs exactly one target entity type, has ${types.join(", ") || "none"}`,
    );
  return types[0]!;
}

const langcode = "nl";

function bundleConfig(b: BundleDefinition): ConfigFile | null {
  const name = bundleConfigName(b.entityType, b.bundle);
  if (!name) return null;
  const common = { langcode, status: true, dependencies: {} };
  switch (b.entityType) {
    case "node":
      return {
        name,
        data: {
          ...common,
          name: b.label,
          type: b.bundle,
          description: b.description,
          help: "",
          new_revision: true,
          preview_mode: 1,
          display_submitted: false,
        },
      };
    case "taxonomy_term":
      return {
        name,
        data: { ...common, name: b.label, vid: b.bundle, description: b.description, weight: 0, new_revision: false },
      };
    case "paragraph":
      return {
        name,
        data: {
          ...common,
          id: b.bundle,
          label: b.label,
          icon_uuid: null,
          icon_default: null,
          description: b.description,
          behavior_plugins: {},
        },
      };
    case "media": {
      const source = Object.entries(b.fields).find(([, f]) => f.type === "image" || f.type === "file");
      if (!source) throw new Error(`${resourceType(b)}: a media type needs an image or file source field`);
      return {
        name,
        data: {
          ...common,
          id: b.bundle,
          label: b.label,
          description: b.description,
          source: source[1].type,
          queue_thumbnail_downloads: false,
          new_revision: true,
          source_configuration: { source_field: source[0] },
          field_map: { name: "name" },
        },
      };
    }
    default:
      return null;
  }
}

function storageSettings(field: FieldDefinition, where: string): Config {
  switch (field.type) {
    case "string":
      return { max_length: 255, case_sensitive: false, is_ascii: false };
    case "string_long":
      return { case_sensitive: false };
    case "integer":
      return { unsigned: false, size: "normal" };
    case "list_string":
      return {
        allowed_values: (field.allowedValues ?? []).map((value) => ({ value, label: value })),
        allowed_values_function: "",
      };
    case "datetime":
      return { datetime_type: "date" };
    case "entity_reference":
    case "entity_reference_revisions":
      return { target_type: targetType(field, where)! };
    case "image":
    case "file":
      return { target_type: "file", display_field: false, display_default: false, uri_scheme: "public" };
    default:
      return {};
  }
}

function fieldSettings(field: FieldDefinition, where: string): Config {
  const bundles = (field.targets ?? []).map((t) => target(t).bundle);
  const keyed = Object.fromEntries(bundles.map((b) => [b, b]));
  switch (field.type) {
    case "entity_reference": {
      const type = targetType(field, where)!;
      return {
        handler: `default:${type}`,
        handler_settings: { target_bundles: keyed, sort: { field: "_none", direction: "ASC" }, auto_create: false },
      };
    }
    case "entity_reference_revisions":
      return {
        handler: "default:paragraph",
        handler_settings: {
          target_bundles: keyed,
          negate: 0,
          target_bundles_drag_drop: Object.fromEntries(bundles.map((b, i) => [b, { weight: i, enabled: true }])),
        },
      };
    case "image":
      return {
        handler: "default:file",
        handler_settings: {},
        file_directory: "[date:custom:Y]-[date:custom:m]",
        file_extensions: "png gif jpg jpeg webp",
        max_filesize: "",
        alt_field: true,
        alt_field_required: true,
        title_field: false,
        title_field_required: false,
      };
    case "file":
      return {
        handler: "default:file",
        handler_settings: {},
        file_directory: "[date:custom:Y]-[date:custom:m]",
        file_extensions: "pdf",
        max_filesize: "",
        description_field: false,
      };
    case "boolean":
      return { on_label: "Aan", off_label: "Uit" };
    case "link":
      return { title: 1, link_type: 17 };
    case "datetime":
      return {};
    default:
      return {};
  }
}

type StorageKey = string;

/** The module that provides a reference's target entity type (a storage depends on it). */
function targetModule(targetType: YamlValue | undefined): string[] {
  if (typeof targetType !== "string") return [];
  return [({ taxonomy_term: "taxonomy", paragraph: "paragraphs" } as Record<string, string>)[targetType] ?? targetType];
}

/** One storage per entity type and field name; the bundles sharing it must agree on its shape. */
function storages(
  bundles: readonly BundleDefinition[],
): Map<StorageKey, { entityType: EntityType; name: string; field: FieldDefinition; data: Config }> {
  const found = new Map<StorageKey, { entityType: EntityType; name: string; field: FieldDefinition; data: Config }>();
  for (const b of bundles) {
    for (const [name, field] of Object.entries(b.fields)) {
      if (!isConfigurableField(name)) continue;
      const where = `${resourceType(b)}.${name}`;
      const type = typeOf(field, where);
      const settings = storageSettings(field, where);
      const data: Config = {
        langcode,
        status: true,
        dependencies: {
          module: [
            ...new Set([
              entityModule(b.entityType),
              ...(type.module === "core" ? [] : [type.module]),
              ...targetModule(settings.target_type),
            ]),
          ].sort(),
        },
        id: `${b.entityType}.${name}`,
        field_name: name,
        entity_type: b.entityType,
        type: field.type,
        settings,
        module: type.module,
        locked: false,
        cardinality: field.cardinality === "unlimited" ? -1 : 1,
        translatable: true,
        indexes: {},
        persist_with_no_fields: false,
        custom_storage: false,
      };
      const key = `${b.entityType}.${name}`;
      const earlier = found.get(key);
      if (earlier && toYaml(earlier.data) !== toYaml(data)) {
        throw new Error(
          `${where}: its storage differs from another ${b.entityType} bundle's ${name} (type, cardinality or allowed values)`,
        );
      }
      found.set(key, { entityType: b.entityType, name, field, data });
    }
  }
  return found;
}

function fieldConfig(b: BundleDefinition, name: string, field: FieldDefinition): ConfigFile {
  const where = `${resourceType(b)}.${name}`;
  const type = typeOf(field, where);
  const own = bundleConfigName(b.entityType, b.bundle);
  const targets = (field.targets ?? [])
    .map((t) => target(t))
    .map((t) => bundleConfigName(t.entityType, t.bundle))
    .filter((n): n is string => n !== null);
  return {
    name: `field.field.${b.entityType}.${b.bundle}.${name}`,
    data: {
      langcode,
      status: true,
      dependencies: {
        config: [...new Set([`field.storage.${b.entityType}.${name}`, ...(own ? [own] : []), ...targets])].sort(),
        ...(type.module === "core" ? {} : { module: [type.module] }),
      },
      id: `${b.entityType}.${b.bundle}.${name}`,
      field_name: name,
      entity_type: b.entityType,
      bundle: b.bundle,
      label: field.label,
      description: "",
      required: field.required === true,
      translatable: true,
      default_value: [],
      default_value_callback: "",
      settings: fieldSettings(field, where),
      field_type: field.type,
    },
  };
}

/** The base fields an editor fills in on each entity type's form (the rest Drupal sets itself). */
const BASE_FORM_FIELDS: Partial<Record<EntityType, Record<string, string>>> = {
  node: { title: "string_textfield", status: "boolean_checkbox" },
  taxonomy_term: { name: "string_textfield", description: "text_textarea", status: "boolean_checkbox" },
  media: { name: "string_textfield", status: "boolean_checkbox" },
  menu_link_content: { title: "string_textfield", link: "link_default", enabled: "boolean_checkbox" },
};

function displays(b: BundleDefinition): ConfigFile[] {
  const fields = Object.entries(b.fields).filter(([name]) => isConfigurableField(name));
  const own = bundleConfigName(b.entityType, b.bundle);
  const fieldNames = fields.map(([name]) => `field.field.${b.entityType}.${b.bundle}.${name}`);
  const config = [...fieldNames, ...(own ? [own] : [])].sort();
  const base = { langcode, status: true };
  const id = `${b.entityType}.${b.bundle}.default`;
  const target = { targetEntityType: b.entityType, bundle: b.bundle, mode: "default" };

  const formContent: Config = {};
  let weight = 0;
  for (const [name, widget] of Object.entries(BASE_FORM_FIELDS[b.entityType] ?? {})) {
    formContent[name] = { type: widget, weight: weight++, region: "content", settings: {}, third_party_settings: {} };
  }
  for (const [name, field] of fields) {
    const type = typeOf(field, `${resourceType(b)}.${name}`);
    const widget = field.type === "list_string" && field.cardinality === "unlimited" ? "options_buttons" : type.widget;
    formContent[name] = { type: widget, weight: weight++, region: "content", settings: {}, third_party_settings: {} };
  }
  const formModules = [
    ...new Set(fields.map(([, f]) => FIELD_TYPES[f.type]!.widgetModule).filter((m) => m !== "core")),
  ].sort();

  const viewContent: Config = {};
  const hidden: Config = {};
  weight = 0;
  for (const [name, field] of fields) {
    const formatter = FIELD_TYPES[field.type]!.formatter;
    if (formatter)
      viewContent[name] = {
        type: formatter,
        label: "above",
        settings: {},
        third_party_settings: {},
        weight: weight++,
        region: "content",
      };
    else hidden[name] = true;
  }
  const viewModules = [
    ...new Set(
      fields
        .filter(([, f]) => FIELD_TYPES[f.type]!.formatter)
        .map(([, f]) => FIELD_TYPES[f.type]!.module)
        .filter((m) => m !== "core"),
    ),
  ].sort();

  return [
    {
      name: `core.entity_form_display.${id}`,
      data: {
        ...base,
        dependencies: { config, ...(formModules.length ? { module: formModules } : {}) },
        id,
        ...target,
        content: formContent,
        hidden: {},
      },
    },
    {
      name: `core.entity_view_display.${id}`,
      data: {
        ...base,
        dependencies: { config, ...(viewModules.length ? { module: viewModules } : {}) },
        id,
        ...target,
        content: viewContent,
        hidden,
      },
    },
  ];
}

/** Every configuration file of the model, by config name, in a stable order. */
export function drupalExport(bundles: readonly BundleDefinition[] = BUNDLES): ConfigFile[] {
  const exported = exportedBundles(bundles);
  const files: ConfigFile[] = [];
  for (const b of exported) {
    const own = bundleConfig(b);
    if (own) files.push(own);
  }
  for (const storage of storages(exported).values())
    files.push({ name: `field.storage.${storage.entityType}.${storage.name}`, data: storage.data });
  for (const b of exported) {
    for (const [name, field] of Object.entries(b.fields))
      if (isConfigurableField(name)) files.push(fieldConfig(b, name, field));
    files.push(...displays(b));
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** The export as file name → YAML text. */
export function drupalExportFiles(bundles: readonly BundleDefinition[] = BUNDLES): Map<string, string> {
  return new Map(drupalExport(bundles).map((file) => [`${file.name}.yml`, toYaml(file.data)]));
}
