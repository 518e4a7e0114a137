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
import { ACCESSIBILITY, APP_LANGUAGES, GOALS, INTENSITIES, PLATFORMS, PRICES, REASONS } from "../src/domain/appguide/options";

export type EntityType = "node" | "taxonomy_term" | "paragraph" | "media" | "file" | "menu_link_content" | "user" | "redirect";

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

const many = "unlimited" as const;

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

/** The icons a link_with_icons item may show (src/blocks/icons.tsx draws them). */
export const LINK_ICONS = ["phone", "mail", "website", "document", "chat", "calendar", "location", "info"] as const;

// ---------------------------------------------------------------------------------------------
// Base fields per entity type (what every bundle of that type carries)
// ---------------------------------------------------------------------------------------------

const NODE_BASE: Fields = {
  drupal_internal__nid: { type: "integer", label: "Node id" },
  drupal_internal__vid: { type: "integer", label: "Revision id" },
  langcode: { type: "string", label: "Language" },
  revision_timestamp: { type: "timestamp", label: "Revision created" },
  revision_log: { type: "string_long", label: "Revision log message" },
  status: { type: "boolean", label: "Published", required: true },
  title: { type: "string", label: "Title (label)", required: true },
  created: { type: "timestamp", label: "Created" },
  changed: { type: "timestamp", label: "Changed" },
  promote: { type: "boolean", label: "Promoted to front page" },
  sticky: { type: "boolean", label: "Sticky at top of lists" },
  default_langcode: { type: "boolean", label: "Default translation" },
  revision_translation_affected: { type: "boolean", label: "Revision translation affected" },
  moderation_state: { type: "string", label: "Content moderation state (values not shown in the spec)" },
  metatag: { type: "metatag", label: "Computed meta tags" },
  path: { type: "path", label: "URL alias" },
  node_type: { type: "entity_reference", label: "Content type", targets: ["node_type--node_type"] },
  uid: { type: "entity_reference", label: "Author", targets: ["user--user"] },
  revision_uid: { type: "entity_reference", label: "Revision author", targets: ["user--user"] },
};

const TERM_BASE: Fields = {
  drupal_internal__tid: { type: "integer", label: "Term id" },
  drupal_internal__revision_id: { type: "integer", label: "Revision id" },
  langcode: { type: "string", label: "Language" },
  status: { type: "boolean", label: "Published", required: true },
  name: { type: "string", label: "Name (label)", required: true },
  description: { type: "text_long", label: "Description" },
  weight: { type: "integer", label: "Weight" },
  changed: { type: "timestamp", label: "Changed" },
  default_langcode: { type: "boolean", label: "Default translation" },
  path: { type: "path", label: "URL alias" },
  metatag: { type: "metatag", label: "Computed meta tags" },
  vid: { type: "entity_reference", label: "Vocabulary", targets: ["taxonomy_vocabulary--taxonomy_vocabulary"] },
  parent: {
    type: "entity_reference",
    label: "Parent terms (a root term points to the virtual id \"virtual\")",
    cardinality: many,
    targets: ["taxonomy_term--dossiers"],
  },
};

const PARAGRAPH_BASE: Fields = {
  drupal_internal__id: { type: "integer", label: "Paragraph id" },
  drupal_internal__revision_id: { type: "integer", label: "Revision id" },
  langcode: { type: "string", label: "Language" },
  status: { type: "boolean", label: "Published" },
  created: { type: "timestamp", label: "Created" },
  parent_id: { type: "string", label: "Id of the host entity" },
  parent_type: { type: "string", label: "Entity type of the host entity" },
  parent_field_name: { type: "string", label: "Field of the host entity that holds this paragraph" },
  behavior_settings: { type: "map", label: "Behaviour settings" },
  default_langcode: { type: "boolean", label: "Default translation" },
  revision_translation_affected: { type: "boolean", label: "Revision translation affected" },
  paragraph_type: { type: "entity_reference", label: "Paragraph type", targets: ["paragraphs_type--paragraphs_type"] },
};

const MEDIA_BASE: Fields = {
  drupal_internal__mid: { type: "integer", label: "Media id" },
  drupal_internal__vid: { type: "integer", label: "Revision id" },
  langcode: { type: "string", label: "Language" },
  status: { type: "boolean", label: "Published" },
  name: { type: "string", label: "Name (label)", required: true },
  created: { type: "timestamp", label: "Created" },
  changed: { type: "timestamp", label: "Changed" },
  default_langcode: { type: "boolean", label: "Default translation" },
  path: { type: "path", label: "URL alias" },
  bundle: { type: "entity_reference", label: "Media type", targets: ["media_type--media_type"] },
  uid: { type: "entity_reference", label: "Author", targets: ["user--user"] },
  thumbnail: { type: "image", label: "Thumbnail (alt and file)", targets: ["file--file"] },
};

