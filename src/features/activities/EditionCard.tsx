/**
 * One edition on the detail page (spec 001 §2.4): date, time, location, address, practical
 * information (if present) and a sign-up button, only for upcoming editions with a sign-up URL
 * (protocol-relative prefix when it has no http, opens in a new tab). Beyond the spec: the
 * accessibility of the venue.
 */
import { editionDateText, editionTimeText } from "../../domain/activities/card";
import { isoOf } from "../../domain/activities/dates";
import { signUpHref } from "../../domain/activities/signup-url";
import { VENUE_FACTS, type Edition } from "../../domain/activities/types";
import type { RichTextDoc } from "../../domain/rich-text/text";
import { RichText } from "../../components/RichText";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

export function EditionCard({
  edition,
  upcoming,
  practicalInformation,
}: {
  edition: Edition;
  upcoming: boolean;
  practicalInformation: RichTextDoc | null;
}) {
  const date = editionDateText(edition);
  const time = editionTimeText(edition);
  // No sign-up for an online edition that is full, closed or cancelled.
  const href = upcoming && (edition.status ?? "Open") === "Open" ? signUpHref(edition.signUpUrl) : null;
  const facts = VENUE_FACTS.filter((fact) => edition.facts[fact] === true);
  const located = edition.address !== null;
  return (
    <article className={upcoming || !edition.date ? "edition-card" : "edition-card edition-card--past"}>
      <h3 className="edition-card__title">
        {edition.date ? <time dateTime={isoOf(edition.date.from)}>{date}</time> : t("detail.ongoing")}
      </h3>
      <dl className="activity-card__facts">
        {time ? (
          <div>
            <dt>{t("card.time")}</dt>
            <dd>{time}</dd>
          </div>
        ) : null}
        {edition.location ? (
          <div>
            <dt>{t("card.location")}</dt>
            <dd>{edition.location}</dd>
          </div>
        ) : null}
        {edition.address ? (
          <div>
            <dt>{t("card.address")}</dt>
            <dd>{edition.address}</dd>
          </div>
        ) : null}
        {edition.status && edition.status !== "Open" ? (
          <div>
            <dt>{t("detail.status")}</dt>
            <dd>{t(`card.status.${edition.status}`)}</dd>
          </div>
        ) : null}
      </dl>
      {!edition.date ? <p>{t("detail.ongoingText")}</p> : null}
      {located ? (
        <>
          <h4>{t("detail.accessibility")}</h4>
          {facts.length ? (
            <ul className="activity-card__access">
              {facts.map((fact) => (
                <li key={fact}>{t(`access.${fact}`)}</li>
              ))}
            </ul>
          ) : (
            <p>{t("detail.accessUnknown")}</p>
          )}
        </>
      ) : null}
      {practicalInformation ? (
        <>
          <h4>{t("detail.practicalInformation")}</h4>
          <RichText doc={practicalInformation} />
        </>
      ) : null}
      {href ? (
        <p className="edition-card__signup">
          <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
            {t("detail.signUp")}
            <span className="visually-hidden">
              {date ? t("detail.signUpSuffix", { date }) : ""} {t("detail.newTab")}
            </span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
