/** The self-service download of all one's own data (GDPR art. 20): a plain link to the JSON file. */
import { useTranslation } from "react-i18next";
import { ACCOUNT_EXPORT_URL } from "../profile/api";

export function ExportDataSection() {
  const { t } = useTranslation("profile");
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
