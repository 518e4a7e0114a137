/**
 * The check that no volunteer-only text reaches public/ (issue 17; spec 001 §6): the texts of the
 * volunteer-only bundles (introductions and their paragraphs' text, without markup) and a scan of
 * every text file under a directory. Used by a jest test (when public/ exists) and by
 * e2e/tests/volunteers.ts, which runs after CI's build.
 */
import fs from "node:fs";
import path from "node:path";
import { VOLUNTEER_ONLY_TYPES } from "../../content-model/gatsby-source-options";
import type { ContentStore } from "../../content-model/store";
import { htmlToPlainText } from "../blocks/sanitize";

const MIN_LENGTH = 20;
const TEXT_FILE = /\.(html|json|js|txt|xml|map)$/;

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [htmlToPlainText(value)];
  if (value && typeof value === "object") {
    const formatted = value as { value?: unknown; processed?: unknown };
    if (typeof formatted.value === "string") return [htmlToPlainText(formatted.value)];
    if (typeof formatted.processed === "string") return [htmlToPlainText(formatted.processed)];
  }
  return [];
}

/** Distinctive texts of every volunteer-only node: introductions and paragraph texts. */
export function volunteerOnlyTexts(store: ContentStore): string[] {
  const texts = new Set<string>();
  for (const type of VOLUNTEER_ONLY_TYPES) {
    for (const node of store.list(type)) {
      const fields = [node.attributes.field_introduction, node.attributes.field_wysiwyg_introduction];
      const paragraphs = ["field_page_content", "field_content_blocks"].flatMap((field) => store.related(node, field));
      for (const paragraph of paragraphs) fields.push(paragraph.attributes.field_text);
      for (const text of fields.flatMap(textsOf)) {
        const clean = text.replace(/\s+/g, " ").trim();
        if (clean.length >= MIN_LENGTH) texts.add(clean);
      }
    }
  }
  return [...texts];
}

export type Leak = { file: string; text: string };

/** Every file under `dir` that contains one of `texts` (as written, or JSON-escaped). */
export function findLeaks(dir: string, texts: readonly string[]): Leak[] {
  const leaks: Leak[] = [];
  const needles = texts.flatMap((text) =>
    [...new Set([text, JSON.stringify(text).slice(1, -1)])].map((needle) => ({ text, needle })),
  );
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT_FILE.test(entry.name)) {
        const content = fs.readFileSync(full, "utf8");
        for (const { text, needle } of needles)
          if (content.includes(needle)) leaks.push({ file: path.relative(dir, full), text });
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return leaks;
}
