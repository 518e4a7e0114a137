/**
 * Where the library points into the community (issue 38): every conversation, group, activity,
 * story and blog that a content resource names, by its field or by a link to its address. The
 * sample content's references are checked against the demo data by
 * community-references.integration.test.ts, so a sample that points at nothing fails CI.
 *
 * Field values are what Drupal stores: conversation, story and blog ids are the community's
 * numeric ids (spec 001 §7 `conversations/by-list-of-ids`, `CustomBlog/by-list-of-ids`), a group
 * is its id or slug, an activity its slug.
 */
import type { Resource } from "./jsonapi";

export type CommunityKind = "conversation" | "group" | "activity" | "story" | "blog";

export interface CommunityReference {
  kind: CommunityKind;
  /** The stored value: an id, a slug, or for an address the segments after the section. */
  value: string;
  /** A conversation or story named by its address also names its group or blog. */
  parent?: string;
  /** "<resource type> <id>: <field>", for the failure message. */
  source: string;
}

/** The fields that hold community ids (content-model/model.ts and model-paragraphs.ts). */
export const REFERENCE_FIELDS: Readonly<Record<string, CommunityKind>> = {
  field_conversation_id: "conversation",
  field_conversations: "conversation",
  field_group_id: "group",
  field_activity_id: "activity",
  field_blogpost_id: "story",
  field_blogpost_ids: "story",
  field_blogs: "blog",
};

/** Addresses below these sections that are pages of the site, not community items. */
const SECTION_PAGES: Readonly<Record<string, readonly string[]>> = {
  gesprekken: [],
  verhalen: ["nieuw"],
  activiteiten: [],
};

const ADDRESS = /\/ontmoet-elkaar\/(gesprekken|verhalen|activiteiten)\/([^/"'?#\s<>]+)(?:\/([^/"'?#\s<>]+))?/g;

/** The community items one address names ([] for the overviews and the site's own pages). */
export function referencesOfAddress(text: string, source: string): CommunityReference[] {
  const found: CommunityReference[] = [];
  for (const [, section, first, second] of text.matchAll(ADDRESS)) {
    if (!section || !first || SECTION_PAGES[section]!.includes(first)) continue;
    if (section === "activiteiten") found.push({ kind: "activity", value: first, source });
    else if (section === "gesprekken")
      found.push(
        second
          ? { kind: "conversation", value: second, parent: first, source }
          : { kind: "group", value: first, source },
      );
    else
      found.push(
        second ? { kind: "story", value: second, parent: first, source } : { kind: "blog", value: first, source },
      );
  }
  return found;
}

/** Every community reference of the resources: by field, and by address in any text or link. */
export function communityReferences(resources: readonly Resource[]): CommunityReference[] {
  const found: CommunityReference[] = [];
  for (const resource of resources) {
    for (const [field, value] of Object.entries(resource.attributes)) {
      const source = `${resource.type} ${resource.id}: ${field}`;
      const kind = REFERENCE_FIELDS[field];
      if (kind) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (typeof item === "string" && item.trim() !== "") found.push({ kind, value: item.trim(), source });
        }
        continue;
      }
      for (const text of stringsIn(value)) found.push(...referencesOfAddress(text, source));
    }
  }
  return found;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}
