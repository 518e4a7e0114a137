/** Why a course does not open (spec 001 §4 licence states): expired, payment pending, or institute only. */
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import type { CourseView } from "../../domain/learning";
import { LoginPrompt } from "./LoadState";

export function formatDutchDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00`).toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric" });
}

export function LicenceNotice({ course, returnUrl }: { course: CourseView; returnUrl: string }) {
  const { t } = useTranslation("elearning");
  if (course.Access === "login") return <LoginPrompt returnUrl={returnUrl} />;
  const institute = course.Licence?.Institute ?? "";
  const expiredOn = course.Licence?.ExpiredOn ?? null;
  const [title, paragraphs] =
    course.Access === "expired"
      ? [
          t("licence.expiredTitle"),
          [expiredOn ? t("licence.expired", { institute, date: formatDutchDate(expiredOn) }) : t("licence.expiredNoDate", { institute }), t("licence.expiredNext")],
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
        <Link to="/trainingen/">{t("licence.otherCourses")}</Link>
      </p>
    </section>
  );
}
