import { Link } from "gatsby";
import { BackLink } from "../BackLink";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ article });

export interface Crumb {
  title?: string | null;
  href?: string | null;
}

/** Spec 001 §2.5: of the trail, only the last entry with both a link and a text is shown, as a back link. */
export function backCrumb(trail: readonly Crumb[]): { title: string; href: string } | null {
  for (let index = trail.length - 1; index >= 0; index -= 1) {
    const crumb = trail[index]!;
    if (crumb.title && crumb.href) return { title: crumb.title, href: crumb.href };
  }
  return null;
}

export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const back = backCrumb(trail);
  if (!back) return null;
  return (
    <BackLink to={back.href} link={Link} navLabel={t("breadcrumb.label")}>
      {t("breadcrumb.back", { title: back.title })}
    </BackLink>
  );
}
