/**
 * Builds pages from the Drupal content sourced by gatsby-source-drupal:
 *   - schema: types generated from content-model/model.ts; formatted text is sanitised here, at
 *     build time, so templates only ever receive allowlisted HTML;
 *   - file__file.publicUrl copies downloaded files into public/static;
 *   - pages: the route table of content-model/routes.ts (homepage, overviews, articles and their
 *     print versions, dossiers, news, campaigns, content pages, weblocations, apps of the app guide;
 *     volunteer-only bundles are never sourced: functions/drupal-content serves them to volunteers
 *     at run time);
 *   - onPostBuild: the typeface's files into public/static/fonts (src/build/fonts.ts); the link check;
 *     public/api/drupal/getFooter, the footer menu as JSON; the library in the search index.
 * Gatsby's webpack and Babel configuration and the fixes around its output are the local plugin
 * plugins/reumanl-webpack (registered in gatsby-config.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { gatsbyTypeDefs } from "./content-model/gatsby-schema";
import { drupalBaseUrl } from "./content-model/gatsby-source-options";
import { pagePath, planPages, type ContentInput } from "./content-model/routes";
import { buildFooter, type FooterLinkNode } from "./src/shell/footer-menu";
import { buildShellMenus, type MenuLinkNode } from "./src/shell/menu-tree";
import { helplineOf, type HomepageSettingsNode } from "./src/shell/helpline";
import { headMeta, type DrupalMetatagSource } from "./src/shell/metatags";
import { htmlToPlainText, sanitizeEditorHtml } from "./src/blocks/sanitize";
import { createDrupalRedirects } from "./src/build/redirects";
import { createActivityPages } from "./src/build/activity-pages";
import { indexLibrary } from "./src/build/search-library";
import { findBrokenLinks } from "./src/build/link-check";
import { copyFonts } from "./src/build/fonts";
import { gatsbyRoutes, type GatsbyStore } from "./src/build/gatsby-internals";
import { responsiveImage } from "./src/build/images";

interface FormattedTextSource {
  value?: string | null;
  processed?: string | null;
  summary?: string | null;
  format?: string | null;
}

const editorHtml = (source: FormattedTextSource): string => source.processed ?? source.value ?? "";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    schema.buildObjectType({
      name: "DrupalFormattedText",
      description: "Drupal formatted text. `processed` and `summary` are sanitised with a strict allowlist.",
      fields: {
        format: "String",
        processed: {
          type: "String",
          resolve: (source: FormattedTextSource) => sanitizeEditorHtml(editorHtml(source)),
        },
        summary: {
          type: "String",
          resolve: (source: FormattedTextSource) => sanitizeEditorHtml(source.summary),
        },
        plain: {
          type: "String",
          description: "Text without markup (teasers, meta descriptions).",
          resolve: (source: FormattedTextSource) => htmlToPlainText(editorHtml(source)),
        },
      },
    }),
    `type DrupalResponsiveImage { src: String srcSet: String webpSrcSet: String }`,
    gatsbyTypeDefs(),
  ]);
};

interface FileNodeSource {
  localFile___NODE?: string;
  uri?: { url?: string | null } | null;
}

interface LocalFileNode {
  absolutePath: string;
  base: string;
  internal: { contentDigest: string };
}

type FileResolverContext = { nodeModel: { getNodeById: (q: { id: string }) => unknown } };

const localFileOf = (source: FileNodeSource, context: FileResolverContext): LocalFileNode | null =>
  source.localFile___NODE
    ? (context.nodeModel.getNodeById({ id: source.localFile___NODE }) as LocalFileNode | null)
    : null;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, reporter }) => {
  const baseUrl = drupalBaseUrl(process.env);
  const publicDir = path.resolve("public");

  createResolvers({
    file__file: {
      publicUrl: {
        type: "String",
        description: "URL of the file inside the built site (copied to public/static at build time).",
        resolve: async (source: FileNodeSource, _args: unknown, context: FileResolverContext) => {
          const local = localFileOf(source, context);
          if (local?.absolutePath) {
            const relative = path.posix.join("static", local.internal.contentDigest, local.base);
            const target = path.join(publicDir, relative);
            if (!fs.existsSync(target)) {
              await fs.promises.mkdir(path.dirname(target), { recursive: true });
              await fs.promises.copyFile(local.absolutePath, target);
            }
            return `/${relative}`;
          }
          // Not downloaded (skipFileDownloads): point at the Drupal file itself.
          const url = source.uri?.url;
          if (!url) return null;
          reporter.verbose(`file ${url} was not downloaded; linking to the content server`);
          return new URL(url, baseUrl).href;
        },
      },
      responsive: {
        type: "DrupalResponsiveImage",
        description:
          "Responsive variants of a JPEG or PNG (widths up to its own, its format and WebP; src/build/images.ts); null for other files.",
        resolve: async (source: FileNodeSource, _args: unknown, context: FileResolverContext) => {
          const local = localFileOf(source, context);
          if (!local?.absolutePath) return null;
          return responsiveImage(
            local.absolutePath,
            publicDir,
            path.posix.join("static", local.internal.contentDigest),
          );
        },
      },
    },
    // Each Drupal meta tag as the head tag a page may carry, or null (src/shell/metatags.ts), so the
    // browser does not carry the allowlist (docs/decisions/006-article-js-budget.md).
    DrupalMetatag: {
      head: {
        type: "JSON",
        resolve: (source: DrupalMetatagSource) => headMeta(source),
      },
    },
    // The shell's main and footer menus as finished trees (src/shell/useMenus.ts), so the
    // browser does not carry the tree-building code (docs/decisions/006-article-js-budget.md).
    Site: {
      shellMenus: siteField("menu_link_content__menu_link_content", (nodes) =>
        buildShellMenus(nodes as MenuLinkNode[]),
      ),
      // The footer's helpline from the site settings (the homepage node's field_helpline_*).
      helpline: siteField("node__homepage", (nodes) => helplineOf(nodes as HomepageSettingsNode[])),
    },
  });
};

/** A JSON field of `Site` made at build time from every node of one type. */
function siteField(type: string, make: (nodes: unknown[]) => unknown) {
  return {
    type: "JSON",
    resolve: async (
      _source: unknown,
      _args: unknown,
      context: { nodeModel: { findAll: (q: { type: string }) => Promise<{ entries: Iterable<unknown> }> } },
    ) => make([...(await context.nodeModel.findAll({ type })).entries]),
  };
}

