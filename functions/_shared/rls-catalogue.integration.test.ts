/**
 * The second fence beyond tables (issue 20 item 15): every view runs with the caller's rights
 * (security_invoker) or is on the allow-list below with its reason; every SECURITY DEFINER function
 * is listed with exactly the roles that may execute it and a fixed, empty search_path; and the
 * functions' production login role (supabase/roles/functions-login-role.sql) is no superuser,
 * bypasses no RLS and can only switch to the three API roles. A new view or definer function fails
 * here until someone has looked at it and listed it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type postgres from "postgres";
import { sqlState, testSql } from "./test-support/database";

let sql: postgres.Sql;

beforeAll(() => {
  sql = testSql();
});

afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const SCHEMAS = ["public", "app_private", "auth", "storage"];

/** Views that run with their owner's rights on purpose: each exposes fewer columns and rows than its tables. */
const OWNER_VIEWS: Record<string, string> = {
  "public.community_authors":
    "name, account date, moderator flag and photo of contributors only (profiles itself is own-row only)",
  "public.member_directory": "directory fields only; paused, blocked and muted members left out; location rounded",
  "app_private.member_directory_hidden":
    "ids the caller does not see in the directory, for the view above, public.member_directory_count and public.member_directory_count_near; no API role may read it",
  "public.search_visible_documents":
    "the rows the policies of search_documents allow (public ones for visitors), so the search indexes work under RLS",
};

type Executors = "nobody" | "service_role" | "authenticated+service_role" | "authenticated" | "everyone";
/** Every SECURITY DEFINER function and who may call it ("nobody": a trigger, or called by other definer code only). */
const DEFINER_FUNCTIONS: Record<string, Executors> = {
  "app_private.blog_post_flags_snapshot": "nobody",
  "app_private.blog_posts_keep_reported_reactions": "nobody",
  "app_private.conversation_flags_snapshot": "nobody",
  "app_private.member_directory_details_changed": "nobody",
  "app_private.member_directory_profiles_changed": "nobody",
  "app_private.member_directory_refresh": "nobody",
  "app_private.member_directory_totals_changed": "nobody",
  "app_private.member_directory_counts_changed": "nobody",
  "app_private.member_directory_blocks_changed": "nobody",
  "app_private.member_directory_cells_changed": "nobody",
  "app_private.inbox_counters_add": "nobody",
  // The Supabase AuthProvider's only reads of auth.users (decision 300).
  "app_private.auth_account_by_email": "service_role",
  "app_private.auth_recovery_sent_at": "service_role",
  "app_private.record_search_query": "service_role",
  "app_private.search_activities_changed": "nobody",
  "app_private.search_blog_posts_changed": "nobody",
  "app_private.search_blogs_changed": "nobody",
  "app_private.search_conversations_changed": "nobody",
  // Fills a search document's vectors with its compounds' parts (decision 350): reads and adds to
  // app_private.search_compound_parts and search_word_splits, which no API role reads.
  "app_private.search_documents_vectors": "nobody",
  "app_private.search_groups_changed": "nobody",
  "app_private.search_profile_visibility_changed": "nobody",
  "app_private.search_sync_blog_posts": "nobody",
  "app_private.search_sync_conversations": "nobody",
  "app_private.search_title_words_add": "nobody",
  "app_private.set_reaction_visible": "nobody",
  "public.activity_like_count": "everyone",
  "public.activity_slug_is_free": "nobody",
  "public.are_contacts": "authenticated+service_role",
  "public.blocked_between": "authenticated+service_role",
  "public.blog_counters": "nobody",
  "public.blog_reaction_has_open_flag": "authenticated+service_role",
  "public.blog_post_flags_hide_reported": "nobody",
  "public.conversation_flags_hide_reported": "nobody",
  "public.conversation_has_open_flag": "authenticated+service_role",
  "public.conversation_likes_count": "nobody",
  "public.conversation_reactions_count": "nobody",
  "public.conversations_drop_foreign_terms": "nobody",
  "public.delete_contact_notifications": "authenticated",
  "public.direct_messages_update_boxes": "nobody",
  "public.handle_new_user": "nobody",
  "public.inbox_counters_from_boxes": "nobody",
  "public.inbox_counters_from_notifications": "nobody",
  "public.handle_user_invited": "nobody",
  "public.is_completed_volunteer": "authenticated+service_role",
  "public.is_online_activity_organiser": "authenticated",
  "public.is_public_author": "everyone",
  // Whether a blog's owner shows their profile and stories to visitors (the visitors' story policy asks it).
  "public.is_public_blog": "everyone",
  "public.is_volunteer_organiser": "authenticated+service_role",
  "public.learning_can_open_course": "authenticated+service_role",
  "public.learning_checks_course": "authenticated+service_role",
  "public.learning_checks_in": "authenticated+service_role",
  "public.learning_checks_student": "authenticated+service_role",
  "public.learning_course_state": "everyone",
  "public.learning_employed_by": "authenticated+service_role",
  "public.learning_is_member": "authenticated+service_role",
  "public.learning_licence_state": "authenticated+service_role",
  "public.learning_reads_group": "authenticated+service_role",
  "public.learning_sees_unpublished": "authenticated+service_role",
  "public.learning_staff_in": "authenticated+service_role",
  "public.learning_student_groups": "authenticated+service_role",
  "public.learning_teaches_course": "everyone",
  "public.learning_teaches_group": "authenticated+service_role",
  "public.learning_teaches_in": "authenticated+service_role",
  "public.learning_teaches_student": "authenticated+service_role",
  "public.learning_teaches_with_me": "authenticated+service_role",
  "public.lock_contact_link": "authenticated",
  "public.member_exists": "everyone",
  "public.member_directory_count": "everyone",
  "public.member_directory_count_near": "everyone",
  "public.moderate_blog_reaction": "authenticated+service_role",
  "public.moderate_reaction": "authenticated+service_role",
  "public.organiser_interests": "authenticated",
  "public.owns_blog": "everyone",
  "public.queue_notification_mail": "nobody",
  "public.reaction_has_open_flag": "authenticated+service_role",
  // The search's readers (migration 20261129020000): owner's rights only so that their kept plans
  // survive the role switching between visitors and participants; they read documents through
  // public.search_visible_documents, which filters on the caller's claims.
  "public.search_any_match": "everyone",
  "public.search_closest_title_word": "everyone",
  "public.search_read": "everyone",
  // The query's compounds as their parts (decision 350): owner's rights to read the parts and the
  // words already split (app_private); they read no document.
  "public.search_relaxed_query": "everyone",
  "public.search_remove": "service_role",
  "public.search_split_query": "everyone",
  "public.search_suggest": "everyone",
  "public.search_upsert": "service_role",
};

