/** The base fields of each entity type: what every bundle of that type carries (model.ts adds the bundle's own). */
import { many, type EntityType, type Fields } from "./model-fields";

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
    label: 'Parent terms (a root term points to the virtual id "virtual")',
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

export const FILE_FIELDS: Fields = {
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

export const MENU_LINK_FIELDS: Fields = {
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
  parent: { type: "string", label: 'Parent plugin id "menu_link_content:<uuid>" or null' },
  // The featured item of a menu (spec 001 §2.5): shown only when all five texts are filled in.
  field_featured_title: { type: "string", label: "Featured item: title" },
  field_featured_text: { type: "string_long", label: "Featured item: text" },
  field_featured_link_title: { type: "string", label: "Featured item: link text" },
  field_featured_link_url: { type: "string", label: "Featured item: link path or URL" },
  field_featured_label: { type: "string", label: 'Featured item: small label above the title ("Uitgelicht")' },
  changed: { type: "timestamp", label: "Changed" },
  default_langcode: { type: "boolean", label: "Default translation" },
};

export const USER_FIELDS: Fields = {
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
