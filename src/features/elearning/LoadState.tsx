/** What an e-learning page shows while loading, to visitors, for a missing item and on failure (the shared notice, with retry). */
import { BackLink } from "../../components/BackLink";
import { Link } from "gatsby";
import { loginPath } from "../../domain/return-url";
import { SITE_NAME } from "../../domain/site";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import type { Loaded } from "./useLearningLoad";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function LoadState({
  state,
  returnUrl,
  notFound,
}: {
  state: Loaded<unknown>;
  returnUrl: string;
  notFound?: string;
}) {
  switch (state.status) {
    case "loading":
      return <p role="status" aria-busy="true" className="learning-loading" />;
    case "anonymous":
      return <LoginPrompt returnUrl={returnUrl} />;
    case "notFound":
      return (
        <div>
          <p className="alert alert--error" role="alert">
            {notFound ?? state.message ?? t("errors.courseNotFound")}
          </p>
          <BackLink to="/trainingen/" link={Link}>
            {t("course.back")}
          </BackLink>
        </div>
      );
    case "connection-error":
    case "failed":
      return <LoadNotice state={state.load} retry={state.retry} failedText={t("errors.load")} />;
    default:
      return null;
  }
}

export function LoginPrompt({ returnUrl }: { returnUrl: string }) {
  return (
    <section className="learning-notice" aria-labelledby="learning-login-title">
      <h2 id="learning-login-title">{t("licence.loginTitle")}</h2>
      <p>{t("licence.login", { site: SITE_NAME })}</p>
      <p>
        <Link className="button button--primary" to={loginPath(returnUrl)}>
          {t("licence.loginLink")}
        </Link>
      </p>
    </section>
  );
}