const ROLES = ["anon", "authenticated", "service_role"] as const;
function executorsOf(row: { anon: boolean; authenticated: boolean; service: boolean; everyone: boolean }): string {
  if (row.everyone) return "PUBLIC (every role, also future ones)";
  if (row.anon && row.authenticated && row.service) return "everyone";
  const roles = [
    row.authenticated ? "authenticated" : "",
    row.service ? "service_role" : "",
    row.anon ? "anon" : "",
  ].filter(Boolean);
  return roles.length === 0 ? "nobody" : roles.join("+");
}

describe("views", () => {
  it("run with the caller's rights, or are allow-listed with a reason", async () => {
    const views = await sql<{ name: string; invoker: boolean }[]>`
      select n.nspname || '.' || c.relname as name,
             coalesce(c.reloptions::text[] && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false) as invoker
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('v', 'm') and n.nspname = any(string_to_array(${SCHEMAS.join(",")}, ','))`;
    const owners = views
      .filter((view) => !view.invoker)
      .map((view) => view.name)
      .sort();
    expect(owners).toEqual(Object.keys(OWNER_VIEWS).sort());
  });

  it("that run as their owner cannot be written through, and are owned by no API role", async () => {
    for (const view of Object.keys(OWNER_VIEWS)) {
      const [row] = await sql<{ insert: boolean; update: boolean; delete: boolean; owner: string }[]>`
        select has_table_privilege('authenticated', ${view}, 'insert') as insert,
               has_table_privilege('authenticated', ${view}, 'update') as update,
               has_table_privilege('authenticated', ${view}, 'delete') as delete,
               pg_get_userbyid(c.relowner) as owner
        from pg_class c where c.oid = ${view}::regclass`;
      expect({ view, insert: row!.insert, update: row!.update, delete: row!.delete }).toEqual({
        view,
        insert: false,
        update: false,
        delete: false,
      });
      // The owner is not one of the API roles (else the "owner's rights" would be the caller's).
      expect(ROLES as readonly string[]).not.toContain(row!.owner);
    }
  });
});

