/** The address (slug) of a new conversation: "Moe na één dag werken?" -> "moe-na-een-dag-werken", then "-2", "-3" when taken. */

export const SLUG_MAX = 80;

/** ASCII letters and digits joined by dashes, at most SLUG_MAX characters, "gesprek" when nothing is left. */
export function slugify(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase();
  let slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > SLUG_MAX) {
    const cut = slug.slice(0, SLUG_MAX);
    const lastDash = cut.lastIndexOf("-");
    slug = (lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
  }
  return slug || "gesprek";
}

/** The n-th free variant of a slug: "titel", "titel-2", "titel-3", ... */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** The highest suffix among taken slugs of `base` ("titel" counts as 1). */
export function highestSlugSuffix(base: string, taken: readonly string[]): number {
  let highest = 0;
  for (const slug of taken) {
    if (slug === base) highest = Math.max(highest, 1);
    else if (slug.startsWith(`${base}-`)) {
      const rest = slug.slice(base.length + 1);
      if (/^[0-9]{1,9}$/.test(rest)) highest = Math.max(highest, Number(rest));
    }
  }
  return highest;
}
