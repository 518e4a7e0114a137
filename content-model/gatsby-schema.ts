/**
 * GraphQL type definitions for Gatsby, generated from model.ts, so that page queries work even when
 * a bundle or field has no content yet, and so that paragraph fields resolve to one interface.
 *
 * Gatsby keeps inferring everything not declared here (@infer). Formatted text is typed as
 * DrupalFormattedText, which gatsby-node.ts defines with sanitising resolvers.
 */
import {
  BUNDLES,
  allFields,
  findBundle,
  gatsbyTypeName,
  isReferenceField,
  resourceType,
  type BundleDefinition,
  type FieldDefinition,
} from "./model";

/** The interface every paragraph type implements; block queries select on it. */
export const PARAGRAPH_INTERFACE = "DrupalParagraph";

const SHARED_TYPES = `
  type DrupalLink { uri: String url: String title: String }
  type DrupalPath { alias: String pid: Int langcode: String }
  type DrupalFileUri { value: String url: String }
  type DrupalMetatagAttributes { name: String content: String property: String rel: String href: String }
  type DrupalMetatag { tag: String attributes: DrupalMetatagAttributes }
  type DrupalImageMeta { alt: String title: String width: Int height: Int }
  interface ${PARAGRAPH_INTERFACE} implements Node {
    id: ID!
    drupal_id: String
    parent_field_name: String
  }
`;

function scalarType(name: string, field: FieldDefinition): string | null {
  switch (field.type) {
    case "uuid":
    case "string":
    case "string_long":
    case "list_string":
      return "String";
    case "boolean":
      return "Boolean";
    case "integer":
      return "Int";
    case "datetime":
    case "timestamp":
      return "Date @dateformat";
    case "text_long":
    case "text_with_summary":
      return "DrupalFormattedText";
    case "link":
      return "DrupalLink";
    case "path":
      return "DrupalPath";
    case "file_uri":
      return "DrupalFileUri";
    case "metatag":
      return name === "metatag" ? "[DrupalMetatag]" : "JSON";
    case "map":
      return "JSON";
    case "image":
      // gatsby-source-drupal copies the relationship meta (alt, width, height) onto the node.
      return "DrupalImageMeta";
    default:
      return null;
  }
}

function withCardinality(type: string, field: FieldDefinition): string {
  if (field.cardinality !== "unlimited" || type.startsWith("[")) return type;
  const [base, ...directives] = type.split(" ");
  return [`[${base}]`, ...directives].join(" ");
}

/** GraphQL type a reference resolves to, or null when none of its targets is served. */
function referenceType(owner: string, name: string, field: FieldDefinition, unions: string[]): string | null {
  const targets = (field.targets ?? []).filter((target) => findBundle(target));
  if (targets.length === 0) return null;
  if (targets.every((target) => target.startsWith("paragraph--")) && targets.length > 1) return PARAGRAPH_INTERFACE;
  if (targets.length === 1) return gatsbyTypeName(targets[0]!);
  const union = `${owner}_${name}_union`;
  unions.push(`union ${union} = ${targets.map(gatsbyTypeName).join(" | ")}`);
  return union;
}

function bundleTypeDefs(bundle: BundleDefinition, unions: string[]): string {
  const typeName = gatsbyTypeName(resourceType(bundle));
  const fields = allFields(bundle);
  // Every Drupal entity has a UUID and its label (a required title or name): non-null, so the page
  // queries' generated types (src/gatsby-types.d.ts) say so too.
  const attributeLines: string[] = ["drupal_id: String!"];
  const relationshipLines: string[] = [];

  for (const [name, field] of Object.entries(fields)) {
    if (field.type === "image") {
      attributeLines.push(`${name}: ${withCardinality("DrupalImageMeta", field)}`);
    }
    if (isReferenceField(field)) {
      const target = referenceType(typeName, name, field, unions);
      if (target) {
        const list = field.cardinality === "unlimited" ? `[${target}]` : target;
        relationshipLines.push(`${name}: ${list} @link(from: "${name}___NODE")`);
      }
      continue;
    }
    const scalar = scalarType(name, field);
    const label = (name === "title" || name === "name") && field.required && field.type === "string";
    if (scalar) attributeLines.push(`${name}: ${withCardinality(scalar, field)}${label ? "!" : ""}`);
  }
  if (bundle.entityType === "menu_link_content") attributeLines.push("drupal_parent_menu_item: String");

  const interfaces = bundle.entityType === "paragraph" ? `Node & ${PARAGRAPH_INTERFACE}` : "Node";
  const relationships = relationshipLines.length
    ? `type ${typeName}Relationships @infer {\n    ${relationshipLines.join("\n    ")}\n  }\n`
    : "";
  if (relationshipLines.length) attributeLines.push(`relationships: ${typeName}Relationships`);
  return `${relationships}  type ${typeName} implements ${interfaces} @infer {\n    ${attributeLines.join("\n    ")}\n  }`;
}

/** SDL for createTypes: shared types, the paragraph interface and one type per bundle. */
export function gatsbyTypeDefs(): string {
  const unions: string[] = [];
  const bundles = BUNDLES.map((bundle) => bundleTypeDefs(bundle, unions));
  return [SHARED_TYPES, ...unions, ...bundles].join("\n");
}
