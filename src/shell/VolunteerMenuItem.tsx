/**
 * The volunteer menu entry of the main navigation (spec 001 §2.5: "A volunteer menu entry is
 * appended for volunteer users"): after hydration, once the session has answered, a volunteer
 * (IsVolunteer) gets "Ervaringsdeskundigen" as the last top-level item. Everyone else, and the
 * static HTML (the session is "loading" there and while the page hydrates), get nothing: the entry
 * never shifts the menu for visitors.
 */
import { Link } from "gatsby";
import { useCurrentUser } from "../platform/session/useCurrentUser";
import common from "../i18n/locales/nl/common.json";
import { textsOf } from "../i18n/texts";

const t = textsOf({ common });

export const VOLUNTEER_AREA_PATH = "/ervaringsdeskundigen/";

export function VolunteerMenuItem() {
  const session = useCurrentUser();
  if (session.status !== "user" || !session.user.IsVolunteer) return null;
  return (
    <li className="main-nav__item main-nav__item--volunteer">
      <Link className="main-nav__link" to={VOLUNTEER_AREA_PATH}>
        {t("nav.volunteer")}
      </Link>
    </li>
  );
}