const FILE_FIELDS: Fields = {
  drupal_internal__fid: { type: "integer", label: "File id" },
  langcode: { type: "string", label: "Language" },
  filename: { type: "string", label: "File name", required: true },
  uri: { type: "file_uri", label: "Stream URI and public URL", required: true },
  filemime: { type: "string", label: "MIME type" },
  filesize: { type: "integer", label: "Size in bytes" },
  status: { type: "boolean", label: "Permanent" },
  created: { type: "timestamp", label: "Created" },
  changed: { type: "timestamp", label: "Changed" },
  uid: { type: "entity_reference", label: "Owner", targets: ["user--user"] },
};

const MENU_LINK_FIELDS: Fields = {
  drupal_internal__id: { type: "integer", label: "Menu link id" },
  drupal_internal__revision_id: { type: "integer", label: "Revision id" },
  langcode: { type: "string", label: "Language" },
  enabled: { type: "boolean", label: "Enabled", required: true },
  title: { type: "string", label: "Menu link title", required: true },
  description: { type: "string", label: "Description (title attribute)" },
  menu_name: { type: "string", label: "Menu machine name", required: true, allowedValues: ["main", "footer"] },
  link: { type: "link", label: "Link (uri internal:/path or https://...)", required: true },
  external: { type: "boolean", label: "External link" },
  rediscover: { type: "boolean", label: "Rediscover" },
  weight: { type: "integer", label: "Weight (ascending)" },
  expanded: { type: "boolean", label: "Show as expanded (ShowChildren)" },
  parent: { type: "string", label: "Parent plugin id \"menu_link_content:<uuid>\" or null" },
  // The featured item of a menu (spec 001 §2.5): shown only when all five texts are filled in.
  field_featured_title: { type: "string", label: "Featured item: title" },
  field_featured_text: { type: "string_long", label: "Featured item: text" },
  field_featured_link_title: { type: "string", label: "Featured item: link text" },
  field_featured_link_url: { type: "string", label: "Featured item: link path or URL" },
  field_featured_label: { type: "string", label: "Featured item: small label above the title (\"Uitgelicht\")" },
  changed: { type: "timestamp", label: "Changed" },
  default_langcode: { type: "boolean", label: "Default translation" },
};

const USER_FIELDS: Fields = {
  drupal_internal__uid: { type: "integer", label: "User id" },
  langcode: { type: "string", label: "Language" },
  name: { type: "string", label: "User name" },
  display_name: { type: "string", label: "Display name (shown as author)" },
  created: { type: "timestamp", label: "Created" },
  changed: { type: "timestamp", label: "Changed" },
  status: { type: "boolean", label: "Active" },
};

export const BASE_FIELDS: Readonly<Record<EntityType, Fields>> = {
  node: NODE_BASE,
  taxonomy_term: TERM_BASE,
  paragraph: PARAGRAPH_BASE,
  media: MEDIA_BASE,
  file: {},
  menu_link_content: {},
  user: {},
  redirect: {},
};

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

/** Paragraph types that may appear in a page-content or content-blocks field. */
export const CONTENT_PARAGRAPHS = [
  "paragraph--app_aid_tool",
  "paragraph--axiale_spa",
  "paragraph--blogpost",
  "paragraph--blogs",
  "paragraph--call_to_action",
  "paragraph--conversation",
  "paragraph--cookies",
  "paragraph--cta_campaign",
  "paragraph--expandable",
  "paragraph--external_link",
  "paragraph--file",
  "paragraph--form_block",
  "paragraph--grid_with_image",
  "paragraph--highlight",
  "paragraph--image",
  "paragraph--introduction",
  "paragraph--image_grid_node",
  "paragraph--internal_link",
  "paragraph--library_list_position",
  "paragraph--community_position",
  "paragraph--link_list",
  "paragraph--link_naar_activity",
  "paragraph--link_naar_gespreksgroep",
  "paragraph--link_to_dossier",
  "paragraph--link_with_icons",
  "paragraph--link_with_image",
  "paragraph--organisation",
  "paragraph--quote",
  "paragraph--spotify_podcast",
  "paragraph--text",
  "paragraph--text_image",
  "paragraph--text_with_title",
  "paragraph--video",
] as const;

