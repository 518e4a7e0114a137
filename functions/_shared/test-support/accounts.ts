/** Arranging accounts for integration tests: register, verify through the mailed link, log in. */
import type { MailSink } from "../mail/sink";
import { Browser } from "./api";
import { unique } from "./database";
import { activationOf, mailTo } from "./mail";

/** A password the strength check accepts. */
export const STRONG_PASSWORD = "Reuma2026Veilig";

export type TestAccount = { Id: string; Username: string; Email: string; Password: string };

/** Registers and verifies through the mailed link (not logged in); answers the account. */
export async function verifiedAccount(
  sink: MailSink,
  browser: Browser = new Browser(),
  prefix = "Lid",
): Promise<TestAccount> {
  const id = unique();
  const account = {
    Username: `${prefix}${id}`.slice(0, 20),
    Email: `${prefix.toLowerCase()}.${id}@example.nl`,
    Password: STRONG_PASSWORD,
  };
  const registered = await browser.post("/api/v1/authentication/register", {
    ...account,
    MarketingEmails: false,
    Role: "participant",
    AgeConfirmed: true,
    TermsAccepted: true,
  });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.text}`);
  const { email, token } = activationOf(await mailTo(sink, account.Email));
  const activated = await browser.post("/api/v1/authentication/activate", { Email: email, ActivationToken: token });
  if (activated.status !== 204) throw new Error(`activate answered ${activated.status}`);
  return { Id: registered.json.Id as string, ...account };
}

/** Registers, verifies and logs in `browser`; answers the account. */
export async function loggedInAccount(
  sink: MailSink,
  browser: Browser = new Browser(),
  prefix = "Lid",
): Promise<TestAccount> {
  const account = await verifiedAccount(sink, browser, prefix);
  const login = await browser.post("/api/v1/authentication/login", {
    Email: account.Email,
    Password: account.Password,
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  return account;
}
