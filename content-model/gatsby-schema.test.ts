import { parse, type ObjectTypeDefinitionNode } from "graphql";
import { gatsbyTypeDefs, PARAGRAPH_INTERFACE } from "./gatsby-schema";
import { BUNDLES, gatsbyTypeName, resourceType } from "./model";

describe("Gatsby type definitions generated from the content model", () => {
  const document = parse(gatsbyTypeDefs());
  const types = new Map(
    document.definitions
      .filter((d): d is ObjectTypeDefinitionNode => d.kind === "ObjectTypeDefinition")
      .map((d) => [d.name.value, d] as const),
  );
  const fieldType = (type: string, field: string) => {
    const node = types.get(type)?.fields?.find((f) => f.name.value === field);
    return node ? JSON.stringify(node.type) : undefined;
  };

  it("declares one Node type per bundle", () => {
    for (const bundle of BUNDLES) expect(types.has(gatsbyTypeName(resourceType(bundle)))).toBe(true);
  });

  it("types formatted text as DrupalFormattedText (sanitised in gatsby-node) and dates as Date", () => {
    expect(fieldType("paragraph__text", "field_text")).toContain("DrupalFormattedText");
    expect(fieldType("node__medical_article", "field_last_update")).toContain("Date");
  });

  it("links paragraph fields to the paragraph interface and references to their types", () => {
    expect(fieldType("node__medical_articleRelationships", "field_page_content")).toContain(PARAGRAPH_INTERFACE);
    expect(fieldType("node__medical_articleRelationships", "field_dossiers")).toContain("taxonomy_term__dossiers");
    expect(fieldType("media__imageRelationships", "field_media_image")).toContain("file__file");
    expect(fieldType("media__image", "field_media_image")).toContain("DrupalImageMeta");
    const paragraph = types.get("paragraph__quote")!;
    expect(paragraph.interfaces?.map((i) => i.name.value)).toEqual(["Node", PARAGRAPH_INTERFACE]);
  });
});
