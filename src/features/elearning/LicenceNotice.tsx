/** Why a course does not open (spec 001 §4 licence states): expired, payment pending, or institute only. */
import { Link } from "gatsby";
import type { CourseView } from "../../domain/learning";
import { formatDay } from "../../components/dates";
import { LoginPrompt } from "./LoadState";
import elearning from "../../i18n/locales/nl/elearning.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ elearning });

export function LicenceNotice({ course, returnUrl }: { course: CourseView; returnUrl: string }) {
  if (course.Access === "login") return <LoginPrompt returnUrl={returnUrl} />;
  const institute = course.Licence?.Institute ?? "";
  const expiredOn = course.Licence?.ExpiredOn ?? null;
  const [title, paragraphs] =
    course.Access === "expired"
      ? [
          t("licence.expiredTitle"),
          [
            expiredOn
              ? t("licence.expired", { institute, date: formatDay(expiredOn) })
              : t("licence.expiredNoDate", { institute }),
            t("licence.expiredNext"),
          ],
        ]
      : course.Access === "payment_pending"
        ? [t("licence.pendingTitle"), [t("licence.pending", { institute }), t("licence.pendingNext")]]
        : [t("licence.noneTitle"), [t("licence.none")]];
  return (
    <section className="learning-notice" aria-labelledby="learning-licence-title">
      <h2 id="learning-licence-title">{title}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        <Link className="more-link" to="/trainingen/">
          {t("licence.otherCourses")}
        </Link>
      </p>
    </section>
  );
}
