/**
 * The Drupal content model of spec 001 §3.2, machine-readable.
 *
 * Every bundle lists its fields by Drupal machine name, exactly as Drupal's JSON:API module exposes
 * them: scalar and structured values under `attributes`, references (entity_reference,
 * entity_reference_revisions, image, file) under `relationships`. The embedded content server, the
 * sample-content loader (which refuses unknown fields) and the Gatsby schema customisation are all
 * generated from this one description.
 *
 * Where the spec names a field but not its machine name, the name here is our choice (see README).
 */
import {
  ACCESSIBILITY,
  APP_LANGUAGES,
  GOALS,
  INTENSITIES,
  PLATFORMS,
  PRICES,
  REASONS,
} from "../src/domain/appguide/options";
import { LIBRARY_NODES, many, type BundleDefinition, type FieldDefinition, type Fields } from "./model-fields";
import { BASE_FIELDS } from "./model-base-fields";
import { CONTENT_PARAGRAPHS, HOMEPAGE_PARAGRAPHS, PARAGRAPH_BUNDLES } from "./model-paragraphs";
import { MEDIA_BUNDLES, OTHER_BUNDLES } from "./model-media";

export type { BundleDefinition, EntityType, FieldDefinition, FieldType, Fields } from "./model-fields";
export { LINK_ICONS } from "./model-fields";
export { CONTENT_PARAGRAPHS, HOMEPAGE_PARAGRAPHS } from "./model-paragraphs";

/** JSON:API resource type, e.g. "node--medical_article". */
export function resourceType(bundle: Pick<BundleDefinition, "entityType" | "bundle">): string {
  return `${bundle.entityType}--${bundle.bundle}`;
}

/** Gatsby node type that gatsby-source-drupal derives from a resource type ("node__medical_article"). */
export function gatsbyTypeName(type: string): string {
  return type.replace(/-|__|:|\.|\s/g, "_");
}

export function isReferenceField(field: FieldDefinition): boolean {
  return (
    field.type === "entity_reference" ||
    field.type === "entity_reference_revisions" ||
    field.type === "image" ||
    field.type === "file"
  );
}

/** The ten topic categories of spec 001 §3.3 (labels in library.json, dossier.categories). */
export const TOPIC_CATEGORIES = [
  "caregivers",
  "treatment",
  "exercise",
  "aids",
  "lifestyle",
  "medicines",
  "coping",
  "school_work",
  "parenthood",
  "insurance",
] as const;

// ---------------------------------------------------------------------------------------------
// Shared field shapes
// ---------------------------------------------------------------------------------------------

const expireDate: FieldDefinition = {
  type: "datetime",
  label: "Expire date: after this date the entity is no longer shown to anonymous visitors",
};
const metatags: FieldDefinition = { type: "metatag", label: "Meta tags (title, description) set by the editor" };
/** The thesaurus term ids every library page carries (for related articles and search). */
const THESAURUS: Fields = {
  field_thesaurus: { type: "integer", label: "Thesaurus term ids", cardinality: many },
  field_thesaurus_all: { type: "integer", label: "Thesaurus term ids including all ancestors", cardinality: many },
};
const headerImage: FieldDefinition = { type: "entity_reference", label: "Header image", targets: ["media--image"] };

const pageContent = (label: string): FieldDefinition => ({
  type: "entity_reference_revisions",
  label,
  cardinality: many,
  targets: CONTENT_PARAGRAPHS,
});

/** News items (news, and volunteer news in the same shape). */
const NEWS_FIELDS: Fields = {
  field_expire_date: expireDate,
  field_header_image: headerImage,
  field_introduction: { type: "string_long", label: "Introduction" },
  field_metatags: metatags,
  field_page_content: pageContent("Page content blocks"),
  field_publication_date: { type: "datetime", label: "Publication date" },
  ...THESAURUS,
};

/** Content pages (content_page, and volunteer pages in the same shape). */
const PAGE_FIELDS: Fields = {
  field_content_blocks: pageContent("Content blocks"),
  field_expire_date: expireDate,
  field_metatags: metatags,
  ...THESAURUS,
  field_wysiwyg_introduction: { type: "text_long", label: "Introduction (formatted)" },
};

// ---------------------------------------------------------------------------------------------
// Bundles
// ---------------------------------------------------------------------------------------------

