/**
 * The primary button of a form. While busy it stays focusable (a disabled button drops focus) and
 * says "Even geduld…"; the form ignores a second submit itself. Once React has taken the form over
 * it carries `data-ready` (the browser tests wait for it; until then the page's inline guard in
 * gatsby-ssr.tsx keeps the browser from sending the form as a plain GET with its fields in the URL).
 */
import { useEffect, useState } from "react";
import forms from "../../i18n/locales/nl/forms.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ forms });

export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="submit"
      className="button button--primary"
      aria-disabled={busy || undefined}
      data-submit=""
      data-ready={ready ? "" : undefined}
    >
      {busy ? t("busy") : children}
    </button>
  );
}
