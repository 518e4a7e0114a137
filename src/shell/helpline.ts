/**
 * The helpline every page's footer shows, from the site's settings in Drupal (the homepage node's
 * field_helpline_*: the one singleton the content model has; docs/decisions/232-visual-identity.md).
 * Built at build time (gatsby-node's `Site.helpline` resolver), so the browser carries none of this.
 */
export interface Helpline {
  title: string;
  phone: string;
  /** The number for a tel: link, international (+31…). */
  tel: string;
  hours: string | null;
}

export interface HomepageSettingsNode {
  status?: boolean | null;
  changed?: string | null;
  field_helpline_title?: string | null;
  field_helpline_phone?: string | null;
  field_helpline_hours?: string | null;
}

/** "030 - 760 45 50" → "+31307604550"; an international number keeps its country code; null without digits. */
export function telOf(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 3) return null;
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `+31${digits.slice(1)}`;
  return digits;
}

/** The published homepage changed last gives the helpline; none without a title and a phone number that dials. */
export function helplineOf(homepages: readonly HomepageSettingsNode[]): Helpline | null {
  const current = homepages
    .filter((node) => node.status === true)
    .sort((a, b) => (b.changed ?? "").localeCompare(a.changed ?? ""))[0];
  const title = current?.field_helpline_title?.trim();
  const phone = current?.field_helpline_phone?.trim();
  const tel = phone ? telOf(phone) : null;
  if (!title || !phone || !tel) return null;
  return { title, phone, tel, hours: current?.field_helpline_hours?.trim() || null };
}
