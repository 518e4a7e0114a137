/**
 * Build time (gatsby-node's resolver `DrupalMetatag.head`): one tag of Drupal's computed `metatag`
 * field (metatag module: `{ tag, attributes }` per tag) as a head tag a page may carry, or null
 * (docs/decisions/223-images-and-metatags.md). The page's <title> and canonical link stay the site's
 * own (SeoHead); from Drupal come the description, robots and keywords, and the Open Graph and
 * Twitter card tags. Anything else (a script, a refresh, a link to elsewhere) is left out. The
 * browser receives only the tags that pass (SeoHead keeps the first of each name or property).
 */
export interface DrupalMetatagSource {
  tag: string | null;
  attributes: { name?: string | null; property?: string | null; content?: string | null } | null;
}

export type HeadMeta = { name: string; content: string } | { property: string; content: string };

const NAMES = new Set([
  "description",
  "keywords",
  "robots",
  "abstract",
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:alt",
]);
const PROPERTY = /^og:(title|description|type|image|image:alt|image:width|image:height|site_name|locale)$/;

export function headMeta(tag: DrupalMetatagSource | null | undefined): HeadMeta | null {
  const content = tag?.attributes?.content?.trim();
  if (tag?.tag !== "meta" || !content) return null;
  const name = tag.attributes?.name?.trim();
  const property = tag.attributes?.property?.trim();
  if (name) return NAMES.has(name) ? { name, content } : null;
  return property && PROPERTY.test(property) ? { property, content } : null;
}
