/** A link that opens in a new tab (terms beside a form, so the half-filled form is not lost), and says so to screen readers. */
import type { ReactNode } from "react";
import forms from "../i18n/locales/nl/forms.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ forms });

export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t("newTab")}</span>
    </a>
  );
}
