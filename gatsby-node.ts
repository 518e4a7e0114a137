/**
 * Builds pages from the Drupal content sourced by gatsby-source-drupal:
 *   - schema: types generated from content-model/model.ts; formatted text is sanitised here, at
 *     build time, so templates only ever receive allowlisted HTML;
 *   - file__file.publicUrl copies downloaded files into public/static;
 *   - pages: the homepage at "/" and every published medical article at its path alias.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { gatsbyTypeDefs } from "./content-model/gatsby-schema";
import { htmlToPlainText, sanitizeEditorHtml } from "./src/blocks/sanitize";

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

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, store, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { plugins?: Array<{ resolve: string; options?: { baseUrl?: string } } | string> };
  };
  const drupal = config.plugins?.find(
    (plugin): plugin is { resolve: string; options?: { baseUrl?: string } } =>
      typeof plugin === "object" && plugin.resolve === "gatsby-source-drupal",
  );
  const baseUrl = drupal?.options?.baseUrl ?? "";

  createResolvers({
    file__file: {
      publicUrl: {
        type: "String",
        description: "URL of the file inside the built site (copied to public/static at build time).",
        resolve: async (source: FileNodeSource, _args: unknown, context: { nodeModel: { getNodeById: (q: { id: string }) => unknown } }) => {
          const local = source.localFile___NODE
            ? (context.nodeModel.getNodeById({ id: source.localFile___NODE }) as LocalFileNode | null)
            : null;
          if (local?.absolutePath) {
            const relative = path.posix.join("static", local.internal.contentDigest, local.base);
            const target = path.join(program.directory, "public", relative);
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
    },
  });
};

interface PagesQuery {
  homepages: { nodes: Array<{ id: string; title: string }> };
  articles: {
    nodes: Array<{
      id: string;
      drupal_internal__nid: number | null;
      title: string;
      path: { alias: string | null } | null;
      field_expire_date: string | null;
    }>;
  };
}

const isExpired = (date: string | null, now: number) => {
  if (!date) return false;
  const time = Date.parse(date);
  return !Number.isNaN(time) && time <= now;
};

/** "/over-reuma/jicht" for an alias; null when the alias cannot be a page path. */
function pagePath(alias: string | null | undefined): string | null {
  if (!alias || !alias.startsWith("/") || alias.includes("..") || alias.includes("?") || alias.includes("#")) return null;
  return alias.replace(/\/+$/, "") || "/";
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query ContentPages {
      homepages: allNodeHomepage(filter: { status: { eq: true } }, sort: { changed: DESC }) {
        nodes {
          id
          title
        }
      }
      articles: allNodeMedicalArticle(filter: { status: { eq: true } }, sort: { drupal_internal__nid: ASC }) {
        nodes {
          id
          drupal_internal__nid
          title
          path {
            alias
          }
          field_expire_date
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the Drupal content", result.errors);
    return;
  }
  const now = Date.now();

  const homepage = result.data.homepages.nodes[0];
  if (!homepage) {
    reporter.panicOnBuild("homepage not found: Drupal has no published node of type homepage");
  } else {
    if (result.data.homepages.nodes.length > 1) {
      reporter.warn(`Several published homepages; using the most recently changed one ("${homepage.title}")`);
    }
    actions.createPage({
      path: "/",
      component: path.resolve("src/templates/homepage.tsx"),
      context: { id: homepage.id },
    });
  }

  const template = path.resolve("src/templates/medical-article.tsx");
  const seen = new Map<string, string>();
  let created = 0;
  for (const article of result.data.articles.nodes) {
    if (isExpired(article.field_expire_date, now)) continue;
    const target = pagePath(article.path?.alias) ?? (article.drupal_internal__nid ? `/node/${article.drupal_internal__nid}` : null);
    if (!target || target === "/") {
      reporter.warn(`Medical article "${article.title}" has no usable path alias; skipped`);
      continue;
    }
    const previous = seen.get(target);
    if (previous) {
      reporter.warn(`Medical articles "${previous}" and "${article.title}" share the path ${target}; kept the first`);
      continue;
    }
    seen.set(target, article.title);
    actions.createPage({ path: target, component: template, context: { id: article.id } });
    created += 1;
  }
  reporter.info(`Created ${created} medical article pages`);
};
