/**
 * Settings of the functions, read from the environment on every call (Netlify runs each call in a
 * fresh worker; nothing is cached in module scope).
 *
 *   DATABASE_URL  Postgres (PGlite locally, Supabase pooler in production). Required.
 *   SITE_URL      public address of the site, used in mail links. Default Netlify's URL (the site's
 *                 main address, which Netlify gives its functions), else http://localhost:8888.
 *   APP_SECRET    HMAC key for anti-forgery tokens and rate-limit keys. Required (32+ characters)
 *                 in production; elsewhere a fixed development value with a warning.
 *   SMTP_URL      smtp://host:port or smtps://user:pass@host:465. Required in production.
 *   MAIL_FROM     sender of the mails. Default "ReumaNL <noreply@reumanl.nl>".
 *   GATSBY_SITE_NAME / SITE_NAME  name used in mails. Default ReumaNL. On Netlify SITE_NAME is
 *                 Netlify's own read-only variable (the site's subdomain, e.g. "reumanl"), so there
 *                 only GATSBY_SITE_NAME counts (one variable for the build and the functions).
 *   EDITORS_EMAIL comma-separated addresses of the editors, told about new activity submissions.
 *                 Default none (nobody is mailed; editors look in Supabase Studio).
 *
 *   DRUPAL_PREVIEW_SECRET  key of the preview links' token. Required in production.
 *   APP_ENV       production, development or test, in any letter case (APP_ENVS). "production"
 *                 says so explicitly (e.g. a server that is not Netlify); any other value is a
 *                 configuration error, so a typo ("prod", "Productie") never means "not production".
 *
 * Production fails closed (docs/decisions/333-production-detection.md): it is APP_ENV=production,
 * NODE_ENV or CONTEXT "production" (any case), or running in Netlify's function runtime. A deployed
 * function runs on AWS Lambda, which always sets AWS_LAMBDA_RUNTIME_API and AWS_LAMBDA_LOG_GROUP_NAME
 * (reserved: no site setting can set or clear them): that is production whatever else is set.
 * AWS_LAMBDA_FUNCTION_NAME, LAMBDA_TASK_ROOT or SITE_ID alone (which `netlify dev` and @netlify/dev's
 * lambda-local emulation set too) count unless NETLIFY_DEV=true says it is a local run.
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

/** The values APP_ENV may have (compared in lower case); anything else refuses to start. */
export const APP_ENVS = ["production", "development", "test"] as const;

function lower(env: Env, name: string): string | undefined {
  return value(env, name)?.toLowerCase();
}

/** APP_ENV in lower case, or undefined when unset; a value not in APP_ENVS is a configuration error. */
export function appEnv(env: Env = process.env): (typeof APP_ENVS)[number] | undefined {
  const setting = lower(env, "APP_ENV");
  if (setting === undefined) return undefined;
  const known = APP_ENVS.find((name) => name === setting);
  if (!known) throw new ConfigurationError(`APP_ENV "${value(env, "APP_ENV")}" is not one of ${APP_ENVS.join(", ")}`);
  return known;
}

/** Variables only a real AWS Lambda sets (reserved there; lambda-local and `netlify dev` do not set them). */
const DEPLOYED_LAMBDA = ["AWS_LAMBDA_RUNTIME_API", "AWS_LAMBDA_LOG_GROUP_NAME"];
/** Variables of Netlify's function runtime that local emulations (netlify dev, lambda-local) set as well. */
const NETLIFY_RUNTIME = ["AWS_LAMBDA_FUNCTION_NAME", "LAMBDA_TASK_ROOT", "SITE_ID"];

export function isProduction(env: Env = process.env): boolean {
  const explicit = appEnv(env);
  if (explicit === "production" || lower(env, "NODE_ENV") === "production" || lower(env, "CONTEXT") === "production")
    return true;
  if (DEPLOYED_LAMBDA.some((name) => value(env, name) !== undefined)) return true;
  const netlifyRuntime = NETLIFY_RUNTIME.some((name) => value(env, name) !== undefined);
  return netlifyRuntime && lower(env, "NETLIFY_DEV") !== "true";
}

/** The settings production cannot do without (each has a development fallback elsewhere). */
export const REQUIRED_IN_PRODUCTION = ["APP_SECRET", "SMTP_URL", "DRUPAL_PREVIEW_SECRET"] as const;

export function getConfig(env: Env = process.env): AppConfig {
  const production = isProduction(env);
  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => value(env, name) === undefined);
    if (missing.length > 0)
      throw new ConfigurationError(`${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} required in production`);
  }
  return {
    databaseUrl: value(env, "DATABASE_URL"),
    siteUrl: (value(env, "SITE_URL") ?? value(env, "URL") ?? "http://localhost:8888").replace(/\/+$/, ""),
    appSecret: appSecret(env, production),
    smtpUrl: value(env, "SMTP_URL"),
    mailFrom: value(env, "MAIL_FROM") ?? "ReumaNL <noreply@reumanl.nl>",
    siteName:
      value(env, "GATSBY_SITE_NAME") ??
      (value(env, "SITE_ID") === undefined ? value(env, "SITE_NAME") : undefined) ??
      "ReumaNL",
    editorsEmail: (value(env, "EDITORS_EMAIL") ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
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
  console.warn(
    JSON.stringify({
      level: "warn",
      msg: "APP_SECRET is not set: using the development secret (never do this in production)",
    }),
  );
  return DEV_SECRET;
}

/** The database URL, or a configuration error when it is missing. */
export function requireDatabaseUrl(config: AppConfig): string {
  if (!config.databaseUrl) throw new ConfigurationError("DATABASE_URL is not set");
  return config.databaseUrl;
}
