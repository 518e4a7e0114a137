/**
 * Gatsby configuration. Environment (all optional):
 *   SITE_URL                 canonical origin, else Netlify's URL, else http://localhost:8888
 *   DRUPAL_BASE_URL          read content from this Drupal; when unset the embedded content server
 *                            (plugins/embedded-drupal) starts at CONTENT_SERVER_HOST:CONTENT_SERVER_PORT,
 *                            except on Netlify or in production, where the build stops
 *                            (src/build/content-source.ts: sample content is never published)
 *   DRUPAL_BASIC_AUTH_USERNAME / DRUPAL_BASIC_AUTH_PASSWORD   basic auth for that Drupal
 *   CONTENT_SERVER_PORT      default 8890; CONTENT_SERVER_HOST default 127.0.0.1
 *   CONTENT_SERVER_GENERATE  add N generated medical articles to the embedded content (benchmarks)
 *   GATSBY_CPU_COUNT         Gatsby's own setting; when unset, one build worker per logical core
 *                            (src/build/build-speed.ts)
 */
import os from "node:os";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { withoutDuplicateSecurityHeaders } from "./src/build/adapter-headers";
import { DISALLOWED_LINK_TYPES, drupalBaseUrl } from "./content-model/gatsby-source-options";
import home from "./src/i18n/locales/nl/home.json";
import { SITE_NAME } from "./src/domain/site";
import { gatsbyCpuCount } from "./src/build/build-speed";
import { contentSource } from "./src/build/content-source";

const env = process.env;
// Gatsby creates its worker pool after reading this file.
const cpuCount = gatsbyCpuCount(env, os.availableParallelism());
if (cpuCount) env.GATSBY_CPU_COUNT = cpuCount;
const source = contentSource(env);
const siteUrl = source.siteUrl;
const externalDrupal = source.drupalBaseUrl !== null;
const contentHost = env.CONTENT_SERVER_HOST || "127.0.0.1";
const contentPort = Number(env.CONTENT_SERVER_PORT || 8890);
const baseUrl = drupalBaseUrl(env);
const basicAuth =
  env.DRUPAL_BASIC_AUTH_USERNAME && env.DRUPAL_BASIC_AUTH_PASSWORD
    ? { username: env.DRUPAL_BASIC_AUTH_USERNAME, password: env.DRUPAL_BASIC_AUTH_PASSWORD }
    : undefined;

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    description: home.siteDescription,
    siteUrl,
  },
  // Without an explicit adapter Gatsby downloads an adapters manifest on every build.
  // Gatsby's default security headers taken out: netlify.toml sets each once (src/build/adapter-headers.ts).
  adapter: withoutDuplicateSecurityHeaders(adapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false })),
  // Components use the automatic JSX runtime (no `import React`), like tsconfig and jest.
  jsxRuntime: "automatic",
  trailingSlash: "always",
  // Types of every page query and fragment (Queries.*) in src/gatsby-types.d.ts, written by each
  // build (generateOnBuild) and committed, so the type check in CI runs before the build.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    ...(externalDrupal
      ? []
      : [
          {
            resolve: "embedded-drupal",
            options: { port: contentPort, host: contentHost, generate: Number(env.CONTENT_SERVER_GENERATE || 0) },
          },
        ]),
    {
      resolve: "gatsby-source-drupal",
      options: {
        baseUrl,
        apiBase: "jsonapi",
        ...(basicAuth ? { basicAuth } : {}),
        fastBuilds: true,
        disallowedLinkTypes: [...DISALLOWED_LINK_TYPES],
        // Files are downloaded at build time and copied into public/static (file__file.publicUrl),
        // so pages never point at the content server, which is gone after the build.
        skipFileDownloads: false,
        imageCDN: false,
        concurrentFileRequests: 8,
        requestTimeoutMS: 30000,
        // The site is Dutch only: no languageConfig, every entity is sourced once.
      },
    },
    // Gatsby's webpack and Babel configuration for this site, and the fixes around its output.
    "reumanl-webpack",
  ],
};

export default config;