/** Paragraph types only the homepage uses. */
export const HOMEPAGE_PARAGRAPHS = [
  "paragraph--community_homepage",
  "paragraph--cta_homepage_",
  "paragraph--home_grid_image",
  "paragraph--homepage_last_news",
  "paragraph--homepage_featured_activity",
  "paragraph--homepage_featured_article",
  "paragraph--homepage_featured_story",
  "paragraph--homepage_featured_story_bundle",
] as const;

const pageContent = (label: string): FieldDefinition => ({
  type: "entity_reference_revisions",
  label,
  cardinality: many,
  targets: CONTENT_PARAGRAPHS,
});

const LIBRARY_NODES = ["node--medical_article", "node--content_page", "node--news"];

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
      field_members_header_image: { type: "entity_reference", label: "Header image for members", targets: ["media--image"] },
      field_members_introduction: { type: "string_long", label: "Introduction for logged-in members" },
      field_introduction: { type: "string_long", label: "Introduction" },
      field_metatags: metatags,
      field_primary_button: { type: "link", label: "Primary button" },
      field_members_link: { type: "link", label: "Link for members" },
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
      field_summary: { type: "string_long", label: "Summary (one or two sentences, on cards and in the result)", required: true },
      field_body: { type: "text_long", label: "Description (formatted)" },
      field_logo: { type: "entity_reference", label: "Logo (media image with alt text)", targets: ["media--image"] },
      field_platforms: { type: "list_string", label: "Platforms", cardinality: many, required: true, allowedValues: PLATFORMS },
      field_price: { type: "list_string", label: "Price class", required: true, allowedValues: PRICES },
      field_price_text: { type: "string", label: "Price as shown (\"Gratis\", \"€ 4,99 per maand\")" },
      field_languages: { type: "list_string", label: "Languages of the app", cardinality: many, allowedValues: APP_LANGUAGES },
      field_goals: { type: "list_string", label: "Goals the app serves", cardinality: many, required: true, allowedValues: GOALS },
      field_intensity: { type: "list_string", label: "Intensities the app offers", cardinality: many, required: true, allowedValues: INTENSITIES },
      field_reasons: { type: "list_string", label: "Reasons (needs) the app serves", cardinality: many, allowedValues: REASONS },
      field_accessibility: { type: "list_string", label: "Accessibility features", cardinality: many, allowedValues: ACCESSIBILITY },
      field_accessibility_notes: { type: "string_long", label: "Accessibility notes in words (large buttons, voice, ...)" },
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
      field_more_about_label: { type: "string", label: "Label of the \"more about\" heading" },
      field_navigation_item: { type: "boolean", label: "Show as a navigation item" },
      field_show_body: { type: "boolean", label: "Show the body blocks" },
      // The thesaurus side of a term (issue 22, docs/decisions/222-lookup-items.md): broader is
      // `parent`, narrower are the terms whose parent it is.
      field_notes: { type: "string_long", label: "Notes: what the term covers and what not (shown under the description)" },
      field_related: { type: "entity_reference", label: "Related terms (see also)", cardinality: many, targets: ["taxonomy_term--dossiers"] },
      field_synonyms: { type: "string", label: "Synonyms (also known as; the search can use them)", cardinality: many },
      field_category: { type: "list_string", label: "Topic category (spec 001 §3.3)", allowedValues: TOPIC_CATEGORIES },
      // Recommended articles (docs/decisions/243-recommended-articles.md): the articles of a dossier
      // are recommended to participants with one of these forms in their profile.
      field_forms: { type: "integer", label: "Forms of rheumatism this dossier is about (the profile's form term numbers 71001–71037)", cardinality: many },
    },
  },
];

const text = (label = "Text"): FieldDefinition => ({ type: "text_long", label });
const title = (label = "Title"): FieldDefinition => ({ type: "string", label });
const link = (label = "Link"): FieldDefinition => ({ type: "link", label });
const image = (label = "Image"): FieldDefinition => ({ type: "entity_reference", label, targets: ["media--image"] });
/** A heading with formatted text under it. */
const titledText = (): Fields => ({ field_title: title(), field_text: text() });
/** A call to action: heading, text and a button. */
const callToAction = (): Fields => ({ ...titledText(), field_link: link("Button") });

const p = (bundle: string, description: string, fields: Fields): BundleDefinition => ({
  entityType: "paragraph",
  bundle,
  label: bundle,
  description,
  fields,
});

