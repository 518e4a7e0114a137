/**
 * Publishing in Drupal starts a new build: Drupal calls POST /api/v1/drupal/publish with the shared
 * secret in the X-Drupal-Webhook-Secret header; we POST to the Netlify build hook.
 *
 *   DRUPAL_WEBHOOK_SECRET   the shared secret (at least 32 characters in production)
 *   NETLIFY_BUILD_HOOK_URL  https://api.netlify.com/build_hooks/<id>
 */
import { ConfigurationError } from "../_shared/config";
import { Forbidden } from "../_shared/errors";
import { secretMatches } from "./secret";
import { log } from "../_shared/log";

export const WEBHOOK_SECRET_HEADER = "X-Drupal-Webhook-Secret";

export type WebhookSettings = { secret: string | undefined; buildHookUrl: string | undefined };
export type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status">>;

export function webhookSettings(env: Record<string, string | undefined> = process.env): WebhookSettings {
  return {
    secret: env.DRUPAL_WEBHOOK_SECRET?.trim() || undefined,
    buildHookUrl: env.NETLIFY_BUILD_HOOK_URL?.trim() || undefined,
  };
}

/** What Drupal tells about the change (all optional; only used for the build's title). */
export type PublishEvent = {
  entityType?: string;
  bundle?: string;
  id?: string | number;
  title?: string;
  changes?: number;
};

/** Checks the secret, then triggers the build hook. Throws Forbidden for a wrong or missing secret. */
export async function triggerBuild(
  settings: WebhookSettings,
  givenSecret: string | undefined,
  event: PublishEvent,
  fetcher: Fetch = fetch,
): Promise<void> {
  if (!settings.secret) {
    log.error("DRUPAL_WEBHOOK_SECRET is not set: every publish call is refused");
    throw new Forbidden("reader:webhook.forbidden");
  }
  if (!secretMatches(givenSecret, settings.secret)) throw new Forbidden("reader:webhook.forbidden");
  if (!settings.buildHookUrl) throw new ConfigurationError("NETLIFY_BUILD_HOOK_URL is not set");

  const more = event.changes !== undefined && event.changes > 1 ? `(+${event.changes - 1})` : undefined;
  const what = [event.entityType, event.bundle, event.id, more]
    .filter((part) => part !== undefined && part !== "")
    .join(" ");
  const url = new URL(settings.buildHookUrl);
  url.searchParams.set("trigger_title", `Drupal: gepubliceerd ${what}`.trim().slice(0, 120));
  const response = await fetcher(url.toString(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`build hook answered ${response.status}`);
}