const nodes: BundleDefinition[] = [
  {
    entityType: "node",
    bundle: "campaign",
    label: "Campagne",
    description: "Campaign landing page with a coloured header and a call to action.",
    fields: {
      field_header_color: {
        type: "list_string",
        label: "Header colour",
        allowedValues: ["blue", "green", "orange", "purple"],
      },
      field_page_content: pageContent("Page content blocks"),
      field_call_to_action: {
        type: "entity_reference_revisions",
        label: "Call to action",
        targets: ["paragraph--cta_campaign", "paragraph--call_to_action"],
      },
      field_header_image: headerImage,
      field_introduction: { type: "string_long", label: "Introduction" },
      field_metatags: metatags,
      field_primary_button: { type: "link", label: "Primary button" },
    },
  },
  {
    entityType: "node",
    bundle: "content_page",
    label: "Contentpagina",
    description: "General content page (contact, privacy, about us, ...).",
    fields: PAGE_FIELDS,
  },
  {
    entityType: "node",
    bundle: "homepage",
    label: "Homepage",
    description: "The home page at /. One published homepage node is expected.",
    fields: {
      field_content_blocks: {
        type: "entity_reference_revisions",
        label: "Content blocks",
        cardinality: many,
        targets: [...CONTENT_PARAGRAPHS, ...HOMEPAGE_PARAGRAPHS],
      },
      field_featured_content: {
        type: "entity_reference",
        label: "Featured content",
        cardinality: many,
        targets: LIBRARY_NODES,
      },
      field_header_image: headerImage,
      field_members_header_image: {
        type: "entity_reference",
        label: "Header image for members",
        targets: ["media--image"],
      },
      field_members_introduction: { type: "string_long", label: "Introduction for logged-in members" },
      field_introduction: { type: "string_long", label: "Introduction" },
      field_metatags: metatags,
      field_primary_button: { type: "link", label: "Primary button" },
      field_members_link: { type: "link", label: "Link for members" },
      // The site's own settings (the one singleton here): the helpline every page's footer shows.
      field_helpline_title: { type: "string", label: "Helpline: title in the footer (e.g. Vragen? Bel ons)" },
      field_helpline_phone: { type: "string", label: "Helpline: phone number as it is written (e.g. 030 - 760 45 50)" },
      field_helpline_hours: { type: "string", label: "Helpline: when it answers (e.g. werkdagen 10.00–14.00 uur)" },
    },
  },
  {
    entityType: "node",
    bundle: "medical_article",
    label: "Medisch artikel",
    description: "Library article under /over-reuma/... or /leven-met-reuma/....",
    fields: {
      field_article_description: { type: "string_long", label: "Article description (teaser and meta description)" },
      field_dossiers: {
        type: "entity_reference",
        label: "Dossiers this article belongs to",
        cardinality: many,
        targets: ["taxonomy_term--dossiers"],
      },
      field_expire_date: expireDate,
      field_header_image: headerImage,
      field_internal_link_title: { type: "string", label: "Title when linked from another page" },
      field_internal_link_description: { type: "string_long", label: "Description when linked from another page" },
      field_last_update: { type: "datetime", label: "Date of the last content review" },
      field_metatags: metatags,
      field_page_content: pageContent("Page content blocks"),
      ...THESAURUS,
    },
  },
  {
    entityType: "node",
    bundle: "news",
    label: "Nieuws",
    description: "News item under /nieuws/....",
    fields: NEWS_FIELDS,
  },
  {
    entityType: "node",
    bundle: "vrijwilliger_nieuws",
    label: "Vrijwilligersnieuws",
    description: "News for volunteers (same shape as news); shown to volunteers only.",
    fields: NEWS_FIELDS,
  },
  {
    entityType: "node",
    bundle: "vrijwilliger_pagina",
    label: "Vrijwilligerspagina",
    description: "Page for volunteers; shown to volunteers only.",
    fields: PAGE_FIELDS,
  },
  {
    entityType: "node",
    bundle: "weblocation",
    label: "Weblocatie",
    description: "A link to an external web location, listed in the library.",
    fields: {
      field_description: { type: "string_long", label: "Description" },
      field_expire_date: expireDate,
      field_hyperlink: { type: "link", label: "Hyperlink (title and url)", required: true },
      field_subtitle: { type: "string", label: "Subtitle" },
    },
  },
  {
    // The app guide (issue 18, spec 001 §2.8): one movement app, at /keuzehulp/applicaties/<slug>.
    // The list values are the wizard's (src/domain/appguide/options.ts).
    entityType: "node",
    bundle: "app",
    label: "App",
    description: "A movement app of the app guide (keuzehulp); the path alias is /keuzehulp/applicaties/<slug>.",
    fields: {
      field_summary: {
        type: "string_long",
        label: "Summary (one or two sentences, on cards and in the result)",
        required: true,
      },
      field_body: { type: "text_long", label: "Description (formatted)" },
      field_logo: { type: "entity_reference", label: "Logo (media image with alt text)", targets: ["media--image"] },
      field_platforms: {
        type: "list_string",
        label: "Platforms",
        cardinality: many,
        required: true,
        allowedValues: PLATFORMS,
      },
      field_price: { type: "list_string", label: "Price class", required: true, allowedValues: PRICES },
      field_price_text: { type: "string", label: 'Price as shown ("Gratis", "€ 4,99 per maand")' },
      field_languages: {
        type: "list_string",
        label: "Languages of the app",
        cardinality: many,
        allowedValues: APP_LANGUAGES,
      },
      field_goals: {
        type: "list_string",
        label: "Goals the app serves",
        cardinality: many,
        required: true,
        allowedValues: GOALS,
      },
      field_intensity: {
        type: "list_string",
        label: "Intensities the app offers",
        cardinality: many,
        required: true,
        allowedValues: INTENSITIES,
      },
      field_reasons: {
        type: "list_string",
        label: "Reasons (needs) the app serves",
        cardinality: many,
        allowedValues: REASONS,
      },
      field_accessibility: {
        type: "list_string",
        label: "Accessibility features",
        cardinality: many,
        allowedValues: ACCESSIBILITY,
      },
      field_accessibility_notes: {
        type: "string_long",
        label: "Accessibility notes in words (large buttons, voice, ...)",
      },
      field_app_store_link: { type: "link", label: "Link to the App Store" },
      field_play_store_link: { type: "link", label: "Link to Google Play" },
      field_website_link: { type: "link", label: "Link to the website or web app" },
      field_date_checked: { type: "datetime", label: "Date the editors last checked the app" },
      field_expire_date: expireDate,
    },
  },
];

