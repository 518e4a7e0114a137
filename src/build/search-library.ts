/**
 * Build time (gatsby-node.ts onPostBuild): the library's documents in the search index
 * (public.search_documents, issue 16). Every published, not expired article, content page, news
 * item and dossier with a page path is upserted (keyed by its Drupal UUID); library documents the
 * build did not list (unpublished, expired, deleted) are removed. The publish webhook removes an
 * unpublished item at once (functions/drupal); the next build brings the rest.
 *
 * The database: DATABASE_URL (`npm start` sets it to its PGlite and says when it is ready, see
 * database-ready.ts; production sets it to Supabase). Without it there is no index to fill (a bare
 * `gatsby build`, CI). Either way the documents are also kept in .cache/search-library.json, which
 * `npm start -- --no-build` (and so the browser tests) loads into its fresh embedded database.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { createDb, serviceRole, withTransaction } from "../../functions/_shared/db";
import {
  sweepLibraryDocuments,
  upsertLibraryDocuments,
  type LibraryDocument,
} from "../../functions/_community/search/queries";
import { isVisible, pagePath } from "../../content-model/routes";
import { articleProfileTerms, type DossierTerms } from "../domain/recommended-articles";
import { waitForDatabase } from "./database-ready";

type Alias = { alias: string | null } | null;
type Html = { processed: string | null } | null;
type Blocks = Array<{ __typename?: string; field_text?: Html; field_title?: string | null } | null> | null;

export type LibrarySearchQuery = {
  articles: {
    nodes: Array<{
      drupal_id: string;
      title: string;
      status?: boolean | null;
      field_expire_date?: string | null;
      path: Alias;
      field_article_description: string | null;
      field_last_update: string | null;
      changed: string | null;
      relationships: {
        field_dossiers: Array<({ name: string; path: Alias } & DossierTerms) | null> | null;
        field_page_content: Blocks;
      } | null;
    }>;
  };
  contentPages: {
    nodes: Array<{
      drupal_id: string;
      title: string;
      status?: boolean | null;
      field_expire_date?: string | null;
      path: Alias;
      field_wysiwyg_introduction: Html;
      changed: string | null;
      relationships: { field_content_blocks: Blocks } | null;
    }>;
  };
  news: {
    nodes: Array<{
      drupal_id: string;
      title: string;
      status?: boolean | null;
      field_expire_date?: string | null;
      path: Alias;
      field_introduction: string | null;
      field_publication_date: string | null;
      relationships: { field_page_content: Blocks } | null;
    }>;
  };
  dossiers: {
    nodes: Array<{
      drupal_id: string;
      name: string;
      status?: boolean | null;
      path: Alias;
      field_introduction: string | null;
      description: { plain: string | null } | null;
      relationships: { parent: Array<{ name: string; path: Alias } | null> | null; field_body: Blocks } | null;
    }>;
  };
};

const BLOCK_TEXT = `__typename ... on paragraph__text { field_text { processed } }`;

export const LIBRARY_SEARCH_QUERY = `
  query LibrarySearch {
    articles: allNodeMedicalArticle(filter: { status: { eq: true } }) {
      nodes { drupal_id title status field_expire_date path { alias } field_article_description field_last_update changed
        relationships { field_dossiers { name path { alias } field_forms field_category } field_page_content { ${BLOCK_TEXT} } } }
    }
    contentPages: allNodeContentPage(filter: { status: { eq: true } }) {
      nodes { drupal_id title status field_expire_date path { alias } field_wysiwyg_introduction { processed } changed
        relationships { field_content_blocks { ${BLOCK_TEXT} } } }
    }
    news: allNodeNews(filter: { status: { eq: true } }) {
      nodes { drupal_id title status field_expire_date path { alias } field_introduction field_publication_date
        relationships { field_page_content { ${BLOCK_TEXT} } } }
    }
    dossiers: allTaxonomyTermDossiers {
      nodes { drupal_id name status path { alias } field_introduction description { plain }
        relationships { parent { name path { alias } } field_body { ${BLOCK_TEXT} } } }
    }
  }
`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text of editor HTML: tags out, entities decoded, white space collapsed. */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const blocksText = (blocks: Blocks | undefined) =>
  (blocks ?? [])
    .map((b) => htmlToText(b?.field_text?.processed))
    .filter(Boolean)
    .join(" ");
const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The first of the related pages that has an address, as the document's parent (none: nulls). */
function parentOf(
  related: Array<{ name: string; path: Alias } | null> | null | undefined,
): Pick<LibraryDocument, "parentName" | "parentPath"> {
  const parent = (related ?? []).find((p) => p && pagePath(p.path?.alias));
  return { parentName: parent?.name ?? null, parentPath: parent ? withSlash(pagePath(parent.path?.alias)!) : null };
}

