/**
 * The homepage's welcome for a brand-new member (issue 41): instead of the members' "Fijn dat je er
 * weer bent", a welcome by name with three first steps. "New" is an account made less than
 * NEW_MEMBER_DAYS ago (GET /CustomUser's MemberSince).
 */
import { Link } from "gatsby";
import home from "../../i18n/locales/nl/home.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ home });

export const NEW_MEMBER_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

/** Whether an account made at `memberSince` is new at `now`. */
export function isNewMember(memberSince: string | undefined, now = Date.now()): boolean {
  const since = memberSince ? Date.parse(memberSince) : Number.NaN;
  return Number.isFinite(since) && now - since < NEW_MEMBER_DAYS * DAY;
}

const STEPS = [
  { key: "profile", href: "/account/profiel/" },
  { key: "community", href: "/ontmoet-elkaar/gesprekken/" },
  { key: "library", href: "/over-reuma/" },
] as const;

export function NewMemberWelcome({ name }: { name: string }) {
  return (
    <>
      <p className="lead">{t("welcome.title", { name })}</p>
      <h2 className="homepage__steps-title">{t("welcome.stepsTitle")}</h2>
      <ol className="homepage__steps">
        {STEPS.map((step) => (
          <li key={step.key}>
            <Link to={step.href}>{t(`welcome.${step.key}`)}</Link>
          </li>
        ))}
      </ol>
    </>
  );
}
