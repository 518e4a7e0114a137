import {
  pagePath,
  planPages,
  relatedArticleIndex,
  relatedArticles,
  type ArticleNode,
  type ContentInput,
} from "./routes";

const NOW = Date.parse("2026-01-01T00:00:00Z");
const article = (id: string, alias: string, extra: Partial<ArticleNode> = {}): ArticleNode => ({
  id,
  title: id,
  path: { alias },
  ...extra,
});
const empty: ContentInput = {
  homepages: [{ id: "home", title: "Welkom" }],
  articles: [],
  contentPages: [],
  campaigns: [],
  news: [],
  weblocations: [],
  dossiers: [],
};

describe("route table", () => {
  it("builds the homepage, the overviews and each article with its print version", () => {
    const plan = planPages(
      { ...empty, articles: [article("a", "/over-reuma/jicht/"), article("b", "/leven-met-reuma/werk")] },
      { now: NOW },
    );
    expect(plan.pages.map((p) => [p.path, p.template])).toEqual([
      ["/", "homepage"],
      ["/over-reuma", "library-overview"],
      ["/leven-met-reuma", "library-overview"],
      ["/nieuws", "news-overview"],
      ["/over-reuma/jicht", "medical-article"],
      ["/print/over-reuma/jicht", "medical-article"],
      ["/leven-met-reuma/werk", "medical-article"],
      ["/print/leven-met-reuma/werk", "medical-article"],
    ]);
    expect(plan.pages[5]!.context).toMatchObject({ id: "a", print: true, articlePath: "/over-reuma/jicht" });
    expect(plan.pages[1]!.context).toMatchObject({ section: "overReuma", articles: ["a"] });
  });

  it("never builds unpublished or expired content", () => {
    const plan = planPages(
      {
        ...empty,
        articles: [
          article("old", "/over-reuma/oud", { field_expire_date: "2025-06-01" }),
          article("draft", "/over-reuma/concept", { status: false }),
        ],
        news: [{ id: "n", title: "Oud", path: { alias: "/nieuws/oud" }, field_expire_date: "2025-12-31" }],
        contentPages: [{ id: "p", title: "Later", path: { alias: "/later" }, field_expire_date: "2026-06-01" }],
      },
      { now: NOW },
    );
    const paths = plan.pages.map((p) => p.path);
    expect(paths).not.toContain("/over-reuma/oud");
    expect(paths).not.toContain("/over-reuma/concept");
    expect(paths).not.toContain("/nieuws/oud");
    expect(paths).toContain("/later");
    expect(plan.pages.find((p) => p.path === "/nieuws")!.context).toEqual({ ids: [] });
  });

  it("gives any other path to a content page or a campaign and lets fixed pages win", () => {
    const plan = planPages(
      {
        ...empty,
        contentPages: [
          { id: "c", title: "Contact", path: { alias: "/contact" } },
          { id: "x", title: "Inloggen", path: { alias: "/inloggen" } },
        ],
        campaigns: [{ id: "k", title: "Week", path: { alias: "/week-van-de-reuma" } }],
      },
      { now: NOW, reserved: ["/inloggen"] },
    );
    expect(plan.pages.find((p) => p.path === "/contact")!.template).toBe("content-page");
    expect(plan.pages.find((p) => p.path === "/week-van-de-reuma")!.template).toBe("campaign");
    expect(plan.pages.some((p) => p.path === "/inloggen")).toBe(false);
    expect(plan.warnings.join()).toContain("/inloggen");
  });

  it("reports a missing homepage", () => {
    expect(planPages({ ...empty, homepages: [] }, { now: NOW }).warnings).toContain("homepage not found");
  });

  it("relates articles by shared dossiers first, then thesaurus terms", () => {
    const d = (id: string) => ({ id });
    const a = article("a", "/over-reuma/a", {
      relationships: { field_dossiers: [d("jicht")] },
      field_thesaurus: [1, 2],
    });
    const all = [
      a,
      article("b", "/over-reuma/b", { relationships: { field_dossiers: [d("jicht")] } }),
      article("c", "/over-reuma/c", { field_thesaurus: [1, 2] }),
      article("d", "/over-reuma/d", { field_thesaurus: [2] }),
      article("e", "/over-reuma/e", { field_thesaurus: [9] }),
    ];
    expect(relatedArticles(a, all)).toEqual(["b", "c", "d"]);
  });

  it("relates articles exactly as scoring every pair and sorting by score, then Dutch title, would", () => {
    // The definition, pair by pair (what the index must give, faster).
    const byPairs = (article: ArticleNode, all: readonly ArticleNode[], limit: number): string[] => {
      const dossiers = new Set((article.relationships?.field_dossiers ?? []).flatMap((d) => (d ? [d.id] : [])));
      const terms = new Set((article.field_thesaurus ?? []).filter((t): t is number => typeof t === "number"));
      return all
        .filter((other) => other.id !== article.id)
        .map((other) => {
          let score = 0;
          for (const d of other.relationships?.field_dossiers ?? []) if (d && dossiers.has(d.id)) score += 2;
          for (const t of other.field_thesaurus ?? []) if (typeof t === "number" && terms.has(t)) score += 1;
          return { other, score };
        })
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.other.title.localeCompare(b.other.title, "nl"))
        .slice(0, limit)
        .map((entry) => entry.other.id);
    };
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const titles = ["Artrose", "artrose", "Ärger", "Bewegen", "bewegen", "IJs", "Jicht", "Zwemmen", "Émile", "Reuma"];
    const all: ArticleNode[] = Array.from({ length: 300 }, (_, index) => ({
      id: `a${index}`,
      title: titles[random(titles.length)]!,
      path: { alias: `/over-reuma/a${index}` },
      field_thesaurus: Array.from({ length: random(4) }, () => (random(10) === 0 ? null : random(12))),
      relationships: {
        field_dossiers: Array.from({ length: random(3) }, () => (random(10) === 0 ? null : { id: `d${random(6)}` })),
      },
    }));
    for (const limit of [1, 4, 10]) {
      const related = relatedArticleIndex(all, limit);
      for (const article of all) expect(related(article)).toEqual(byPairs(article, all, limit));
    }
  });

  it("accepts only clean site paths", () => {
    expect(pagePath("/contact/")).toBe("/contact");
    expect(pagePath("//evil.nl")).toBeNull();
    expect(pagePath("/a/../b")).toBeNull();
    expect(pagePath("relative")).toBeNull();
  });

  it("builds each visible app at /keuzehulp/applicaties/<slug> and nowhere else", () => {
    const plan = planPages(
      {
        ...empty,
        apps: [
          { id: "s", title: "StoelFit", path: { alias: "/keuzehulp/applicaties/stoelfit/" } },
          { id: "x", title: "Elders", path: { alias: "/over-reuma/elders" } },
          { id: "d", title: "Concept", status: false, path: { alias: "/keuzehulp/applicaties/concept" } },
        ],
      },
      { now: NOW, reserved: ["/keuzehulp/overzicht"] },
    );
    expect(plan.pages.filter((p) => p.template === "app").map((p) => [p.path, p.context.id])).toEqual([
      ["/keuzehulp/applicaties/stoelfit", "s"],
    ]);
    expect(plan.warnings).toContain(
      'app "Elders" has the path /over-reuma/elders, not under /keuzehulp/applicaties/; skipped',
    );
  });

  it("gives every page that shows one Drupal entity its node id and type for analytics (spec 001 §7), and overviews none", () => {
    const plan = planPages(
      {
        ...empty,
        homepages: [{ id: "home", title: "Welkom", drupal_internal__nid: 1 }],
        articles: [article("a", "/over-reuma/jicht", { drupal_internal__nid: 12 })],
        contentPages: [{ id: "c", title: "Contact", path: { alias: "/contact" }, drupal_internal__nid: 30 }],
        news: [{ id: "n", title: "Nieuws", path: { alias: "/nieuws/griepprik" }, drupal_internal__nid: 40 }],
        dossiers: [{ id: "d", name: "Jicht", path: { alias: "/over-reuma/jicht-dossier" }, drupal_internal__tid: 55 }],
        campaigns: [{ id: "k", title: "Week", path: { alias: "/week" } }],
      },
      { now: NOW },
    );
    const nodeOf = (path: string) => plan.pages.find((p) => p.path === path)?.context.pageNode;
    expect(nodeOf("/")).toEqual({ id: 1, type: "homepage" });
    expect(nodeOf("/over-reuma/jicht")).toEqual({ id: 12, type: "medical_article" });
    expect(nodeOf("/print/over-reuma/jicht")).toEqual({ id: 12, type: "medical_article" });
    expect(nodeOf("/contact")).toEqual({ id: 30, type: "content_page" });
    expect(nodeOf("/nieuws/griepprik")).toEqual({ id: 40, type: "news" });
    expect(nodeOf("/over-reuma/jicht-dossier")).toEqual({ id: 55, type: "dossier" });
    expect(nodeOf("/over-reuma")).toBeUndefined();
    expect(nodeOf("/nieuws")).toBeUndefined();
    // Without a Drupal id there is nothing to report.
    expect(nodeOf("/week")).toBeUndefined();
  });
});
