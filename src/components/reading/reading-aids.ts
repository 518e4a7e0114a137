/**
 * The build-time part of the reading aids of articles and dossiers (issue 41): the reading time from
 * the words of the body, and the sections that "Op deze pagina" lists (the h2 headings of the body
 * blocks, which carry the ids sectionId() gives them). Pure functions over the page query's data, so
 * the build's HTML holds the result and the browser runs none of it.
 */
import type { BlockData } from "../../domain/block-data";

/** Words a reader reads in a minute: a calm pace for plain Dutch health information. */
export const WORDS_PER_MINUTE = 200;
/** A page with at least this many sections gets "Op deze pagina" (and, for articles, "Verder lezen"). */
export const MIN_SECTIONS_FOR_CONTENTS = 3;

export interface Section {
  id: string;
  title: string;
}

/** The block types whose title is an h2 of the page's own text (TextWithTitle, Highlight). */
const SECTION_BLOCKS = new Set(["paragraph__text_with_title", "paragraph__highlight"]);

/** The id of a section heading: "Wat kun je zelf doen?" → "wat-kun-je-zelf-doen". */
export function sectionId(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `sectie-${slug || "tekst"}`;
}

/** The plain words of formatted text (tags and entities out). */
export function wordsOf(text: string | null | undefined): number {
  if (!text) return 0;
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .trim();
  return plain ? plain.split(/\s+/).length : 0;
}

interface TextFields {
  field_title?: string | null;
  field_text?: { processed: string | null } | null;
  field_body?: string | null;
}

/** The words of the body blocks that hold running text (text, text with title, highlight, quote). */
export function blockWords(blocks: ReadonlyArray<BlockData | null> | null | undefined): number {
  let words = 0;
  for (const block of blocks ?? []) {
    if (!block) continue;
    const fields = block as TextFields;
    words += wordsOf(fields.field_title) + wordsOf(fields.field_text?.processed) + wordsOf(fields.field_body);
  }
  return words;
}

/** Whole minutes of reading, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The sections of the body blocks, in order, each id once. */
export function blockSections(blocks: ReadonlyArray<BlockData | null> | null | undefined): Section[] {
  const sections: Section[] = [];
  for (const block of blocks ?? []) {
    const title = block && SECTION_BLOCKS.has(block.__typename) ? (block as TextFields).field_title : null;
    if (title && !sections.some((s) => s.id === sectionId(title))) sections.push({ id: sectionId(title), title });
  }
  return sections;
}

/** The sections worth a contents list: none when the page is short. */
export function contentsOf(sections: Section[]): Section[] {
  return sections.length >= MIN_SECTIONS_FOR_CONTENTS ? sections : [];
}
