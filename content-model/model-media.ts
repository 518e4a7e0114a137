/** The content model's media, file, user and menu-link bundles (content-model/model.ts holds the rest). */
import { FILE_FIELDS, MENU_LINK_FIELDS, USER_FIELDS } from "./model-base-fields";
import type { BundleDefinition } from "./model-fields";

export const MEDIA_BUNDLES: BundleDefinition[] = [
  {
    entityType: "media",
    bundle: "image",
    label: "Afbeelding",
    description: "Image media; alt text, width and height sit in the relationship meta of field_media_image.",
    fields: {
      field_media_image: {
        type: "image",
        label: "Image file (meta: alt, title, width, height)",
        required: true,
        targets: ["file--file"],
      },
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

export const OTHER_BUNDLES: BundleDefinition[] = [
  {
    entityType: "file",
    bundle: "file",
    label: "Bestand",
    description: "Managed file; served under /sites/default/files/.",
    fields: FILE_FIELDS,
  },
  {
    entityType: "menu_link_content",
    bundle: "menu_link_content",
    label: "Menulink",
    description: "Menu link of the main and footer menus; parent points to another link.",
    fields: MENU_LINK_FIELDS,
  },
  {
    entityType: "user",
    bundle: "user",
    label: "Gebruiker",
    description: "Editor accounts (authors of content).",
    fields: USER_FIELDS,
  },
  {
    // The Drupal redirect module's entity (added for issue 3: Netlify redirects at build time and
    // GET /api/v1/permanent-redirect; sample in sample/redirects.json).
    entityType: "redirect",
    bundle: "redirect",
    label: "Redirect",
    description: "Permanent redirect of an old path (redirect module): redirect_source.path without leading slash.",
    fields: {
      drupal_internal__rid: { type: "integer", label: "Redirect id" },
      redirect_source: { type: "map", label: 'Old path { path: "oud/pad", query: [] }', required: true },
      redirect_redirect: { type: "link", label: "Target (internal:/path or https://...)", required: true },
      status_code: { type: "integer", label: "HTTP status (301 or 302)" },
      language: { type: "string", label: "Language" },
      created: { type: "timestamp", label: "Created" },
      uid: { type: "entity_reference", label: "Author", targets: ["user--user"] },
    },
  },
];
