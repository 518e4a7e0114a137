/**
 * For integration tests: a registered, verified and logged-in participant, made through the real
 * authentication calls and the mailed activation link.
 */
import type { MailSink } from "../mail/sink";
import { Browser, handlerFor, ORIGIN, type Answer } from "../test-support/api";
import { unique } from "../test-support/database";
import { activationOf, mailTo } from "../test-support/mail";

export const TEST_PASSWORD = "Reuma2026Veilig";

export type TestAccount = { browser: Browser; id: string; username: string; email: string; password: string };

export async function loggedInParticipant(sink: MailSink): Promise<TestAccount> {
  const browser = new Browser();
  const id = unique();
  const account = { Username: `Lid${id}`, Email: `lid.${id}@example.nl`, Password: TEST_PASSWORD, MarketingEmails: false, Role: "participant" };
  const registered = await browser.post("/api/v1/authentication/register", account);
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.text}`);
  const { email, token } = activationOf(await mailTo(sink, account.Email));
  const activated = await browser.post("/api/v1/authentication/activate", { Email: email, ActivationToken: token });
  if (activated.status !== 204) throw new Error(`activate answered ${activated.status}`);
  const login = await browser.post("/api/v1/authentication/login", { Email: account.Email, Password: TEST_PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  return { browser, id: (login.json as { Id: string }).Id, username: account.Username, email: account.Email, password: TEST_PASSWORD };
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
  const headers = new Headers({ accept: "application/json", RequestVerificationToken: await browser.antiforgeryToken() });
  headers.set("cookie", [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const request = new Request(url, { method: "POST", headers, body: form });
  const response = await handler(request, { ip: browser.ip, requestId: "test-upload", params: {}, url, deploy: { context: "dev" } });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers, setCookies: response.headers.getSetCookie() };
}
