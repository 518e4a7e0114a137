/** The self-service download of all one's own data (GDPR art. 20): a plain link to the JSON file. */
import { ACCOUNT_EXPORT_URL } from "./api";
import profile from "../../i18n/locales/nl/profile.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ profile });

export function ExportDataSection() {
  return (
    <section aria-labelledby="export-data-title">
      <h2 id="export-data-title">{t("export.title")}</h2>
      <p>{t("export.text")}</p>
      <p>
        <a className="button button--secondary" href={ACCOUNT_EXPORT_URL} download>
          {t("export.button")}
        </a>
      </p>
    </section>
  );
}
