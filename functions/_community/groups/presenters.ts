/** What leaves the server about groups and their terms (src/domain/community.ts). */
import type { GroupListItem, GroupView, TermView } from "../../../src/domain/community";
import type { GroupListRow, GroupRow, TermRow } from "./queries";
import { termName } from "../../../src/domain/terms";

export function presentTerm(row: TermRow): TermView {
  return { TermId: row.id, TermNumber: row.termNumber, Name: termName(row.termNumber, row.name) };
}

export function presentGroup(row: GroupRow): GroupView {
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    Description: row.description,
    Introduction: row.introduction,
    Created: row.createdAt.toISOString(),
    Weight: row.weight,
  };
}

export function presentGroupListItem(row: GroupListRow): GroupListItem {
  return {
    Group: presentGroup(row),
    ConversationCount: row.conversationCount,
    LastActivity: row.lastActivity ? row.lastActivity.toISOString() : null,
  };
}
