/** The paragraph bundles of the content model (model.ts lists them with the other bundles). */
import {
  callToAction,
  image,
  LIBRARY_NODES,
  LINK_ICONS,
  link,
  many,
  text,
  title,
  titledText,
  type BundleDefinition,
  type Fields,
} from "./model-fields";

const p = (bundle: string, description: string, fields: Fields): BundleDefinition => ({
  entityType: "paragraph",
  bundle,
  label: bundle,
  description,
  fields,
});

export const PARAGRAPH_BUNDLES: BundleDefinition[] = [
  p("app_aid_tool", "Entry to the app guide wizard (keuzehulp).", titledText()),
  p("axiale_spa", "Anchor on the page (jump target).", { field_anchor: { type: "string", label: "Anchor id" } }),
  p("blogpost", "One community story.", { field_blogpost_id: { type: "string", label: "Story id" } }),
  p("blogs", "List of recent community stories.", { field_title: title() }),
  p("call_to_action", "Call to action with a button.", callToAction()),
  p("conversation", "One community conversation.", {
    field_conversation_id: { type: "string", label: "Conversation id" },
  }),
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
  p("external_link", "Link to another site.", {
    field_link: link(),
    field_description: { type: "string_long", label: "Description" },
  }),
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
  p("link_list_item", "One link in a link list.", {
    field_link: link(),
    field_description: { type: "string_long", label: "Description" },
  }),
  p("link_naar_activity", "Link to an activity of the guide.", {
    field_activity_id: { type: "string", label: "Activity id" },
  }),
  p("link_naar_gespreksgroep", "Link to a conversation group.", {
    field_group_id: { type: "string", label: "Group id" },
  }),
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
  p("library_list_position", "Where the page's library list (the dossier's articles) stands among the blocks.", {
    field_title: title("Heading (overrides the dossier's label)"),
  }),
  p("community_position", "Where the page's community links (conversations and stories) stand among the blocks.", {
    field_title: title("Heading"),
  }),
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
