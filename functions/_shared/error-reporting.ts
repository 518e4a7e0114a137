/**
 * Error reporting through Sentry's SDK (@sentry/node), only when SENTRY_DSN is set. Without it
 * nothing is loaded and nothing is sent: the SDK is imported on the first error of an instance
 * that has a DSN, so functions without one never even parse it.
 *
 *   SENTRY_DSN          the project's DSN (Sentry, or a Sentry-compatible service such as
 *                       GlitchTip in the EU); unset = no reporting
 *   SENTRY_ENVIRONMENT  default: production on Netlify's runtime, else development
 *
 * What is sent: the error's name, message and stack, the request id and the function's name as
 * tags, and nothing about the person: no request (no cookies, headers, body or address), no user,
 * no breadcrumbs, no tracing (sendDefaultPii false, default integrations off, beforeSend strips
 * request and user as a second fence).
 */
import { isProduction } from "./config";

type Sentry = typeof import("@sentry/node");
type Tags = { msg: string; requestId?: string; fn?: string };

let loading: Promise<Sentry | null> | null = null;
let pending: Promise<unknown>[] = [];

function dsn(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.SENTRY_DSN?.trim() || undefined;
}

/** Loads and starts the SDK once per instance (null when it cannot start: then nothing is sent). */
function sdk(): Promise<Sentry | null> {
  loading ??= import("@sentry/node")
    .then((Sentry) => {
      Sentry.init({
        dsn: dsn(),
        environment: process.env.SENTRY_ENVIRONMENT?.trim() || (isProduction() ? "production" : "development"),
        release: process.env.COMMIT_REF?.trim() || undefined,
        defaultIntegrations: false,
        // no user, cookies, headers, query or bodies (collected by default in this SDK major)
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
        tracesSampleRate: 0,
        maxBreadcrumbs: 0,
        beforeSend: (event) => {
          delete event.request;
          delete event.user;
          return event;
        },
      });
      return Sentry;
    })
    .catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", msg: "error reporting could not start", error: String(error) }));
      return null;
    });
  return loading;
}

/** Reports an error when SENTRY_DSN is set; true when a report is on its way. */
export function captureError(error: unknown, tags: Tags): boolean {
  if (!dsn()) return false;
  const sent = sdk().then((Sentry) => {
    Sentry?.captureException(error, {
      tags: { requestId: tags.requestId ?? "none", function: tags.fn ?? "none" },
      extra: { log: tags.msg },
    });
  });
  pending.push(sent);
  return true;
}

/** Waits until the reports of this instance are sent (at most 2 s), before Netlify freezes it. */
export async function flushErrors(timeoutMs = 2000): Promise<void> {
  const waiting = pending;
  pending = [];
  await Promise.allSettled(waiting);
  const Sentry = loading ? await loading : null;
  await Sentry?.flush(timeoutMs);
}
