/**
 * The shapes of the content model (model.ts): entity, field and bundle definitions, and the field
 * builders the bundle lists share.
 */

export type EntityType =
  "node" | "taxonomy_term" | "paragraph" | "media" | "file" | "menu_link_content" | "user" | "redirect";

export type FieldType =
  | "uuid"
  | "string" // single line of plain text
  | "string_long" // plain text, several lines
  | "text_long" // formatted text: { value, format, processed }
  | "text_with_summary" // formatted text with summary: { value, format, processed, summary }
  | "boolean"
  | "integer"
  | "list_string" // one of allowedValues
  | "datetime" // date only ("2025-01-20") unless noted
  | "timestamp" // ISO 8601 date-time ("2025-01-20T09:00:00+00:00")
  | "link" // { uri, url, title, options }
  | "path" // { alias, pid, langcode }
  | "file_uri" // { value: "public://x.jpg", url: "/sites/default/files/x.jpg" }
  | "metatag" // computed list of { tag, attributes }
  | "map" // free-form key/value (paragraph behaviour settings)
  | "entity_reference"
  | "entity_reference_revisions" // paragraphs
  | "image" // reference to file--file with alt, title, width, height in meta
  | "file"; // reference to file--file

export interface FieldDefinition {
  readonly type: FieldType;
  /** What the field holds, in one line. */
  readonly label: string;
  /** 1 (default) or "unlimited". */
  readonly cardinality?: 1 | "unlimited";
  readonly required?: boolean;
  /** JSON:API resource types a reference may point to ("media--image"). */
  readonly targets?: readonly string[];
  readonly allowedValues?: readonly string[];
}

export type Fields = Readonly<Record<string, FieldDefinition>>;

export interface BundleDefinition {
  readonly entityType: EntityType;
  readonly bundle: string;
  readonly label: string;
  readonly description: string;
  /** Bundle fields (field_...). The entity type's base fields come from BASE_FIELDS. */
  readonly fields: Fields;
}

export const many = "unlimited" as const;

/** The icons a link_with_icons item may show (src/blocks/icons.tsx draws them). */
export const LINK_ICONS = ["phone", "mail", "website", "document", "chat", "calendar", "location", "info"] as const;

/** The node bundles of the library (what a library paragraph may point to). */
export const LIBRARY_NODES = ["node--medical_article", "node--content_page", "node--news"];

export const text = (label = "Text"): FieldDefinition => ({ type: "text_long", label });
export const title = (label = "Title"): FieldDefinition => ({ type: "string", label });
export const link = (label = "Link"): FieldDefinition => ({ type: "link", label });
export const image = (label = "Image"): FieldDefinition => ({
  type: "entity_reference",
  label,
  targets: ["media--image"],
});
/** A heading with formatted text under it. */
export const titledText = (): Fields => ({ field_title: title(), field_text: text() });
/** A call to action: heading, text and a button. */
export const callToAction = (): Fields => ({ ...titledText(), field_link: link("Button") });
