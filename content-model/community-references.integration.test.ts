/**
 * Issue 38: the sample content points into the community of the demo data, and only at items a
 * visitor can open. Every reference (a block's or dossier's id field, or a link to a community
 * address in any text, link or menu) is resolved through the community's own services as a
 * visitor, against the demo data a build without DATABASE_URL indexes (migrations and the demo
 * seed, in a database of its own: test-support/demo-database.ts). A sample that names a group, conversation, story, blog or activity
 * the demo data does not have fails here, and so in CI.
 */
import { createDb, type Db } from "../functions/_shared/db";
import { communityDepsOf } from "../functions/_community/context";
import { visitor } from "../functions/_shared/caller";
import type { CommunityDeps } from "../functions/_community/deps";
import { getGroup } from "../functions/_community/groups/service";
import { conversationsByIds } from "../functions/_community/conversations/lists";
import { loadConversationPage } from "../functions/_community/reactions/page";
import { blogStory, getBlog, storiesByIds } from "../functions/_community/stories/service";
import { readPublishedActivities } from "../src/build/activity-pages";
import { startDemoDatabase } from "../functions/_shared/test-support/demo-database";
import { communityReferences, referencesOfAddress, type CommunityReference } from "./community-references";
import { ContentStore } from "./store";

const isId = (value: string) => /^[0-9]{1,9}$/.test(value);
const refOf = (value: string) => (isId(value) ? { id: Number(value) } : { slug: value });

let database: { url: string; stop: () => Promise<void> };
let db: Db;
let deps: CommunityDeps;
let activitySlugs: Set<string>;

beforeAll(async () => {
  database = await startDemoDatabase();
  db = createDb(database.url);
  deps = communityDepsOf(db);
  activitySlugs = new Set((await readPublishedActivities(database.url)).map((activity) => activity.Slug));
}, 180_000);

afterAll(async () => {
  await db?.end({ timeout: 5 });
  await database?.stop();
});

/** Whether a visitor reaches the item the reference names (a 403 or 404 counts as dead). */
async function live(reference: CommunityReference): Promise<boolean> {
  const { kind, value, parent } = reference;
  const reaches = (work: Promise<unknown>) =>
    work.then(
      () => true,
      () => false,
    );
  switch (kind) {
    case "activity":
      return activitySlugs.has(value);
    case "group":
      return reaches(getGroup(deps, visitor, refOf(value)));
    case "conversation":
      if (parent) return reaches(loadConversationPage(deps, visitor, parent, value));
      return isId(value) && (await conversationsByIds(deps, visitor, [Number(value)])).length === 1;
    case "blog":
      return isId(value)
        ? (await storiesByIds(deps, visitor, { BlogPostIds: [], BlogIds: [Number(value)] })).Blogs.length === 1
        : reaches(getBlog(deps, visitor, { slug: value }));
    case "story":
      if (parent) return reaches(blogStory(deps, visitor, refOf(parent), refOf(value)));
      return (
        isId(value) &&
        (await storiesByIds(deps, visitor, { BlogPostIds: [Number(value)], BlogIds: [] })).BlogPosts.length === 1
      );
  }
}

describe("the sample content's community references", () => {
  const store = ContentStore.load();
  const references = communityReferences(store.types().flatMap((type) => store.list(type)));

  it("finds the blocks', dossiers' and home page's references (the check has something to check)", () => {
    const kinds = new Set(references.map((reference) => reference.kind));
    expect([...kinds].sort()).toEqual(["activity", "blog", "conversation", "group", "story"]);
  });

  it("resolves every one of them, as a visitor, in the demo data", async () => {
    const dead: string[] = [];
    for (const reference of references) {
      if (!(await live(reference)))
        dead.push(
          `${reference.kind} ${reference.parent ? `${reference.parent}/` : ""}${reference.value} (${reference.source})`,
        );
    }
    expect(dead).toEqual([]);
  });

  it("fails on what the audit found: a group slug, conversation or blog the demo data does not have", async () => {
    const wrong = [
      { kind: "group", value: "vermoeidheid", source: "test" },
      { kind: "conversation", value: "tips-voor-de-ochtendstijfheid", source: "test" },
      { kind: "conversation", value: "999999", source: "test" },
      { kind: "blog", value: "mijn-eerste-jaar-met-ra", source: "test" },
      { kind: "activity", value: "bestaat-niet", source: "test" },
      ...referencesOfAddress(
        '<a href="/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/ervaringen-met-re-integratie">',
        "test",
      ),
    ] as CommunityReference[];
    for (const reference of wrong) expect([reference.value, await live(reference)]).toEqual([reference.value, false]);
    // ... and the same kinds of reference to demo items pass (a participants-only conversation does not: a visitor gets a 403).
    const right = referencesOfAddress(
      '<a href="/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/moe-na-een-gewone-werkdag">',
      "test",
    );
    expect(await live(right[0]!)).toBe(true);
    expect(await live({ kind: "group", value: "pijn-en-vermoeidheid", source: "test" })).toBe(true);
  });
});
