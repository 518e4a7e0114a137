/**
 * The 403 and 404 views of the forum's dynamic pages, rendered by the conversation page function
 * with status 403/404 and by the browser after a client-side navigation. The 403 view is the same
 * offer as the site's 403 page (src/pages/403.tsx): log in and come back here, or register. Plain
 * links (no Gatsby imports): the function renders these.
 */
import { forumPaths } from "../../domain/community";
import { loginPath } from "../../domain/return-url";
import community from "../../i18n/locales/nl/community.json";
import library from "../../i18n/locales/nl/library.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community, library });

export function ForumForbidden({ returnUrl }: { returnUrl: string }) {
  return (
    <div className="container container--reading forbidden">
      <h1>{t("library:forbidden.title")}</h1>
      <p className="lead">{t("library:forbidden.text")}</p>
      <div className="button-row">
        <a href={loginPath(returnUrl)} className="button button--primary">
          {t("library:forbidden.login")}
        </a>
        <a href="/registreren" className="button button--secondary">
          {t("library:forbidden.register")}
        </a>
      </div>
    </div>
  );
}

export function ForumNotFound({ kind }: { kind: "conversation" | "group" }) {
  return (
    <div className="container container--reading not-found">
      <h1>{t(`notFound.${kind}`)}</h1>
      <p className="lead">{t("notFound.text")}</p>
      <ul className="link-list">
        <li>
          <a href={forumPaths.overview()}>{t("notFound.groups")}</a>
        </li>
        <li>
          <a href="/">{t("notFound.home")}</a>
        </li>
      </ul>
    </div>
  );
}