const PAGE_NODE_FIELDS = `
  id
  title
  status
  drupal_internal__nid
  path {
    alias
  }
`;
const EXPIRING = `${PAGE_NODE_FIELDS} field_expire_date`;

/** Paths of the fixed pages in src/pages ("/inloggen"), which content may not take. */
function fixedPagePaths(pagesDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (/\.(tsx|ts|jsx|js)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        const name = entry.name.replace(/\.(tsx|ts|jsx|js)$/, "");
        out.push(name === "index" ? prefix || "/" : `${prefix}/${name}`);
      }
    }
  };
  walk(pagesDir, "");
  return out;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ [K in keyof ContentInput]: { nodes: ContentInput[K] } }>(`
    query ContentPages {
      homepages: allNodeHomepage(filter: { status: { eq: true } }, sort: { changed: DESC }) { nodes { ${PAGE_NODE_FIELDS} } }
      articles: allNodeMedicalArticle(filter: { status: { eq: true } }, sort: { drupal_internal__nid: ASC }) {
        nodes {
          ${EXPIRING}
          field_thesaurus
          relationships { field_dossiers { id } }
        }
      }
      contentPages: allNodeContentPage(filter: { status: { eq: true } }) { nodes { ${EXPIRING} } }
      campaigns: allNodeCampaign(filter: { status: { eq: true } }) { nodes { ${PAGE_NODE_FIELDS} } }
      news: allNodeNews(filter: { status: { eq: true } }) { nodes { ${EXPIRING} } }
      weblocations: allNodeWeblocation(filter: { status: { eq: true } }) { nodes { ${EXPIRING} } }
      apps: allNodeApp(filter: { status: { eq: true } }) { nodes { ${EXPIRING} } }
      dossiers: allTaxonomyTermDossiers(sort: [{ weight: ASC }, { name: ASC }]) {
        nodes {
          id
          name
          drupal_internal__tid
          status
          path {
            alias
          }
          relationships { parent { id } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the Drupal content", result.errors);
    return;
  }
  const input = Object.fromEntries(
    Object.entries(result.data).map(([key, value]) => [key, value.nodes]),
  ) as unknown as ContentInput;
  const plan = planPages(input, { now: Date.now(), reserved: fixedPagePaths(path.resolve("src/pages")) });
  for (const warning of plan.warnings) {
    if (warning === "homepage not found")
      reporter.panicOnBuild("homepage not found: Drupal has no published node of type homepage");
    else reporter.warn(warning);
  }
  const counts = new Map<string, number>();
  for (const page of plan.pages) {
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${page.template}.tsx`),
      context: page.context,
    });
    counts.set(page.template, (counts.get(page.template) ?? 0) + 1);
  }
  reporter.info(`Created content pages: ${[...counts].map(([t, n]) => `${n} ${t}`).join(", ")}`);

  // The app guide's "app-detail" route without a slug (spec 001 §2.1) shows every app: the overview.
  for (const fromPath of ["/keuzehulp/applicaties", "/keuzehulp/applicaties/"]) {
    actions.createRedirect({ fromPath, toPath: "/keuzehulp/overzicht/", isPermanent: true, force: true });
  }

  // The legacy app's profile route (spec 001 §2.1 "alz-app") -> the profile (docs/decisions/220-legacy-app-route.md).
  for (const fromPath of ["/alz/datbenik/user_profile", "/alz/datbenik/user_profile/"]) {
    actions.createRedirect({ fromPath, toPath: "/account/profiel/", isPermanent: true, force: true });
  }

  // Drupal redirects -> Netlify redirects (src/build/redirects.ts).
  await createDrupalRedirects({ actions, reporter });

  // One static page per published activity, from the database (src/build/activity-pages.ts).
  await createActivityPages({ actions, reporter });
};

