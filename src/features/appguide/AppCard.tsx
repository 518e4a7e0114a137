/** One app in the result or the overview: logo, name (a link to its page), summary, facts, and optional children. */
import type { ReactNode } from "react";
import type { GuideApp } from "../../domain/appguide/apps";
import { appPath } from "./paths";
import appguide from "../../i18n/locales/nl/appguide.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ appguide });

export function AppCard({
  app,
  headingLevel = 2,
  rank,
  onOpen,
  children,
}: {
  app: GuideApp;
  headingLevel?: 2 | 3;
  rank?: number;
  onOpen?: () => void;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const platforms = app.platforms.map((p) => t(`platforms.${p}`)).join(", ");
  return (
    <article className="app-card">
      {app.logo ? (
        <img
          className="app-card__logo"
          src={app.logo.url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {rank ? <p className="app-card__rank">{t("result.rank", { rank })}</p> : null}
      <Heading className="app-card__title">
        <a href={appPath(app.slug)} onClick={onOpen}>
          {app.name}
        </a>
      </Heading>
      <p className="app-card__meta">
        {platforms} · {app.priceText ?? t(`prices.${app.price}`)}
      </p>
      <p>{app.summary}</p>
      {children}
    </article>
  );
}
