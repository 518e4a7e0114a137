/**
 * The homepage's three signposts: the library, the community and the activity guide, each with its
 * own illustration (static/images/illustraties/, drawn by content-model/tools/write-illustrations.ts;
 * decorative, the title says where the card goes). The whole card is the link's target (a stretched
 * link in CSS), a large target for unsteady hands. Static HTML: nothing to hydrate.
 */
import { Link } from "gatsby";
import home from "../../i18n/locales/nl/home.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ home });

const SIGNPOSTS = [
  { key: "library", href: "/over-reuma/", image: "zoeken" },
  { key: "community", href: "/ontmoet-elkaar/", image: "gesprek" },
  { key: "guide", href: "/ontmoet-elkaar/activiteiten/", image: "activiteit" },
] as const;

export function HomeSignposts() {
  return (
    <section className="signposts" aria-labelledby="homepage-signposts">
      <h2 id="homepage-signposts">{t("signposts.title")}</h2>
      <ul className="signposts__list">
        {SIGNPOSTS.map((signpost) => (
          <li key={signpost.key} className="signpost">
            <img
              className="signpost__image"
              src={`/images/illustraties/${signpost.image}.svg`}
              alt=""
              width={800}
              height={500}
              loading="lazy"
            />
            <div className="signpost__body">
              <h3 className="signpost__title">
                <Link to={signpost.href} className="signpost__link">
                  {t(`signposts.${signpost.key}.title`)}
                </Link>
              </h3>
              <p className="signpost__text">{t(`signposts.${signpost.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
