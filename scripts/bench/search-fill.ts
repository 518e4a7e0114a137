/**
 * bench:search's data (scripts/bench/search.ts): the sample library as the build writes it among
 * generated library documents, groups and conversations (through the triggers), reactions, story
 * posts, activities, and a few community posts written as patients write them.
 */
import postgres from "postgres";
import { upsertLibraryDocuments } from "../../functions/_community/search/queries";
import { createDb as createServiceDb, serviceRole, withTransaction } from "../../functions/_shared/db";
import { sampleLibrary } from "../search/sample-library";

export type BenchCounts = {
  library: number;
  groups: number;
  conversations: number;
  reactions: number;
  storyPosts: number;
  activities: number;
};

/** Community posts written as patients write them, among the generated ones (search-relevance.json names them). */
const COMMUNITY_POSTS = {
  conversations: [
    [
      "Wie gaat er mee zwemmen in het warmwaterbad in Zwolle?",
      "Ik zoek iemand om samen te zwemmen, op dinsdagochtend in het warmwaterbad.",
    ],
    [
      "Ervaringen met Humira?",
      "Mijn reumatoloog stelt adalimumab voor. Wie heeft er ervaring mee, ook met de injecties?",
    ],
    [
      "Worden steunzolen vergoed door de zorgverzekeraar?",
      "Mijn podotherapeut zegt dat het uit de aanvullende verzekering moet. Hoe zit dat bij jullie?",
    ],
  ],
  stories: [
    ["Van rugpijn naar de diagnose Bechterew", "Jarenlang dacht ik dat het gewoon rugpijn was. Toen kwam de diagnose."],
    ["Mijn eerste jaar met een biological", "Een jaar geleden begon ik met een TNF-remmer. Dit is wat ik heb geleerd."],
  ],
} as const;

