/**
 * Build time (gatsby-node.ts createPages): one static page per published activity at
 * /ontmoet-elkaar/activiteiten/{slug}/, so the HTML carries the activity for search engines. The
 * rows come from the database through the same query module as GET /api/v1/OData/GetQuery
 * (functions/odata/queries.ts), in one statement, run as `anon` (RLS: published only).
 *
 * The database: DATABASE_URL when set (`npm start` sets it to its running PGlite, which it
 * migrates and seeds while the build starts; production sets it to Supabase). Otherwise (a bare `gatsby build`, CI) a temporary PGlite
 * in memory with the migrations and the demo seed, so the build works without anything installed.
 * On Netlify without DATABASE_URL no activity pages are built (demo data must never reach a
 * deploy); the client-side fallback page then serves every activity.
 */
import path from "node:path";
import type { Actions, Reporter } from "gatsby";
import { anonymous, createDb, withTransaction } from "../../functions/_shared/db";
import { presentActivity, presentOnlineActivity } from "../../functions/odata/presenter";
import { findPublishedActivities, findPublishedOnlineActivities } from "../../functions/odata/queries";
import { startPglite } from "../../scripts/lib/pglite-server";
import { buildSiteUrl, isPublicBuild } from "./content-source";
import { migrate } from "../../scripts/migrate";
import { seed } from "../../scripts/seed";
import type { AnyODataActivity } from "../domain/activities/types";
import { waitForDatabase } from "./database-ready";

export const ACTIVITY_PATH_PREFIX = "/ontmoet-elkaar/activiteiten/";

export function activityPagePath(slug: string): string {
  return `${ACTIVITY_PATH_PREFIX}${slug}/`;
}

/** The published activities, physical and online, read from `databaseUrl` as a visitor would. */
export async function readPublishedActivities(databaseUrl: string): Promise<AnyODataActivity[]> {
  const db = createDb(databaseUrl);
  try {
    return await withTransaction(db, anonymous, async (tx) => [
      ...(await findPublishedActivities(tx)).map(presentActivity),
      ...(await findPublishedOnlineActivities(tx)).map(presentOnlineActivity),
    ]);
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** A temporary, migrated and seeded PGlite in memory (for builds without a database, and bench:build). */
export async function temporaryDatabase(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const database = await startPglite({});
  try {
    const quiet = () => undefined;
    await migrate(database.url, quiet, {
      migrationsDir: path.join(root, "supabase", "migrations"),
      shimFile: path.join(root, "supabase", "shim", "auth.sql"),
    });
    await seed(database.url, quiet, { seedDir: path.join(root, "supabase", "seed") });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}

export async function createActivityPages({
  actions,
  reporter,
  root = process.cwd(),
}: {
  actions: Actions;
  reporter: Reporter;
  root?: string;
}): Promise<void> {
  const started = Date.now();
  const configured = process.env.DATABASE_URL?.trim();
  // A public build never prerenders the demo activities of the temporary database.
  if (!configured && isPublicBuild(process.env)) {
    reporter.warn(
      "activity pages: DATABASE_URL is not set for this Netlify or production build; no static activity pages (the client-side page serves them)",
    );
    return;
  }
  // `npm start` may still be migrating and seeding it (database-ready.ts).
  if (configured) await waitForDatabase();
  const temporary = configured ? null : await temporaryDatabase(root);
  let activities: AnyODataActivity[];
  try {
    activities = await readPublishedActivities(configured || temporary!.url);
  } finally {
    await temporary?.stop();
  }
  const builtAt = Date.now();
  const siteUrl = buildSiteUrl(process.env);
  const component = path.join(root, "src", "templates", "activity.tsx");
  for (const activity of activities) {
    actions.createPage({ path: activityPagePath(activity.Slug), component, context: { activity, builtAt, siteUrl } });
  }
  const source = configured ? "DATABASE_URL" : "a temporary PGlite with the demo seed";
  reporter.info(`Created ${activities.length} activity pages from ${source} in ${Date.now() - started} ms`);
}
