/**
 * Settings of the functions, read from the environment on every call (Netlify runs each call in a
 * fresh worker; nothing is cached in module scope).
 *
 *   DATABASE_URL  Postgres (PGlite locally, Supabase pooler in production). Required.
 *   SITE_URL      public address of the site, used in mail links. Default http://localhost:8888.
 *   APP_SECRET    HMAC key for anti-forgery tokens and rate-limit keys. Required (32+ characters)
 *                 in production; elsewhere a fixed development value with a warning.
 *   SMTP_URL      smtp://host:port or smtps://user:pass@host:465. Required in production.
 *   MAIL_FROM     sender of the mails. Default "ReumaNL <noreply@reumanl.nl>".
 *   SITE_NAME     name used in mails. Default ReumaNL.
 *   EDITORS_EMAIL comma-separated addresses of the editors, told about new activity submissions.
 *                 Default none (nobody is mailed; editors look in Supabase Studio).
 *
 *   DRUPAL_PREVIEW_SECRET  key of the preview links' token. Required in production.
 *   APP_ENV       "production" says so explicitly (e.g. a server that is not Netlify).
 *
 * Production fails closed: it is APP_ENV=production, NODE_ENV=production, CONTEXT=production, or
 * simply running in Netlify's function runtime (AWS_LAMBDA_FUNCTION_NAME / SITE_ID are set there,
 * while the build-only CONTEXT is not), unless `netlify dev` or `npm start` runs it (NETLIFY_DEV).
 * There APP_SECRET, SMTP_URL and DRUPAL_PREVIEW_SECRET are required: without them getConfig throws
 * and every function refuses to serve (503), instead of using the development secret, writing
 * mails to the log or opening previews.
 */
export type AppConfig = {
  databaseUrl: string | undefined;
  siteUrl: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  siteName: string;
  /** EDITORS_EMAIL, split and trimmed (empty when unset). */
  editorsEmail: string[];
  production: boolean;
};

export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

const DEV_SECRET = "reumanl-development-secret-do-not-use-in-production";
export const APP_SECRET_MIN_LENGTH = 32;

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

export function isProduction(env: Env = process.env): boolean {
  if (value(env, "APP_ENV") === "production" || value(env, "NODE_ENV") === "production" || value(env, "CONTEXT") === "production") return true;
  const netlifyRuntime = value(env, "AWS_LAMBDA_FUNCTION_NAME") !== undefined || value(env, "SITE_ID") !== undefined;
  return netlifyRuntime && value(env, "NETLIFY_DEV") !== "true";
}

/** The settings production cannot do without (each has a development fallback elsewhere). */
export const REQUIRED_IN_PRODUCTION = ["APP_SECRET", "SMTP_URL", "DRUPAL_PREVIEW_SECRET"] as const;

export function getConfig(env: Env = process.env): AppConfig {
  const production = isProduction(env);
  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => value(env, name) === undefined);
    if (missing.length > 0) throw new ConfigurationError(`${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} required in production`);
  }
  return {
    databaseUrl: value(env, "DATABASE_URL"),
    siteUrl: (value(env, "SITE_URL") ?? "http://localhost:8888").replace(/\/+$/, ""),
    appSecret: appSecret(env, production),
    smtpUrl: value(env, "SMTP_URL"),
    mailFrom: value(env, "MAIL_FROM") ?? "ReumaNL <noreply@reumanl.nl>",
    siteName: value(env, "SITE_NAME") ?? "ReumaNL",
    editorsEmail: (value(env, "EDITORS_EMAIL") ?? "").split(",").map((address) => address.trim()).filter(Boolean),
    production,
  };
}

function appSecret(env: Env, production: boolean): string {
  const secret = value(env, "APP_SECRET");
  if (secret) {
    if (production && secret.length < APP_SECRET_MIN_LENGTH) {
      throw new ConfigurationError(`APP_SECRET must have at least ${APP_SECRET_MIN_LENGTH} characters in production`);
    }
    return secret;
  }
  if (production) throw new ConfigurationError("APP_SECRET is required in production");
  console.warn("[config] APP_SECRET is not set: using the development secret (never do this in production)");
  return DEV_SECRET;
}

/** The database URL, or a configuration error when it is missing. */
export function requireDatabaseUrl(config: AppConfig): string {
  if (!config.databaseUrl) throw new ConfigurationError("DATABASE_URL is not set");
  return config.databaseUrl;
}