const taxonomy: BundleDefinition[] = [
  {
    entityType: "taxonomy_term",
    bundle: "dossiers",
    label: "Dossiers",
    description: "Vocabulary of dossiers (themes) with parent terms; articles point to it.",
    fields: {
      field_blogs: { type: "string", label: "Ids of related blogs (community side)", cardinality: many },
      field_body: {
        type: "entity_reference_revisions",
        label: "Body content blocks",
        cardinality: many,
        targets: CONTENT_PARAGRAPHS,
      },
      field_conversations: { type: "string", label: "Ids of related conversations", cardinality: many },
      field_introduction: { type: "string_long", label: "Introduction" },
      field_link_list: {
        type: "entity_reference_revisions",
        label: "Link list",
        targets: ["paragraph--link_list"],
      },
      field_metatags: metatags,
      field_more_about_label: { type: "string", label: 'Label of the "more about" heading' },
      field_navigation_item: { type: "boolean", label: "Show as a navigation item" },
      field_show_body: { type: "boolean", label: "Show the body blocks" },
      // The thesaurus side of a term (issue 22, docs/decisions/222-lookup-items.md): broader is
      // `parent`, narrower are the terms whose parent it is.
      field_notes: {
        type: "string_long",
        label: "Notes: what the term covers and what not (shown under the description)",
      },
      field_related: {
        type: "entity_reference",
        label: "Related terms (see also)",
        cardinality: many,
        targets: ["taxonomy_term--dossiers"],
      },
      field_synonyms: { type: "string", label: "Synonyms (also known as; the search can use them)", cardinality: many },
      field_category: { type: "list_string", label: "Topic category (spec 001 §3.3)", allowedValues: TOPIC_CATEGORIES },
      // Recommended articles (docs/decisions/243-recommended-articles.md): the articles of a dossier
      // are recommended to participants with one of these forms in their profile.
      field_forms: {
        type: "integer",
        label: "Forms of rheumatism this dossier is about (the profile's form term numbers 71001–71037)",
        cardinality: many,
      },
    },
  },
];

export const BUNDLES: readonly BundleDefinition[] = [
  ...nodes,
  ...taxonomy,
  ...PARAGRAPH_BUNDLES,
  ...MEDIA_BUNDLES,
  ...OTHER_BUNDLES,
];

const byType = new Map(BUNDLES.map((b) => [resourceType(b), b] as const));

export function findBundle(type: string): BundleDefinition | undefined {
  return byType.get(type);
}

/** All fields of a bundle: the entity type's base fields plus the bundle's own fields. */
export function allFields(bundle: BundleDefinition): Fields {
  return { ...BASE_FIELDS[bundle.entityType], ...bundle.fields };
}

/** Resource types the content server answers (and gatsby-source-drupal fetches). */
export function resourceTypes(): string[] {
  return BUNDLES.map(resourceType);
}