const paragraphs: BundleDefinition[] = [
  p("app_aid_tool", "Entry to the app guide wizard (keuzehulp).", titledText()),
  p("axiale_spa", "Anchor on the page (jump target).", { field_anchor: { type: "string", label: "Anchor id" } }),
  p("blogpost", "One community story.", { field_blogpost_id: { type: "string", label: "Story id" } }),
  p("blogs", "List of recent community stories.", { field_title: title() }),
  p("call_to_action", "Call to action with a button.", callToAction()),
  p("conversation", "One community conversation.", { field_conversation_id: { type: "string", label: "Conversation id" } }),
  p("cookies", "Cookie settings block.", { field_text: text() }),
  p("cta_campaign", "Campaign call to action.", callToAction()),
  p("expandable", "Expandable sections (accordion).", {
    field_title: title(),
    field_expandable_items: {
      type: "entity_reference_revisions",
      label: "Items",
      cardinality: many,
      targets: ["paragraph--expandable_item"],
    },
  }),
  p("expandable_item", "One expandable section.", titledText()),
  p("external_link", "Link to another site.", { field_link: link(), field_description: { type: "string_long", label: "Description" } }),
  p("file", "Downloadable document.", {
    field_download_label: title("Download label"),
    field_description: { type: "string_long", label: "Description" },
    field_file: { type: "entity_reference", label: "Document", targets: ["media--document"] },
  }),
  p("form_block", "Embedded form.", { field_script_id: { type: "string", label: "Script id" } }),
  p("grid_with_image", "Grid of images with links.", {
    field_title: title(),
    field_images: { type: "entity_reference", label: "Images", cardinality: many, targets: ["media--image"] },
    field_links: { type: "link", label: "Links", cardinality: many },
  }),
  p("highlight", "Highlighted text in a coloured box.", titledText()),
  p("image", "Image.", {
    field_image: image(),
    field_show_original_size: { type: "boolean", label: "Show in original size" },
  }),
  p("image_grid_node", "Grid of linked pages with images.", {
    field_nodes: { type: "entity_reference", label: "Pages", cardinality: many, targets: LIBRARY_NODES },
  }),
  p("internal_link", "Link to another page of the site.", {
    field_node: { type: "entity_reference", label: "Page", targets: LIBRARY_NODES },
    field_title: title("Link text (overrides the page title)"),
  }),
  p("link_list", "List of links.", {
    field_title: title(),
    field_link_list_items: {
      type: "entity_reference_revisions",
      label: "Items",
      cardinality: many,
      targets: ["paragraph--link_list_item"],
    },
  }),
  p("link_list_item", "One link in a link list.", { field_link: link(), field_description: { type: "string_long", label: "Description" } }),
  p("link_naar_activity", "Link to an activity of the guide.", { field_activity_id: { type: "string", label: "Activity id" } }),
  p("link_naar_gespreksgroep", "Link to a conversation group.", { field_group_id: { type: "string", label: "Group id" } }),
  p("link_to_dossier", "Link to a dossier.", {
    field_dossier: { type: "entity_reference", label: "Dossier", targets: ["taxonomy_term--dossiers"] },
  }),
  p("link_with_image", "Link with an image.", { field_link: link(), field_image: image() }),
  // Issue 22: the blocks of spec 001 §2.6 without a §3.2 machine name (docs/decisions/221-remaining-blocks.md).
  p("introduction", "Introduction paragraph: the page's opening text, set larger.", { field_text: text() }),
  p("organisation", "An organisation with its contact details.", {
    field_title: title("Name of the organisation"),
    field_text: text("Description"),
    field_image: image("Logo"),
    field_link: link("Website"),
    field_phone: { type: "string", label: "Telephone number as shown" },
    field_email: { type: "string", label: "E-mail address" },
  }),
  p("library_list_position", "Where the page's library list (the dossier's articles) stands among the blocks.", { field_title: title("Heading (overrides the dossier's label)") }),
  p("community_position", "Where the page's community links (conversations and stories) stand among the blocks.", { field_title: title("Heading") }),
  p("link_with_icons", "Links, each with an icon.", {
    field_title: title(),
    field_link_icon_items: {
      type: "entity_reference_revisions",
      label: "Items",
      cardinality: many,
      targets: ["paragraph--link_with_icons_item"],
    },
  }),
  p("link_with_icons_item", "One link with its icon.", {
    field_link: link(),
    field_icon: { type: "list_string", label: "Icon", allowedValues: LINK_ICONS },
  }),
  p("quote", "Quote with its author.", {
    field_body: { type: "string_long", label: "Quote" },
    field_author: { type: "string", label: "Author of the quote" },
  }),
  p("spotify_podcast", "Spotify podcast embed.", { field_podcast_url: { type: "string", label: "Podcast URL" } }),
  p("text", "Formatted text.", { field_text: text() }),
  p("text_image", "Text next to an image.", {
    field_text: text(),
    field_image: image(),
    field_image_position: { type: "list_string", label: "Image position", allowedValues: ["left", "right"] },
  }),
  p("text_with_title", "Formatted text under a heading.", titledText()),
  p("video", "Video embed (shown after video-cookie consent).", {
    field_embed_type: { type: "list_string", label: "Embed type", allowedValues: ["youtube", "vimeo"] },
    field_video_id: { type: "string", label: "Video id" },
    field_iframe_url: { type: "string", label: "Iframe URL" },
  }),
  p("community_homepage", "Community block on the homepage.", {
    field_title_logged_in: title("Title for logged-in visitors"),
    field_intro_logged_in: { type: "string_long", label: "Introduction for logged-in visitors" },
    field_title_logged_out: title("Title for anonymous visitors"),
    field_intro_logged_out: { type: "string_long", label: "Introduction for anonymous visitors" },
  }),
  p("cta_homepage_", "Homepage call to action (the machine name ends with an underscore).", callToAction()),
  p("home_grid_image", "Homepage grid image with link.", { field_image: image(), field_link: link() }),
  p("homepage_last_news", "Latest news on the homepage.", { field_title: title() }),
  p("homepage_featured_activity", "Featured activity on the homepage.", {
    field_title: title(),
    field_activity_id: { type: "string", label: "Activity id" },
  }),
  p("homepage_featured_article", "Featured library article on the homepage.", {
    field_title: title(),
    field_article: { type: "entity_reference", label: "Article", targets: ["node--medical_article"] },
  }),
  p("homepage_featured_story", "Featured community story on the homepage.", {
    field_title: title(),
    field_blogpost_id: { type: "string", label: "Story id" },
  }),
  p("homepage_featured_story_bundle", "Several featured stories on the homepage.", {
    field_title: title(),
    field_blogpost_ids: { type: "string", label: "Story ids", cardinality: many },
  }),
];