/** A content node's id, title and address. */
const nodeFields = (node: { drupal_id: string; title: string; path: Alias }) => ({
  refId: node.drupal_id,
  title: node.title,
  path: pagePath(node.path?.alias),
});

/** The library documents of the sourced content (pure). */
export function libraryDocumentsOf(data: LibrarySearchQuery, now: number): LibraryDocument[] {
  const docs: LibraryDocument[] = [];
  const add = (doc: Omit<LibraryDocument, "path"> & { path: string | null }) => {
    if (doc.path && doc.title.trim()) docs.push({ ...doc, path: doc.path, title: doc.title.trim() });
  };
  for (const a of data.articles.nodes) {
    if (!isVisible(a, now)) continue;
    add({
      docType: "article",
      ...nodeFields(a),
      introduction: a.field_article_description ?? "",
      body: blocksText(a.relationships?.field_page_content),
      ...parentOf(a.relationships?.field_dossiers),
      publishedAt: a.field_last_update ?? a.changed,
      profileTerms: articleProfileTerms(a.relationships?.field_dossiers),
    });
  }
  for (const p of data.contentPages.nodes) {
    if (!isVisible(p, now)) continue;
    add({
      docType: "contentpage",
      ...nodeFields(p),
      introduction: htmlToText(p.field_wysiwyg_introduction?.processed),
      body: blocksText(p.relationships?.field_content_blocks),
      ...parentOf(null),
      publishedAt: p.changed,
    });
  }
  for (const n of data.news.nodes) {
    if (!isVisible(n, now)) continue;
    add({
      docType: "news",
      ...nodeFields(n),
      introduction: n.field_introduction ?? "",
      body: blocksText(n.relationships?.field_page_content),
      ...parentOf(null),
      publishedAt: n.field_publication_date,
    });
  }
  for (const d of data.dossiers.nodes) {
    if (d.status === false) continue;
    add({
      docType: "dossier",
      ...nodeFields({ drupal_id: d.drupal_id, title: d.name, path: d.path }),
      introduction: d.field_introduction ?? "",
      body: [d.description?.plain ?? "", blocksText(d.relationships?.field_body)].join(" ").trim(),
      ...parentOf(d.relationships?.parent),
      publishedAt: null,
    });
  }
  return docs.map((doc) => ({ ...doc, introduction: doc.introduction.slice(0, 2000), body: doc.body.slice(0, 20000) }));
}

/** Writes the documents and removes the library documents not among them, in one transaction. */
export async function syncLibraryDocuments(
  databaseUrl: string,
  docs: readonly LibraryDocument[],
): Promise<{ written: number; removed: number }> {
  const db = createDb(databaseUrl);
  try {
    return await withTransaction(db, serviceRole, async (tx) => {
      await upsertLibraryDocuments(tx, docs);
      const removed = await sweepLibraryDocuments(
        tx,
        docs.map((d) => d.refId),
      );
      return { written: docs.length, removed };
    });
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** The last build's library documents, for a database that did not see that build. */
export function librarySnapshotPath(root: string = process.cwd()): string {
  return path.join(root, ".cache", "search-library.json");
}

/** Loads the last build's library documents into `databaseUrl`; false when no build left any. */
export async function indexLibrarySnapshot(
  databaseUrl: string,
  root: string = process.cwd(),
): Promise<{ written: number; removed: number } | null> {
  const file = librarySnapshotPath(root);
  if (!existsSync(file)) return null;
  return syncLibraryDocuments(databaseUrl, JSON.parse(readFileSync(file, "utf8")) as LibraryDocument[]);
}

type GraphqlRunner = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

export async function indexLibrary({
  graphql,
  reporter,
}: {
  graphql: GraphqlRunner;
  reporter: Reporter;
}): Promise<void> {
  const started = Date.now();
  const result = await graphql<LibrarySearchQuery>(LIBRARY_SEARCH_QUERY);
  if (result.errors || !result.data) {
    reporter.warn(`search: could not query the library for the search index: ${String(result.errors)}`);
    return;
  }
  const docs = libraryDocumentsOf(result.data, Date.now());
  mkdirSync(path.dirname(librarySnapshotPath()), { recursive: true });
  writeFileSync(librarySnapshotPath(), JSON.stringify(docs));
  const configured = process.env.DATABASE_URL?.trim();
  if (!configured) {
    reporter.info("search: DATABASE_URL is not set; the library is not written to the search index");
    return;
  }
  try {
    await waitForDatabase();
    const { written, removed } = await syncLibraryDocuments(configured, docs);
    reporter.info(`search: ${written} library documents indexed, ${removed} removed, in ${Date.now() - started} ms`);
  } catch (error) {
    reporter.warn(`search: the library could not be written to the search index (${(error as Error).message})`);
  }
}
