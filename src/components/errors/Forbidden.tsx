/**
 * 403 for participant-only content (spec 000 §2): says the page is for participants and offers to
 * log in (returning here afterwards) or to register. For the community features to reuse.
 */
import { Link } from "gatsby";
import { lt } from "../../blocks/text";
import { loginPath } from "../../domain/return-url";

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
      <h1>{title ?? lt("forbidden.title")}</h1>
      <p className="lead">{text ?? lt("forbidden.text")}</p>
      <div className="button-row">
        <Link to={login} className="button button--primary">
          {lt("forbidden.login")}
        </Link>
        <Link to="/registreren" className="button button--secondary">
          {lt("forbidden.register")}
        </Link>
      </div>
    </div>
  );
}
