/**
 * 403 for participant-only content (spec 000 §2): says the page is for participants and offers to
 * log in (returning here afterwards) or to register. For the community features to reuse.
 */
import { Link } from "gatsby";
import { loginPath } from "../../domain/return-url";
import library from "../../i18n/locales/nl/library.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ library });

export interface ForbiddenProps {
  /** The page to come back to after logging in; the current path by default. */
  returnUrl?: string;
  title?: string;
  text?: string;
}

export function Forbidden({ returnUrl, title, text }: ForbiddenProps) {
  const login = loginPath(returnUrl);
  return (
    <div className="container container--reading forbidden">
      <h1>{title ?? t("forbidden.title")}</h1>
      <p className="lead">{text ?? t("forbidden.text")}</p>
      <div className="button-row">
        <Link to={login} className="button button--primary">
          {t("forbidden.login")}
        </Link>
        <Link to="/registreren" className="button button--secondary">
          {t("forbidden.register")}
        </Link>
      </div>
    </div>
  );
}
