import appguide from "../../i18n/locales/nl/appguide.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide });
/** The movement advice of spec 001 §9 (2.5 hours a week of moderate activity), in plain Dutch. */

export function MovementAdvice() {
  return (
    <section className="advice" aria-labelledby="advice-title">
      <h2 id="advice-title">{t("advice.title")}</h2>
      <p>
        <strong>{t("advice.weekly")}</strong>
      </p>
      <p>{t("advice.moderate")}</p>
      <p>{t("advice.spread")}</p>
      <p>{t("advice.flare")}</p>
    </section>
  );
}