/** Fills the benchmark database: the sample library among generated documents, groups, conversations, reactions, stories and activities. */
export async function fillSearchBench(url: string, counts: BenchCounts, log: (line: string) => void): Promise<void> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  const step = async (what: string, fn: () => Promise<unknown>): Promise<void> => {
    const started = Date.now();
    await fn();
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const { library, groups, conversations, reactions, storyPosts, activities } = counts;
  const sample = sampleLibrary();
  // Vocabulary: w(n, i) picks the i-th word of list n deterministically.
  const vocab = `
    create temporary table v (n int, words text[]);
    insert into v values
      (1, array['reumatoïde artritis','artrose','jicht','fibromyalgie','spondyloartritis','artritis psoriatica','lupus','osteoporose','polymyalgie','sjögren','jeugdreuma','reuma','gewrichtspijn','ontstekingsreuma','sclerodermie']),
      (2, array['en werk','bij kinderen','in de knie','in de handen','en zwangerschap','en bewegen','en voeding','en slapen','en vermoeidheid','en medicijnen','in de heup','en sport','op reis','en relaties','thuis']),
      (3, array['pijn','moeheid','ontsteking','stijfheid','zwelling','medicijnen','fysiotherapie','bewegen','rust','warmte','kou','hulpmiddelen','werkgever','bijwerkingen','bloedonderzoek','reumatoloog','huisarts','ergotherapeut','zwemmen','fietsen']);
    create function pg_temp.w(k int, i bigint) returns text language sql stable as
      $$ select words[1 + (i % cardinality(words))] from v where n = k $$;
    create function pg_temp.sentence(i bigint) returns text language sql stable as
      $$ select initcap(pg_temp.w(3, i)) || ' en ' || pg_temp.w(3, i * 7 + 3) || ' bij ' || pg_temp.w(1, i * 3 + 1) || ': ' ||
                pg_temp.w(3, i * 11 + 5) || ' helpt vaak, maar ' || pg_temp.w(3, i * 13 + 2) || ' en ' || pg_temp.w(3, i * 17 + 1) || ' ook.' $$;`;
  try {
    await sql.unsafe(vocab);
    log(`filling: ${JSON.stringify(counts)}`);
    await step("library documents", async () => {
      await sql.unsafe(`
        insert into public.search_documents (doc_type, ref_id, title, introduction, body, path, public, parent_name, parent_path, published_at)
        select (array['article','article','article','dossier','contentpage','news'])[1 + i % 6], 'lib-' || i,
               initcap(pg_temp.w(1, i)) || ' ' || pg_temp.w(2, i / 15) || ' (' || i || ')',
               pg_temp.sentence(i), pg_temp.sentence(i + 1) || ' ' || pg_temp.sentence(i + 2) || ' ' || pg_temp.sentence(i + 3) || ' ' || pg_temp.sentence(i + 4),
               '/over-reuma/bench-' || i, true, initcap(pg_temp.w(1, i)), '/over-reuma/', now() - make_interval(days => (i % 900)::int)
        from generate_series(1, ${library - sample.length}) i`);
      // The sample library as the build writes it (service_role, upsertLibraryDocuments).
      const db = createServiceDb(url);
      try {
        await withTransaction(db, serviceRole, (tx) => upsertLibraryDocuments(tx, sample));
      } finally {
        await db.end({ timeout: 5 });
      }
    });
    await step("groups and conversations (through the triggers)", () =>
      sql.unsafe(`
      insert into public.groups (id, slug, title, description, introduction, weight)
      select i, 'groep-' || i, initcap(pg_temp.w(1, i)) || ' ' || i, 'Over ' || pg_temp.w(1, i), pg_temp.sentence(i), i from generate_series(1, ${groups}) i;
      insert into public.conversations (id, group_id, slug, title, body, description, visibility, created_at, last_activity_at)
      select i, 1 + (i % ${groups}), 'gesprek-' || i, initcap(pg_temp.w(3, i)) || ' bij ' || pg_temp.w(1, i * 7) || ' ' || pg_temp.w(2, i / 7) || '?',
             jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
               jsonb_build_array(jsonb_build_object('type', 'text', 'text', pg_temp.sentence(i) || ' ' || pg_temp.sentence(i * 3)))))),
             pg_temp.sentence(i), case when i % 10 < 7 then 'public' else 'participants' end,
             now() - make_interval(mins => i * 20), now() - make_interval(mins => i * 10)
      from generate_series(1, ${conversations}) i;`),
    );
    await step("reactions (not indexed; triggers off while loading)", () =>
      sql.begin(async (tx) => {
        await tx.unsafe("set local session_replication_role = replica");
        await tx.unsafe(`
        insert into public.conversation_reactions (conversation_id, body, created_at)
        select 1 + (i % ${conversations}), jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
                 jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Reactie ' || i || ': dat herken ik.'))))), now() - make_interval(mins => (i % 100000)::int)
        from generate_series(1::bigint, ${reactions}) i`);
      }),
    );
    await step("story posts (public.search_upsert, as the stories feature will)", () =>
      sql.unsafe(`
      select public.search_upsert('blogpost', 'post-' || i, initcap(pg_temp.w(3, i * 5)) || ' ' || pg_temp.w(2, i) || ': mijn verhaal', pg_temp.sentence(i * 2),
             pg_temp.sentence(i * 2 + 1) || ' ' || pg_temp.sentence(i * 2 + 2) || ' ' || pg_temp.sentence(i * 2 + 3), '/ontmoet-elkaar/verhalen/bench/' || i, true,
             'Verhalen van lid ' || (i % 2000), '/ontmoet-elkaar/verhalen/bench/', now() - make_interval(hours => i::int), now() - make_interval(hours => i::int))
      from generate_series(1, ${storyPosts}) i`),
    );
    await step("community posts written as patients write them", async () => {
      for (const [index, [title, text]] of COMMUNITY_POSTS.conversations.entries()) {
        const body = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
        await sql`
          insert into public.conversations (id, group_id, slug, title, body, description, visibility, created_at, last_activity_at)
          values (${conversations + 1 + index}, 1, ${`gesprek-patient-${index}`}, ${title}, ${sql.json(body)}, ${text}, 'public', now() - interval '3 days', now() - interval '1 day')`;
      }
      for (const [index, [title, text]] of COMMUNITY_POSTS.stories.entries()) {
        await sql`select public.search_upsert('blogpost', ${`post-patient-${index}`}, ${title}, ${text}, ${text}, ${`/ontmoet-elkaar/verhalen/bench/patient-${index}`}, true,
                                             'Verhalen van een lid', '/ontmoet-elkaar/verhalen/bench/', now() - interval '20 days', now() - interval '5 days')`;
      }
    });
    await step("activities (through the trigger)", () =>
      sql.unsafe(`
      insert into public.physical_activities (physical_activity_type, title, slug, description, is_published)
      select (array['Move','Event','Lecture','Meeting','Workout','Webinar','Other'])[1 + i % 7],
             initcap(pg_temp.w(3, i * 3)) || ' voor mensen met ' || pg_temp.w(1, i) || ' ' || i, 'activiteit-' || i, pg_temp.sentence(i * 5), true
      from generate_series(1, ${activities}) i`),
    );
    await step("vacuum analyze", () => sql.unsafe("vacuum analyze"));
    const [size] =
      await sql`select count(*)::int as n, pg_size_pretty(pg_total_relation_size('public.search_documents')) as size from public.search_documents`;
    log(`  search_documents: ${size!.n} rows, ${size!.size}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
