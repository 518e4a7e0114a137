/**
 * Drupal's computed `metatag` field (metatag module: `{ tag, attributes }` per tag) as the head tags
 * a page may carry (docs/decisions/223-images-and-metatags.md). The page's <title> and canonical
 * link stay the site's own (SeoHead); from Drupal come the description, robots and keywords, and
 * the Open Graph and Twitter card tags. Anything else (a script, a refresh, a link to elsewhere) is
 * left out.
 */
export interface DrupalMetatag {
  tag: string | null;
  attributes: { name?: string | null; property?: string | null; content?: string | null } | null;
}

export type HeadMeta = { name: string; content: string } | { property: string; content: string };

const NAMES = new Set(["description", "keywords", "robots", "abstract", "twitter:card", "twitter:title", "twitter:description", "twitter:image", "twitter:image:alt"]);
const PROPERTY = /^og:(title|description|type|image|image:alt|image:width|image:height|site_name|locale)$/;

export function headMetatags(tags: ReadonlyArray<DrupalMetatag | null> | null | undefined): HeadMeta[] {
  const out: HeadMeta[] = [];
  const seen = new Set<string>();
  for (const tag of tags ?? []) {
    const content = tag?.attributes?.content?.trim();
    if (tag?.tag !== "meta" || !content) continue;
    const name = tag.attributes?.name?.trim();
    const property = tag.attributes?.property?.trim();
    const key = name ? `name:${name}` : `property:${property}`;
    if (seen.has(key)) continue;
    if (name && NAMES.has(name)) out.push({ name, content });
    else if (!name && property && PROPERTY.test(property)) out.push({ property, content });
    else continue;
    seen.add(key);
  }
  return out;
}