describe("SECURITY DEFINER functions", () => {
  it("are each listed with exactly the roles that may execute them", async () => {
    const rows = await sql<
      { name: string; anon: boolean; authenticated: boolean; service: boolean; everyone: boolean }[]
    >`
      select distinct on (n.nspname, p.proname) n.nspname || '.' || p.proname as name,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             has_function_privilege('service_role', p.oid, 'execute') as service,
             exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') as everyone
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname in ('public', 'app_private')
      order by n.nspname, p.proname`;
    const found = Object.fromEntries(rows.map((row) => [row.name, executorsOf(row)]));
    expect(found).toEqual(DEFINER_FUNCTIONS);
  });

  it("fix an empty search_path, so a caller's objects can never stand in for the real ones", async () => {
    const loose = await sql<{ name: string }[]>`
      select n.nspname || '.' || p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname in ('public', 'app_private')
        and not coalesce(p.proconfig @> array['search_path=""'] or p.proconfig @> array['search_path='], false)`;
    expect(loose).toEqual([]);
  });

  it("are refused to a role they are not listed for", async () => {
    // A trigger function and a service_role helper, called by a participant directly.
    const state = await sqlState(() =>
      sql.begin(async (tx) => {
        await tx`set local role authenticated`;
        await tx`select public.search_remove('conversation', '1')`;
      }),
    );
    expect(state).toBe("42501");
  });
});

describe("the functions' login role", () => {
  beforeAll(async () => {
    await sql.unsafe(readFileSync(path.join(__dirname, "../../supabase/roles/functions-login-role.sql"), "utf8"));
  });

  it("is no superuser, bypasses no RLS, inherits nothing and can become only the three API roles", async () => {
    const [role] = await sql`
      select rolsuper, rolbypassrls, rolinherit, rolcreaterole, rolcreatedb,
             array_to_string(array(select b.rolname::text from pg_auth_members m join pg_roles b on b.oid = m.roleid where m.member = r.oid order by 1), ',') as member_of
      from pg_roles r where rolname = 'reumanl_functions'`;
    expect(role).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolinherit: false,
      rolcreaterole: false,
      rolcreatedb: false,
      member_of: "anon,authenticated,service_role",
    });
  });

  it("works the way withTransaction uses it, and nothing more", async () => {
    // All in one transaction with LOCAL settings: the embedded test database serves every test file
    // through one session, so a session-wide switch would leak into the other files' queries.
    const seen: { readsAlone?: string; who?: string; becomesOwner?: string } = {};
    const [me] = await sql`select session_user::text as name`;
    await sql
      .begin(async (tx) => {
        await tx`set local session authorization reumanl_functions`;
        // By itself it reads nothing (noinherit), not even the profiles.
        seen.readsAlone = await sqlState(() => tx.savepoint((sp) => sp`select id from public.profiles limit 1`));
        // Per transaction it switches to an API role, exactly like functions/_shared/db.ts.
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', '{"role":"authenticated"}', true)`;
        const [who] = await tx`select current_user as name`;
        seen.who = who!.name as string;
        // It cannot become the owner or a superuser.
        seen.becomesOwner = await sqlState(() => tx.savepoint((sp) => sp`set local role postgres`));
        throw new Error("rollback");
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "rollback")) throw error;
      })
      // PGlite (one shared session for every test file) has been seen to keep the LOCAL session
      // authorization after the rollback; PostgreSQL does not. Back to the superuser either way.
      // PGlite (one shared session for every test file) keeps the LOCAL session authorization after
      // the rollback, and RESET does not undo it there: the later files then ran as reumanl_functions.
      // PostgreSQL has undone it already; setting it back to the session's own user is a no-op there.
      .finally(() => sql`set session authorization ${sql(me!.name as string)}`);
    expect(seen).toEqual({ readsAlone: "42501", who: "authenticated", becomesOwner: "42501" });
  });
});
