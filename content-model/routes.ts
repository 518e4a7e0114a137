/**
 * The route table of the library (spec 001 §2.1–2.2), as a pure function of the sourced content:
 * which page is built at which path with which template and context. gatsby-node.ts queries the
 * content and calls planPages(); the unit tests call it with small fixtures.
 *
 * Rules: unpublished or expired entities never get a page; one trailing slash is ignored; a path
 * is taken by the first entity that claims it (fixed pages of src/pages win over content); every
 * medical article also gets a print page at /print<alias>; the overviews /over-reuma,
 * /leven-met-reuma and /nieuws list their section; related articles share dossiers (weight 2) or
 * thesaurus terms (weight 1).
 */
import { HOMEPAGE_DOSSIER_TID } from "../src/domain/site";

export const SECTIONS = {
  overReuma: { prefix: "/over-reuma", title: "Over reuma" },
  levenMetReuma: { prefix: "/leven-met-reuma", title: "Leven met reuma" },
} as const;
export type SectionKey = keyof typeof SECTIONS;

export const NEWS_PATH = "/nieuws";
export const PRINT_PREFIX = "/print";
export const RELATED_LIMIT = 4;

export interface RoutableNode {
  id: string;
  title: string;
  status?: boolean | null;
  drupal_internal__nid?: number | null;
  path?: { alias: string | null } | null;
  field_expire_date?: string | null;
}

export interface ArticleNode extends RoutableNode {
  field_thesaurus?: Array<number | null> | null;
  relationships?: { field_dossiers?: Array<{ id: string } | null> | null } | null;
}

export interface DossierNode {
  id: string;
  name: string;
  drupal_internal__tid?: number | null;
  status?: boolean | null;
  path?: { alias: string | null } | null;
  relationships?: { parent?: Array<{ id: string } | null> | null } | null;
}

export interface ContentInput {
  homepages: RoutableNode[];
  articles: ArticleNode[];
  contentPages: RoutableNode[];
  campaigns: RoutableNode[];
  news: RoutableNode[];
  weblocations: RoutableNode[];
  dossiers: DossierNode[];
  /** Apps of the app guide (node--app); each gets /keuzehulp/applicaties/<slug>. */
  apps?: RoutableNode[];
}

export const APP_DETAIL_PREFIX = "/keuzehulp/applicaties/";

export type Template =
  | "homepage"
  | "medical-article"
  | "content-page"
  | "campaign"
  | "news"
  | "weblocation"
  | "dossier"
  | "library-overview"
  | "news-overview"
  | "app";

/**
 * The Drupal entity a page shows, for analytics (spec 001 §7 "page node id and type"): the node's
 * nid and bundle, or the dossier term's tid and "dossier". Overviews show no one entity and have none.
 */
export type PageNode = { id: number; type: string };

/** The page-context field that carries it (read by src/features/cookies/PageAnalytics.tsx). */
export function pageNodeOf(
  id: number | null | undefined,
  type: string,
): { pageNode: PageNode } | Record<string, never> {
  return typeof id === "number" && id > 0 ? { pageNode: { id, type } } : {};
}

export interface PlannedPage {
  path: string;
  template: Template;
  context: Record<string, unknown>;
}

export interface Plan {
  pages: PlannedPage[];
  warnings: string[];
}

export function isExpired(date: string | null | undefined, now: number): boolean {
  if (!date) return false;
  const time = Date.parse(date);
  return !Number.isNaN(time) && time <= now;
}

export function isVisible(node: { status?: boolean | null; field_expire_date?: string | null }, now: number): boolean {
  return node.status !== false && !isExpired(node.field_expire_date, now);
}

