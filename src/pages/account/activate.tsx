/**
 * /account/activate?email=…&token=…: the link in the verification mail (spec 000 §4), and with
 * type=invite the link of an invitation (AcceptInvitation). Which one is known only in the browser
 * (the static HTML has no query), so the page starts with the verification's waiting text.
 */
import type { HeadFC } from "gatsby";
import { useEffect, useState } from "react";
import { Layout } from "../../shell/Layout";
import { SeoHead } from "../../shell/SeoHead";
import { AcceptInvitation } from "../../features/auth/AcceptInvitation";
import { ActivateAccount } from "../../features/auth/ActivateAccount";
import { queryParam } from "../../platform/browser";
import { pageTitle } from "../../domain/site";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account });

type Mode = "starting" | "verify" | "invite";

export default function ActivatePage() {
  const [mode, setMode] = useState<Mode>("starting");
  useEffect(() => setMode(queryParam("type") === "invite" ? "invite" : "verify"), []);
  useEffect(() => {
    if (mode === "invite") document.title = pageTitle(t("invitation.title"));
  }, [mode]);

  return (
    <Layout>
      <div className="form-page">
        <h1>{mode === "invite" ? t("invitation.title") : t("activate.title")}</h1>
        {mode === "starting" ? <p className="notice">{t("activate.busy")}</p> : null}
        {mode === "verify" ? <ActivateAccount /> : null}
        {mode === "invite" ? <AcceptInvitation /> : null}
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <SeoHead title={t("activate.title")} path={location.pathname} />;