const media: BundleDefinition[] = [
  {
    entityType: "media",
    bundle: "image",
    label: "Afbeelding",
    description: "Image media; alt text, width and height sit in the relationship meta of field_media_image.",
    fields: {
      field_media_image: { type: "image", label: "Image file (meta: alt, title, width, height)", required: true, targets: ["file--file"] },
      field_description: { type: "string_long", label: "Description / credit" },
    },
  },
  {
    entityType: "media",
    bundle: "document",
    label: "Document",
    description: "Downloadable document (PDF) for the file paragraph.",
    fields: {
      field_media_document: { type: "file", label: "Document file", required: true, targets: ["file--file"] },
    },
  },
];

const others: BundleDefinition[] = [
  { entityType: "file", bundle: "file", label: "Bestand", description: "Managed file; served under /sites/default/files/.", fields: FILE_FIELDS },
  {
    entityType: "menu_link_content",
    bundle: "menu_link_content",
    label: "Menulink",
    description: "Menu link of the main and footer menus; parent points to another link.",
    fields: MENU_LINK_FIELDS,
  },
  { entityType: "user", bundle: "user", label: "Gebruiker", description: "Editor accounts (authors of content).", fields: USER_FIELDS },
  {
    // The Drupal redirect module's entity (added for issue 3: Netlify redirects at build time and
    // GET /api/v1/permanent-redirect; sample in sample/redirects.json).
    entityType: "redirect",
    bundle: "redirect",
    label: "Redirect",
    description: "Permanent redirect of an old path (redirect module): redirect_source.path without leading slash.",
    fields: {
      drupal_internal__rid: { type: "integer", label: "Redirect id" },
      redirect_source: { type: "map", label: "Old path { path: \"oud/pad\", query: [] }", required: true },
      redirect_redirect: { type: "link", label: "Target (internal:/path or https://...)", required: true },
      status_code: { type: "integer", label: "HTTP status (301 or 302)" },
      language: { type: "string", label: "Language" },
      created: { type: "timestamp", label: "Created" },
      uid: { type: "entity_reference", label: "Author", targets: ["user--user"] },
    },
  },
];

export const BUNDLES: readonly BundleDefinition[] = [...nodes, ...taxonomy, ...paragraphs, ...media, ...others];

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