/** "/over-reuma/jicht" for an alias (one trailing slash ignored); null when it cannot be a page path. */
export function pagePath(alias: string | null | undefined): string | null {
  if (!alias || !alias.startsWith("/") || alias.startsWith("//") || /[?#\\\s]|\.\./.test(alias)) return null;
  return alias.replace(/\/+$/, "") || "/";
}

export function sectionOf(path: string): SectionKey | null {
  for (const [key, section] of Object.entries(SECTIONS) as Array<[SectionKey, (typeof SECTIONS)[SectionKey]]>) {
    if (path.startsWith(`${section.prefix}/`)) return key;
  }
  return null;
}

/** Articles that share dossiers (2 points each) or thesaurus terms (1 point each), best first. */
export function relatedArticles(article: ArticleNode, all: readonly ArticleNode[], limit = RELATED_LIMIT): string[] {
  return relatedArticleIndex(all, limit)(article);
}

/**
 * Related articles for every article of `all`, prepared once: shared dossiers count 2 each, shared
 * thesaurus terms 1 each; the highest scores first, then by title (Dutch collation), at most
 * `limit`. Scoring every pair and sorting with localeCompare took 31 s of a build with 5,000
 * articles; the index only visits articles that share something, and titles are ranked once.
 */
export function relatedArticleIndex(
  all: readonly ArticleNode[],
  limit = RELATED_LIMIT,
): (article: ArticleNode) => string[] {
  const collator = new Intl.Collator("nl");
  // A stable sort: articles with equal titles keep their order in `all`, as before.
  const byTitle = all.map((_, index) => index).sort((a, b) => collator.compare(all[a]!.title, all[b]!.title));
  const rank = new Int32Array(all.length);
  byTitle.forEach((index, position) => (rank[index] = position));

  // dossier id or term -> article index -> how often that article lists it
  const byDossier = new Map<string, Map<number, number>>();
  const byTerm = new Map<number, Map<number, number>>();
  const count = <K>(index: Map<K, Map<number, number>>, key: K, article: number) => {
    let articles = index.get(key);
    if (!articles) index.set(key, (articles = new Map()));
    articles.set(article, (articles.get(article) ?? 0) + 1);
  };
  all.forEach((other, index) => {
    for (const dossier of other.relationships?.field_dossiers ?? []) if (dossier) count(byDossier, dossier.id, index);
    for (const term of other.field_thesaurus ?? []) if (typeof term === "number") count(byTerm, term, index);
  });

  return (article) => {
    if (limit <= 0) return [];
    const scores = new Map<number, number>();
    const add = (articles: Map<number, number> | undefined, weight: number) => {
      for (const [index, times] of articles ?? []) scores.set(index, (scores.get(index) ?? 0) + weight * times);
    };
    for (const id of new Set((article.relationships?.field_dossiers ?? []).flatMap((d) => (d ? [d.id] : []))))
      add(byDossier.get(id), 2);
    for (const term of new Set((article.field_thesaurus ?? []).filter((t): t is number => typeof t === "number")))
      add(byTerm.get(term), 1);

    const before = (a: { index: number; score: number }, b: { index: number; score: number }) =>
      a.score > b.score || (a.score === b.score && rank[a.index]! < rank[b.index]!);
    const top: Array<{ index: number; score: number }> = [];
    for (const [index, score] of scores) {
      if (all[index]!.id === article.id) continue;
      const entry = { index, score };
      if (top.length === limit && !before(entry, top[limit - 1]!)) continue;
      let at = top.length;
      while (at > 0 && before(entry, top[at - 1]!)) at -= 1;
      top.splice(at, 0, entry);
      if (top.length > limit) top.pop();
    }
    return top.map((entry) => all[entry.index]!.id);
  };
}

export function planPages(input: ContentInput, options: { now: number; reserved?: readonly string[] }): Plan {
  const { now } = options;
  const pages: PlannedPage[] = [];
  const warnings: string[] = [];
  const taken = new Map<string, string>((options.reserved ?? []).map((p) => [pagePath(p) ?? p, "a fixed page"]));

  const claim = (path: string | null, what: string, page: Omit<PlannedPage, "path">): string | null => {
    if (!path) {
      warnings.push(`${what} has no usable path alias; skipped`);
      return null;
    }
    const owner = taken.get(path);
    if (owner) {
      warnings.push(`${what} and ${owner} share the path ${path}; kept ${owner}`);
      return null;
    }
    taken.set(path, what);
    pages.push({ path, ...page });
    return path;
  };

  // Homepage: the most recently listed published one (the query sorts by changed, newest first).
  const homepage = input.homepages.find((h) => isVisible(h, now));
  if (homepage)
    claim("/", `homepage "${homepage.title}"`, {
      template: "homepage",
      context: {
        id: homepage.id,
        homeDossierTid: HOMEPAGE_DOSSIER_TID,
        ...pageNodeOf(homepage.drupal_internal__nid, "homepage"),
      },
    });
  else warnings.push("homepage not found");

  // Overviews first, so no content can take their paths.
  const articles = input.articles.filter((a) => isVisible(a, now));
  const dossiers = input.dossiers.filter((d) => d.status !== false);
  const articlePath = new Map(articles.map((a) => [a.id, pagePath(a.path?.alias)] as const));
  for (const key of Object.keys(SECTIONS) as SectionKey[]) {
    const prefix = SECTIONS[key].prefix;
    const roots = dossiers.filter((d) => {
      const parents = (d.relationships?.parent ?? []).filter(Boolean);
      return parents.length === 0 && (pagePath(d.path?.alias) ?? "").startsWith(`${prefix}/`);
    });
    const inSection = articles.filter((a) => (articlePath.get(a.id) ?? "").startsWith(`${prefix}/`));
    claim(prefix, `overview ${prefix}`, {
      template: "library-overview",
      context: { section: key, dossiers: roots.map((d) => d.id), articles: inSection.map((a) => a.id) },
    });
  }
  const news = input.news.filter((n) => isVisible(n, now));
  claim(NEWS_PATH, "overview /nieuws", { template: "news-overview", context: { ids: news.map((n) => n.id) } });

  // Medical articles and their print versions.
  const related = relatedArticleIndex(articles);
  for (const article of articles) {
    const path =
      articlePath.get(article.id) ?? (article.drupal_internal__nid ? `/node/${article.drupal_internal__nid}` : null);
    const section = path ? sectionOf(path) : null;
    const sectionCrumb = section
      ? { title: SECTIONS[section].title, href: `${SECTIONS[section].prefix}/` }
      : { title: null, href: null };
    const context = {
      id: article.id,
      related: related(article),
      section: sectionCrumb,
      articlePath: path,
      ...pageNodeOf(article.drupal_internal__nid, "medical_article"),
    };
    const created = claim(path, `medical article "${article.title}"`, { template: "medical-article", context });
    if (created && section) {
      claim(`${PRINT_PREFIX}${created}`, `print of "${article.title}"`, {
        template: "medical-article",
        context: { ...context, print: true },
      });
    }
  }

  // Dossiers.
  const byId = new Map(dossiers.map((d) => [d.id, d] as const));
  for (const dossier of dossiers) {
    const path = pagePath(dossier.path?.alias);
    const section = path ? sectionOf(path) : null;
    const parentId = (dossier.relationships?.parent ?? []).find(Boolean)?.id;
    const parent = parentId ? byId.get(parentId) : undefined;
    claim(path, `dossier "${dossier.name}"`, {
      template: "dossier",
      context: {
        id: dossier.id,
        ...pageNodeOf(dossier.drupal_internal__tid, "dossier"),
        section: section
          ? { title: SECTIONS[section].title, href: `${SECTIONS[section].prefix}/` }
          : { title: null, href: null },
        parent:
          parent && pagePath(parent.path?.alias)
            ? { title: parent.name, href: `${pagePath(parent.path?.alias)}/` }
            : null,
        children: dossiers
          .filter((d) => (d.relationships?.parent ?? []).some((p) => p?.id === dossier.id))
          .map((d) => d.id),
        articles: articles
          .filter((a) => (a.relationships?.field_dossiers ?? []).some((d) => d?.id === dossier.id))
          .map((a) => a.id),
      },
    });
  }

  const simple = (nodes: RoutableNode[], template: Template, bundle: string, what: string) => {
    for (const node of nodes) {
      if (!isVisible(node, now)) continue;
      claim(pagePath(node.path?.alias), `${what} "${node.title}"`, {
        template,
        context: { id: node.id, ...pageNodeOf(node.drupal_internal__nid, bundle) },
      });
    }
  };
  simple(input.news, "news", "news", "news");
  simple(input.campaigns, "campaign", "campaign", "campaign");
  simple(input.contentPages, "content-page", "content_page", "content page");
  simple(input.weblocations, "weblocation", "weblocation", "weblocation");
  // Apps of the app guide: only at /keuzehulp/applicaties/<slug> (spec 001 §2.1).
  for (const app of input.apps ?? []) {
    if (!isVisible(app, now)) continue;
    const path = pagePath(app.path?.alias);
    if (path && !/^\/keuzehulp\/applicaties\/[^/]+$/.test(path)) {
      warnings.push(`app "${app.title}" has the path ${path}, not under ${APP_DETAIL_PREFIX}; skipped`);
      continue;
    }
    claim(path, `app "${app.title}"`, {
      template: "app",
      context: { id: app.id, ...pageNodeOf(app.drupal_internal__nid, "app") },
    });
  }
  return { pages, warnings };
}
