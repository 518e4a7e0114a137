/**
 * For the community integration tests: groups made directly in the test database (there is no
 * call to make groups), moderators, aged accounts (the posting limits are stricter for accounts
 * younger than NEW_ACCOUNT_DAYS), participants logged in through the real calls, and documents.
 */
import type postgres from "postgres";
import { dutchTime } from "../../../src/domain/dutch-dates";
import { plainTextToRichText, type RichTextDoc } from "../../../src/domain/rich-text/text";
import type { MailSink } from "../mail/sink";
import { loggedInAccount, type TestAccount } from "./accounts";
import { Browser } from "./api";
import { unique } from "./database";

export type TestGroup = { id: number; slug: string; title: string; termIds: number[] };

export async function createGroup(
  sql: postgres.Sql,
  options: { title?: string; visible?: boolean; weight?: number; terms?: string[]; introduction?: string } = {},
): Promise<TestGroup> {
  const suffix = unique().toLowerCase();
  const title = options.title ?? `Groep ${suffix}`;
  const [group] = await sql<{ id: number; slug: string }[]>`
    insert into public.groups (slug, title, description, introduction, visible, weight)
    values (${`groep-${suffix}`}, ${title}, ${`Over ${title}`}, ${options.introduction ?? `Welkom in ${title}.`}, ${options.visible ?? true}, ${options.weight ?? 0})
    returning id, slug`;
  const termIds: number[] = [];
  for (const [index, name] of (options.terms ?? ["Pijn", "Werk"]).entries()) {
    const [term] = await sql<{ id: number }[]>`
      insert into public.group_terms (group_id, term_number, name, weight) values (${group!.id}, ${90000 + index}, ${name}, ${index}) returning id`;
    termIds.push(term!.id);
  }
  return { id: group!.id, slug: group!.slug, title, termIds };
}

export async function makePlatformModerator(sql: postgres.Sql, userId: string): Promise<void> {
  await sql`insert into public.moderators (user_id) values (${userId}) on conflict do nothing`;
}

export async function makeGroupModerator(sql: postgres.Sql, groupId: number, userId: string): Promise<void> {
  await sql`insert into public.group_moderators (group_id, user_id) values (${groupId}, ${userId}) on conflict do nothing`;
}

/** Makes the account older than the newcomer period (so it posts under the normal limits). */
export async function ageAccount(sql: postgres.Sql, userId: string, days = 30): Promise<void> {
  await sql`update public.profiles set created_at = now() - make_interval(days => ${days}) where id = ${userId}`;
}

export type Member = { browser: Browser; account: TestAccount; id: string };

/**
 * A logged-in participant; `established` (default) ages the account past the newcomer limits;
 * `publicProfile` switches "Iedereen mag mijn profiel en verhalen zien" on (visitors then read
 * their public stories).
 */
export async function member(
  sink: MailSink,
  sql: postgres.Sql,
  options: { established?: boolean; prefix?: string; publicProfile?: boolean } = {},
): Promise<Member> {
  const browser = new Browser();
  const account = await loggedInAccount(sink, browser, options.prefix ?? "Deeln");
  if (options.established ?? true) await ageAccount(sql, account.Id);
  if (options.publicProfile) await sql`update public.profiles set profile_public = true where id = ${account.Id}`;
  return { browser, account, id: account.Id };
}

/**
 * The Dutch clock time ("14:05") a 429 names as the moment posting works again: now plus its
 * Retry-After, to the minute (the windows end on whole minutes).
 */
export function clockAfterRetry(answer: { headers: Headers }): string {
  const retry = Number(answer.headers.get("retry-after"));
  const at = Date.now() + retry * 1000;
  return dutchTime(at - (at % 60_000));
}

export function doc(text: string): RichTextDoc {
  return plainTextToRichText(text);
}

/** A conversation made directly in the database (for arranging; the calls are tested elsewhere). */
export async function insertConversation(
  sql: postgres.Sql,
  groupId: number,
  authorId: string | null,
  options: {
    title?: string;
    visibility?: "public" | "participants";
    sticky?: boolean;
    closed?: boolean;
    hidden?: boolean;
    lastActivityMinutesAgo?: number;
  } = {},
): Promise<{ id: number; slug: string; title: string }> {
  const suffix = unique().toLowerCase();
  const title = options.title ?? `Gesprek ${suffix}`;
  const minutes = options.lastActivityMinutesAgo ?? 0;
  const [row] = await sql<{ id: number; slug: string }[]>`
    insert into public.conversations (group_id, author_id, slug, title, body, description, visibility, sticky, closed, hidden, created_at, last_activity_at)
    values (${groupId}, ${authorId}, ${`gesprek-${suffix}`}, ${title}, ${sql.json(doc(`Tekst van ${title}`) as never)}, ${`Tekst van ${title}`},
            ${options.visibility ?? "public"}, ${options.sticky ?? false}, ${options.closed ?? false}, ${options.hidden ?? false},
            now() - make_interval(mins => ${minutes}), now() - make_interval(mins => ${minutes}))
    returning id, slug`;
  return { id: row!.id, slug: row!.slug, title };
}

export async function insertReaction(
  sql: postgres.Sql,
  conversationId: number,
  authorId: string | null,
  text: string,
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into public.conversation_reactions (conversation_id, author_id, body)
    values (${conversationId}, ${authorId}, ${sql.json(doc(text) as never)})
    returning id`;
  return row!.id;
}
