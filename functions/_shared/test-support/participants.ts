/**
 * For integration tests: a registered, verified and logged-in participant, made through the real
 * authentication calls and the mailed activation link.
 */
import type { MailSink } from "../mail/sink";
import { loggedInAccount } from "./accounts";
import { Browser, handlerFor, ORIGIN, type Answer } from "./api";

export type TestAccount = { browser: Browser; id: string; username: string; email: string; password: string };

/** loggedInAccount (accounts.ts) with its browser, in the shape these tests use. */
export async function loggedInParticipant(sink: MailSink): Promise<TestAccount> {
  const browser = new Browser();
  const account = await loggedInAccount(sink, browser);
  return { browser, id: account.Id, username: account.Username, email: account.Email, password: account.Password };
}

/** A multipart upload as a browser sends it (the anti-forgery header and the cookies included). */
export async function uploadFile(
  browser: Browser,
  path: string,
  file: { bytes: Uint8Array; name: string; type: string },
  field = "photo",
): Promise<Answer> {
  const url = new URL(path, ORIGIN);
  const handler = handlerFor(url.pathname);
  if (!handler) throw new Error(`no function is routed at ${url.pathname}`);
  const form = new FormData();
  form.append(field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const headers = new Headers({
    accept: "application/json",
    RequestVerificationToken: await browser.antiforgeryToken(),
  });
  headers.set("cookie", [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const request = new Request(url, { method: "POST", headers, body: form });
  const response = await handler(request, {
    ip: browser.ip,
    requestId: "test-upload",
    params: {},
    url,
    deploy: { context: "dev" },
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    text,
    json,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
  };
}