interface FooterQuery {
  links: { nodes: FooterLinkNode[] };
  pages: { nodes: Array<{ drupal_internal__nid: number | null; path: { alias: string | null } | null }> };
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
}

/** GET /api/drupal/getFooter (spec 001 §7) as a static JSON file, written after every build. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  // The typeface's files from its npm package (src/build/fonts.ts).
  copyFonts(path.join(process.cwd(), "public"));
  // Every internal link leads somewhere (src/build/link-check.ts).
  checkLinks(store as unknown as GatsbyStore, reporter);
  // The library in the search index (src/build/search-library.ts).
  await indexLibrary({ graphql, reporter });
  const result = await graphql<FooterQuery>(`
    query FooterJson {
      links: allMenuLinkContentMenuLinkContent(filter: { menu_name: { eq: "footer" } }) {
        nodes {
          drupal_id
          title
          menu_name
          weight
          external
          enabled
          expanded
          link {
            uri
            url
          }
          drupal_parent_menu_item
        }
      }
      pages: allNodeContentPage {
        nodes {
          drupal_internal__nid
          path {
            alias
          }
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.warn("getFooter: could not query the footer menu; the file is not written");
    return;
  }
  const pageIds = new Map<string, number>();
  for (const page of result.data.pages.nodes) {
    const alias = pagePath(page.path?.alias);
    if (alias && page.drupal_internal__nid) pageIds.set(alias, page.drupal_internal__nid);
  }
  const footer = buildFooter(result.data.links.nodes, pageIds, result.data.site?.siteMetadata?.siteUrl ?? "");
  const target = path.resolve("public/api/drupal/getFooter");
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, JSON.stringify(footer));
};

function checkLinks(
  store: Pick<GatsbyStore, "getState">,
  reporter: { panicOnBuild(message: string): void; info(message: string): void },
): void {
  // The pages, match paths and redirects come from Gatsby's private store (gatsby-internals.ts).
  const { pages, routes } = gatsbyRoutes(store);
  const broken = findBrokenLinks({ publicDir: path.resolve("public"), pages, routes });
  if (broken.length > 0)
    reporter.panicOnBuild(
      `internal links to pages that do not exist:\n${broken.map((link) => `  ${link.href} (on ${link.page})`).join("\n")}`,
    );
  else reporter.info(`link check: every internal link leads to a page`);
}
