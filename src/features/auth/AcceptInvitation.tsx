/**
 * /account/activate?type=invite&email=…&token=…: the link of an invitation (npm run invite, or the
 * Supabase dashboard). The link logs the person in once (POST accept-invitation) and the page loads
 * again as /account/activate?type=invite, so the token leaves the history and the header shows the
 * account. Then the person chooses the username others will see and a password
 * (POST set-username-and-password); the page loads once more (…&klaar=1, so the header shows the
 * new name) and offers two ways on: the profile and the conversations.
 *
 * Without a token the page relies on the session: logged in, it shows the form (a reload, or an
 * invited person who came back); not logged in, it explains that the invitation does not work and
 * offers logging in or a forgotten password.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { setUsernameAndPasswordFormSchema } from "../../domain/auth";
import { pageNavigation, queryParam } from "../../platform/browser";
import { PasswordField } from "../../platform/forms/PasswordField";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { UsernameField } from "../../platform/forms/UsernameField";
import { ApiError } from "../../platform/http";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { acceptInvitation, setUsernameAndPassword } from "./api";
import { useTextForm } from "../../platform/forms/useTextForm";
import authTexts from "../../i18n/locales/nl/auth.json";
import account from "../../i18n/locales/nl/account.json";
import errors from "../../i18n/locales/nl/errors.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account, auth: authTexts, errors });

export const INVITATION_PAGE = "/account/activate/?type=invite";
export const CHOSEN_PAGE = "/account/activate/?type=invite&klaar=1";
const ALREADY_SET = "PasswordAlreadySet";

type Field = "Username" | "Password" | "PasswordRepeat";
const FIELDS: readonly Field[] = ["Username", "Password", "PasswordRepeat"];
const fieldId = (field: Field) => `invitation-${field}`;

type Step =
  | { kind: "accepting" }
  | { kind: "session"; done: boolean }
  | { kind: "refused" }
  | { kind: "failed"; message: string };

export function AcceptInvitation() {
  const [step, setStep] = useState<Step>({ kind: "accepting" });
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effect: the token works only once.
    if (started.current) return;
    started.current = true;
    const email = queryParam("email").trim();
    const token = queryParam("token").trim();
    if (!email || !token) {
      setStep({ kind: "session", done: queryParam("klaar") === "1" });
      return;
    }
    acceptInvitation({ Email: email, Token: token }).then(
      () => pageNavigation.replace(INVITATION_PAGE),
      (error: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        if (refused) setStep({ kind: "refused" });
        else setStep({ kind: "failed", message: error instanceof ApiError ? error.message : t("errors:generic") });
      },
    );
  }, []);

  if (step.kind === "accepting")
    return (
      <p className="notice" role="status">
        {t("invitation.busy")}
      </p>
    );
  if (step.kind === "failed") {
    return (
      <div className="alert alert--error" role="alert">
        <p>{step.message}</p>
        <p>{t("invitation.tryAgain")}</p>
      </div>
    );
  }
  if (step.kind === "refused") return <Refused />;
  return <ChooseWhenLoggedIn done={step.done} />;
}

function Refused() {
  return (
    <div className="activate">
      <p className="alert alert--error" role="alert">
        {t("auth:invitation.invalid")}
      </p>
      <p className="button-row">
        <a href="/inloggen" className="button button--secondary">
          {t("invitation.toLogin")}
        </a>
        <a href="/wachtwoord/vergeten" className="button button--secondary">
          {t("invitation.forgotPassword")}
        </a>
      </p>
    </div>
  );
}

function ChooseWhenLoggedIn({ done }: { done: boolean }) {
  const session = useCurrentUser();
  if (session.status === "loading")
    return (
      <p className="notice" role="status">
        {t("invitation.busy")}
      </p>
    );
  if (session.status === "anonymous") return <Refused />;
  return done ? <Chosen username={session.user.Username} /> : <ChooseUsernameAndPassword />;
}

/** After choosing: the page loaded again, so the header shows the new name too. */
function Chosen({ username }: { username: string }) {
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => doneRef.current?.focus(), []);
  return (
    <div className="activate">
      <p className="notice notice--success" role="status" tabIndex={-1} ref={doneRef}>
        {t("invitation.done", { username })}
      </p>
      <p className="button-row">
        <a href="/account/profiel/" className="button">
          {t("invitation.toProfile")}
        </a>
        <a href="/ontmoet-elkaar/" className="button button--secondary">
          {t("invitation.toCommunity")}
        </a>
      </p>
    </div>
  );
}

/** The username others will see and the password: the call's rules, checked here first. */
export function ChooseUsernameAndPassword() {
  const { values, form, field } = useTextForm({
    fields: FIELDS,
    fieldId,
    messages: { auth: authTexts },
    atFields: (error) => error.code !== ALREADY_SET,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await form.submit(setUsernameAndPasswordFormSchema, values, async ({ Username, Password }) => {
      await setUsernameAndPassword({ Username, Password });
    });
    if (saved) pageNavigation.replace(CHOSEN_PAGE);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy || undefined}>
      <p className="form-page__intro">{t("invitation.intro")}</p>
      {form.failure ? (
        <div className="alert alert--error" role="alert">
          <p>{form.failure.message}</p>
          {form.failure.code === ALREADY_SET ? (
            <p>
              <a className="more-link" href="/account/instellingen/">
                {t("invitation.toSettings")}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <UsernameField {...field("Username")} label={t("auth:username.label")} hint={t("register.usernameHint")} />
      <PasswordField
        {...field("Password")}
        label={t("auth:password.label")}
        hint={t("auth:password.hint")}
        autoComplete="new-password"
      />
      <PasswordField {...field("PasswordRepeat")} label={t("auth:password.repeatLabel")} autoComplete="new-password" />
      <SubmitButton busy={form.busy}>{t("invitation.submit")}</SubmitButton>
    </form>
  );
}
