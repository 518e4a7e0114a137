/**
 * The shared setup of the /api/v1/conversations integration tests (conversations and reactions):
 * the real handlers, a mail sink, two groups with terms, two logged-in participants, and the two
 * calls most tests start from (start a conversation, react).
 */
import type postgres from "postgres";
import type { ConversationView, ReactionListItem } from "../../../src/domain/community";
import type { MailSink } from "../mail/sink";
import { registerFunctions } from "./api";
import { createGroup, doc, member, type Member, type TestGroup } from "./community";
import { testSql } from "./database";
import { startTestMailSink } from "./mail";

export interface ConversationsWorld {
  sink: MailSink;
  sql: postgres.Sql;
  group: TestGroup;
  otherGroup: TestGroup;
  anna: Member;
  bram: Member;
}

/** Registers the handlers and beforeAll/afterAll; the world is filled in before the first test. */
export function setUpConversationsWorld(): ConversationsWorld {
  /* eslint-disable @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require (no static import names a .mts file here) */
  registerFunctions(
    require("../../conversations/conversations.mts"),
    require("../../groups/groups.mts"),
    require("../../inbox/inbox.mts"),
  );
  /* eslint-enable @typescript-eslint/no-require-imports */
  const world = {} as ConversationsWorld;
  beforeAll(async () => {
    world.sink = await startTestMailSink();
    world.sql = testSql();
    world.group = await createGroup(world.sql, { terms: ["Pijn", "Werk", "Slaap"] });
    world.otherGroup = await createGroup(world.sql, { terms: ["Vakantie"] });
    world.anna = await member(world.sink, world.sql, { prefix: "Anna" });
    world.bram = await member(world.sink, world.sql, { prefix: "Bram" });
  });
  afterAll(async () => {
    await world.sql.end({ timeout: 5 });
    await world.sink.stop();
  });
  return world;
}

/** Starts a conversation through the call (a public one about work unless `body` says otherwise). */
export async function startConversation(
  who: Member,
  groupId: number,
  body: Record<string, unknown> = {},
): Promise<ConversationView> {
  const answer = await who.browser.post(`/api/v1/conversations/${groupId}`, {
    Title: "Moe na een dag werken",
    Description: doc("Hoe houden jullie het vol op het werk?"),
    Visibility: "public",
    GroupTermIds: [],
    FollowConversation: false,
    ...body,
  });
  if (answer.status !== 200) throw new Error(`start answered ${answer.status}: ${answer.text}`);
  return answer.json as ConversationView;
}

/** Reacts through the call. */
export async function reactTo(
  who: Member,
  conversationId: number,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<ReactionListItem> {
  const answer = await who.browser.post(`/api/v1/conversations/${conversationId}/reactions`, {
    Body: doc(text),
    ...extra,
  });
  if (answer.status !== 200) throw new Error(`react answered ${answer.status}: ${answer.text}`);
  return answer.json as ReactionListItem;
}
