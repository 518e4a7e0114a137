/**
 * Options for gatsby-source-drupal, shared by gatsby-config.ts and the docs.
 *
 * disallowedLinkTypes replaces the plugin's defaults, so it repeats them (self, describedby,
 * contact_message--*) and adds the Drupal config and internal entity types a real Drupal lists in
 * its /jsonapi index: anonymous users get 403 on most of them, which would fail the build, and the
 * site needs none of them.
 */
/**
 * Volunteer-only bundles (spec 001 §6): never sourced by the build, so none of their text can reach
 * public/; functions/drupal-content fetches them at run time for volunteers only.
 */
export const VOLUNTEER_ONLY_TYPES: readonly string[] = ["node--vrijwilliger_nieuws", "node--vrijwilliger_pagina"];

export const DISALLOWED_LINK_TYPES: readonly string[] = [
  ...VOLUNTEER_ONLY_TYPES,
  "self",
  "describedby",
  "contact_message--feedback",
  "contact_message--personal",
  "action--action",
  "base_field_override--base_field_override",
  "block--block",
  "block_content--basic",
  "block_content_type--block_content_type",
  "comment_type--comment_type",
  "configurable_language--configurable_language",
  "contact_form--contact_form",
  "content_moderation_state--content_moderation_state",
  "date_format--date_format",
  "editor--editor",
  "entity_form_display--entity_form_display",
  "entity_form_mode--entity_form_mode",
  "entity_view_display--entity_view_display",
  "entity_view_mode--entity_view_mode",
  "field_config--field_config",
  "field_storage_config--field_storage_config",
  "filter_format--filter_format",
  "image_style--image_style",
  "language_content_settings--language_content_settings",
  "media_type--media_type",
  "menu--menu",
  "metatag_defaults--metatag_defaults",
  "node_type--node_type",
  "paragraphs_type--paragraphs_type",
  "path_alias--path_alias",
  "pathauto_pattern--pathauto_pattern",
  "redirect--redirect",
  "search_page--search_page",
  "shortcut--default",
  "shortcut_set--shortcut_set",
  "taxonomy_vocabulary--taxonomy_vocabulary",
  "tour--tour",
  "user_role--user_role",
  "view--view",
  "workflow--workflow",
];

/**
 * The Drupal that gatsby-source-drupal reads (with a trailing slash): DRUPAL_BASE_URL, or the
 * embedded content server at CONTENT_SERVER_HOST:CONTENT_SERVER_PORT (default 127.0.0.1:8890).
 * gatsby-config passes it to the plugin; gatsby-node links files that were not downloaded to it.
 */
export function drupalBaseUrl(env: NodeJS.ProcessEnv): string {
  const configured = env.DRUPAL_BASE_URL?.trim() || "";
  const embedded = `http://${env.CONTENT_SERVER_HOST || "127.0.0.1"}:${Number(env.CONTENT_SERVER_PORT || 8890)}`;
  return `${(configured || embedded).replace(/\/+$/, "")}/`;
}
