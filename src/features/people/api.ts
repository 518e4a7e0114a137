/**
 * Typed calls of the people pages (spec 000 §7 "Members and contacts"): the only place in this
 * feature that calls the API (through src/platform/http.ts).
 */
import { pageOf, type Page } from "../../domain/community";
import type {
  BlogStats,
  ContactItem,
  ContactRequestBody,
  ContactStatus,
  MemberCard,
  MemberProfile,
  PauseView,
  ProfileFilterBody,
} from "../../domain/people";
import { PEOPLE_PAGE_SIZE } from "../../domain/people-options";
import { apiRequest } from "../../platform/http";

const enc = encodeURIComponent;

function asPage<T>(answer: Page<T> | undefined, pageIndex: number): Page<T> {
  return answer ?? pageOf([], 0, pageIndex, PEOPLE_PAGE_SIZE);
}

export async function filterMembers(filter: ProfileFilterBody, pageIndex: number): Promise<Page<MemberCard>> {
  return asPage(
    await apiRequest<Page<MemberCard>>(`/profiles/filter?page_index=${pageIndex}&page_size=${PEOPLE_PAGE_SIZE}`, {
      method: "POST",
      body: filter,
    }),
    pageIndex,
  );
}

/** GET /profiles/searchbyusername: members whose username starts with `name` (12 a page). */
export async function searchMembersByName(name: string, pageIndex: number): Promise<Page<MemberCard>> {
  return asPage(
    await apiRequest<Page<MemberCard>>(
      `/profiles/searchbyusername?username=${enc(name)}&page_index=${pageIndex}&page_size=${PEOPLE_PAGE_SIZE}`,
    ),
    pageIndex,
  );
}

export async function countMembers(filter: ProfileFilterBody): Promise<number> {
  return (await apiRequest<number>("/profiles/count", { method: "POST", body: filter })) ?? 0;
}

export function getMemberProfile(id: string): Promise<MemberProfile> {
  return apiRequest<MemberProfile>(`/profiles/profile/${enc(id)}`);
}

export function getBlogStats(id: string): Promise<BlogStats> {
  return apiRequest<BlogStats>(`/profiles/profile/blogstats/${enc(id)}`);
}

export async function myContacts(pageIndex: number): Promise<Page<ContactItem>> {
  return asPage(
    await apiRequest<Page<ContactItem>>(
      `/CustomContactlink/mycontacts?page_index=${pageIndex}&page_size=${PEOPLE_PAGE_SIZE}`,
    ),
    pageIndex,
  );
}

export async function sendContactRequest(body: ContactRequestBody): Promise<ContactStatus> {
  return (await apiRequest<{ Status: ContactStatus }>("/CustomContactlink", { method: "POST", body })).Status;
}

export async function acceptContactRequest(userId: string): Promise<void> {
  await apiRequest(`/CustomContactlink/AcceptContactRequest/${enc(userId)}`, { method: "POST" });
}

export async function denyContactRequest(userId: string): Promise<void> {
  await apiRequest(`/CustomContactlink/DenyContactRequest/${enc(userId)}`, { method: "POST" });
}

/** GET /CustomContactlink/unseen: incoming requests not yet seen (the account shell's badge). */
export async function getUnseenRequestCount(): Promise<number> {
  return (await apiRequest<{ Count: number }>("/CustomContactlink/unseen"))?.Count ?? 0;
}

export async function markRequestSeen(userId: string): Promise<void> {
  await apiRequest(`/CustomContactlink/seen/${enc(userId)}`, { method: "POST" });
}

export async function removeContact(userId: string): Promise<void> {
  await apiRequest(`/CustomContactlink/contacts/${enc(userId)}`, { method: "DELETE" });
}

export async function blockMember(userId: string, kind: "block" | "mute"): Promise<void> {
  await apiRequest(`/CustomContactlink/block/${enc(userId)}`, { method: "POST", body: { Kind: kind } });
}

export async function unblockMember(userId: string): Promise<void> {
  await apiRequest(`/CustomContactlink/block/${enc(userId)}`, { method: "DELETE" });
}

export function getPause(): Promise<PauseView> {
  return apiRequest<PauseView>("/profiles/pause");
}

export function setPause(weeks: number): Promise<PauseView> {
  return apiRequest<PauseView>("/profiles/pause", { method: "PUT", body: { Weeks: weeks } });
}

export type AccessRequestView = {
  Id: number;
  UserId: string;
  Username: string;
  Status: "pending" | "approved" | "denied";
  Motivation: string;
  Created: string;
};
export type MyAccessView = { Community: "Approved" | "None"; Request: AccessRequestView | null };

export function getMyAccess(): Promise<MyAccessView> {
  return apiRequest<MyAccessView>("/profiles/access-request");
}

export function requestAccess(motivation: string): Promise<MyAccessView> {
  return apiRequest<MyAccessView>("/profiles/access-request", { method: "POST", body: { Motivation: motivation } });
}

/** GET /profiles/access-requests: the open requests (platform moderators only; 403 for others). */
export async function pendingAccessRequests(): Promise<AccessRequestView[]> {
  return (await apiRequest<AccessRequestView[]>("/profiles/access-requests")) ?? [];
}

export async function decideAccessRequest(id: number, approve: boolean): Promise<void> {
  await apiRequest(`/profiles/access-requests/${id}/${approve ? "approve" : "deny"}`, { method: "POST" });
}
