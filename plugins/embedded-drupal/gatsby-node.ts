/**
 * Local Gatsby plugin: runs the embedded content server (content-model/server) while Gatsby sources
 * content, so `gatsby build` needs no Drupal. gatsby-config.ts only adds this plugin when
 * DRUPAL_BASE_URL is not set. On Netlify or in production it stops the build instead, in onPreInit
 * (src/build/content-source.ts: the sample content is never published). The server starts in
 * onPreBootstrap (before gatsby-source-drupal fetches) and stops in onPostBuild, so the build
 * process can exit. Under `gatsby develop` it runs until develop stops.
 */
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { SERVER_NAME, startContentServer, type RunningContentServer } from "../../content-model/server/server";
import { sampleContentRefusal } from "../../src/build/content-source";

interface EmbeddedDrupalOptions extends PluginOptions {
  port: number;
  host: string;
  generate: number;
}

let running: RunningContentServer | null = null;

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    port: Joi.number().integer().min(1).max(65535).default(8890),
    host: Joi.string().default("127.0.0.1"),
    generate: Joi.number().integer().min(0).default(0),
  });

async function sameServerListening(url: string, root: string, generate: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}/jsonapi`, { signal: AbortSignal.timeout(3000) });
    const body = (await response.json()) as { meta?: { server?: string; contentRoot?: string; generated?: number } };
    return body.meta?.server === SERVER_NAME && body.meta.contentRoot === root && body.meta.generated === generate;
  } catch {
    return false;
  }
}

/** A Netlify or production build without DRUPAL_BASE_URL stops here, before anything is sourced. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const refusal = sampleContentRefusal(process.env);
  if (refusal) reporter.panic(refusal);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }, pluginOptions) => {
  if (running) return;
  const { port, host, generate } = pluginOptions as EmbeddedDrupalOptions;
  const root = path.resolve("content-model");
  const started = Date.now();
  try {
    running = await startContentServer({ port, host, generate, root });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      if (await sameServerListening(`http://${host}:${port}`, root, generate)) {
        reporter.warn(`[embedded-drupal] ${host}:${port} already serves this content model; using that server.`);
        return;
      }
      reporter.panic(
        `[embedded-drupal] port ${port} on ${host} is in use by another program. ` +
          `Set CONTENT_SERVER_PORT to a free port, or DRUPAL_BASE_URL to read from a Drupal site.`,
      );
    }
    throw error;
  }
  const articles = running.store.list("node--medical_article").length;
  reporter.info(
    `[embedded-drupal] content server at ${running.url}/jsonapi (${articles} medical articles) in ${Date.now() - started} ms`,
  );
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!running) return;
  await running.close();
  running = null;
  reporter.info("[embedded-drupal] content server stopped");
};
