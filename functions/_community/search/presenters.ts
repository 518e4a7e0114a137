/**
 * What search answers (spec 000 §7): DocType, Id, Title, Introduction, Data.Path, Data.Public,
 * Data.ParentName, Data.ConversationLastActivity (plus the parent's path and the date shown on the
 * page). Unknown types are dropped; results without a path are dropped, except activities, which
 * get the placeholder address (spec 001 §3, Search result).
 */
import { ACTIVITY_PLACEHOLDER_PATH, isDocType, type SearchResult, type Suggestion } from "../../../src/domain/search";
import type { SearchRow, SuggestionRow } from "./queries";

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function presentResult(row: SearchRow): SearchResult | null {
  if (!isDocType(row.doc_type)) return null;
  const path = row.path ?? (row.doc_type === "activity" ? ACTIVITY_PLACEHOLDER_PATH : null);
  if (!path) return null;
  const conversation = row.doc_type === "conversation";
  return {
    DocType: row.doc_type,
    Id: row.ref_id,
    Title: row.title,
    Introduction: row.introduction.trim() ? row.introduction : null,
    Data: {
      Path: path,
      Public: row.public,
      ParentName: row.parent_name,
      ParentPath: row.parent_path,
      ConversationLastActivity: conversation ? iso(row.last_activity_at) : null,
      Date: iso(row.published_at),
    },
  };
}

export function presentResults(rows: readonly SearchRow[]): SearchResult[] {
  return rows.flatMap((row) => {
    const result = presentResult(row);
    return result ? [result] : [];
  });
}

export function presentSuggestions(rows: readonly SuggestionRow[]): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const row of rows) {
    const key = row.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const typed = row.docType && isDocType(row.docType) ? row.docType : null;
    out.push({ Text: row.text, DocType: typed, Path: typed ? row.path : null });
  }
  return out;
}
