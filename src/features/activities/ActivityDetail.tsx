/**
 * The activity's page (spec 001 §2.4): back link to the guide, title, sign-up text (rich text,
 * read-only), optional picture, organisers, upcoming editions by start ascending, past editions
 * behind a toggle by start descending (hidden by default), likes for community members.
 *
 * The built page renders the activity as it was at build time, with the build's moment as "now",
 * so the HTML carries the content and hydration matches; after mounting it reads the activity from
 * the API again (new editions, or no longer published) and uses the real time.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { Breadcrumb } from "../../components/content/Breadcrumb";
import { RichText } from "../../components/RichText";
import { pastEditions, undatedEditions, upcomingEditions } from "../../domain/activities/editions";
import { toAnyActivity } from "../../domain/activities/model";
import type { Activity, AnyODataActivity } from "../../domain/activities/types";
import { pageTitle } from "../../domain/site";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { getActivityBySlug } from "./api";
import { EditionCard } from "./EditionCard";
import { ActivityPreview } from "./ActivityPreview";
import { InterestButton } from "./InterestButton";
import { LikeButton } from "./LikeButton";
import { GUIDE_PATH } from "./paths";
import "./activities.css";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

export interface ActivityDetailProps {
  slug: string;
  /** The activity as the build read it; null on the client-only fallback page. */
  initial: AnyODataActivity | null;
  /** The build's moment: "now" for the first render, so the HTML and hydration agree. */
  builtAt: number;
  /** Set the document title once loaded (the fallback page has no static Head for the activity). */
  setTitle?: boolean;
}

export function ActivityDetail({ slug, initial, builtAt, setTitle = false }: ActivityDetailProps) {
  // "now" is the build's moment until the activity has been read again, then the real time.
  const [now, setNow] = useState(builtAt);
  const builtActivity = useMemo(() => (initial ? toAnyActivity(initial) : undefined), [initial]);
  // The built page shows the activity at once and reads it again quietly (a failure keeps what
  // was built); the fallback page loads it through the shared hook (retries, spec 001 §4).
  const { state, retry } = useLoad<Activity | null>(
    (signal) =>
      getActivityBySlug(slug, signal).then(
        (fresh) => {
          setNow(Date.now());
          return fresh ? toAnyActivity(fresh) : null;
        },
        (error: unknown) => {
          if (!signal.aborted) setNow(Date.now());
          throw error;
        },
      ),
    { key: slug, initial: builtActivity, refresh: true },
  );
  const activity = state.status === "loaded" ? state.data : null;

  const title = activity ? activity.title : null;
  useEffect(() => {
    if (title && setTitle) document.title = pageTitle(title);
  }, [title, setTitle]);

  const trail = [{ title: t("page.breadcrumb"), href: GUIDE_PATH }];
  const unreachable = state.status === "connection-error" || (state.status === "failed" && !state.error);
  if (state.status === "loading" || state.status === "unloaded" || unreachable) {
    return (
      <div className="activity-detail container container--reading">
        <Breadcrumb trail={trail} />
        {unreachable ? <LoadNotice state={state} retry={retry} /> : <p role="status">{t("detail.loading")}</p>}
      </div>
    );
  }
  if (!activity) {
    return (
      <div className="activity-detail container container--reading">
        <Breadcrumb trail={trail} />
        <p role="status">{t("detail.notFound")}</p>
        <p>
          <a className="more-link" href={GUIDE_PATH}>
            {t("detail.notFoundLink")}
          </a>
        </p>
      </div>
    );
  }
  return <ActivityView activity={activity} now={now} trail={trail} />;
}

function ActivityView({
  activity,
  now,
  trail,
}: {
  activity: Activity;
  now: number;
  trail: Array<{ title: string; href: string }>;
}) {
  const [showPast, setShowPast] = useState(false);
  const pastId = useId();
  const upcoming = useMemo(() => upcomingEditions(activity.editions, now), [activity, now]);
  const ongoing = useMemo(() => undatedEditions(activity.editions), [activity]);
  const past = useMemo(() => pastEditions(activity.editions, now), [activity, now]);
  const next = [...upcoming, ...ongoing];

  return (
    <article className="activity-detail container container--reading">
      <Breadcrumb trail={trail} />
      <p className="activity-detail__type">
        {t(`types.${activity.activityType}`)}
        {activity.kind === "online" ? ` · ${t("detail.onlineActivity")}` : null}
      </p>
      <h1>{activity.title}</h1>
      {activity.description ? <p className="lead">{activity.description}</p> : null}
      {activity.picture ? (
        <img className="activity-detail__picture" src={activity.picture} alt="" width={800} height={400} />
      ) : null}
      {activity.kind === "online" ? <OnlineFacts activity={activity} /> : null}
      {activity.images.length ? (
        <ul className="activity-detail__images" aria-label={t("detail.images")}>
          {activity.images.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.alt} width={400} height={200} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}

      {activity.signUpText ? (
        <section className="activity-detail__section" aria-labelledby="activity-about">
          <h2 id="activity-about">{t("detail.signUpText")}</h2>
          <RichText doc={activity.signUpText} />
          {activity.onlineAlternative ? <p>{t("detail.online")}</p> : null}
          {activity.exertion ? <p>{t(`effort.${activity.exertion}`)}</p> : null}
        </section>
      ) : null}

      {activity.organizations.length ? (
        <section className="activity-detail__section" aria-labelledby="activity-hosts">
          <h2 id="activity-hosts">{t("detail.hostedBy")}</h2>
          <ul className="activity-detail__organizers">
            {activity.organizations.map((org) => (
              <li key={org.id}>{org.name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {activity.kind === "online" ? (
        activity.showInterestForm ? (
          <InterestButton activityId={activity.id} />
        ) : null
      ) : (
        <LikeButton activityId={activity.id} />
      )}

      <section className="activity-detail__section" aria-labelledby="activity-next">
        <h2 id="activity-next">{t(next.length === 1 ? "detail.nextEditionOne" : "detail.nextEdition")}</h2>
        {next.length ? (
          <ul className="edition-list">
            {next.map((edition) => (
              <li key={edition.id}>
                <EditionCard
                  edition={edition}
                  upcoming={edition.date !== null || activity.startDirectly}
                  practicalInformation={activity.practicalInformation}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("detail.noUpcoming")}</p>
        )}
      </section>

      {past.length ? (
        <section className="activity-detail__section" aria-label={t("detail.pastEditions")}>
          <button
            type="button"
            className="button button--secondary activity-detail__toggle"
            aria-expanded={showPast}
            aria-controls={pastId}
            onClick={() => setShowPast((value) => !value)}
          >
            {showPast ? t("detail.hidePast") : t("detail.showPast", { count: past.length })}
          </button>
          <div id={pastId} hidden={!showPast}>
            <h2>{t("detail.pastEditions")}</h2>
            <ul className="edition-list">
              {past.map((edition) => (
                <li key={edition.id}>
                  <EditionCard
                    edition={edition}
                    upcoming={false}
                    practicalInformation={activity.practicalInformation}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {activity.terms.length ? (
        <section className="activity-detail__section" aria-labelledby="activity-terms">
          <h2 id="activity-terms">{t("detail.terms")}</h2>
          <ul className="activity-detail__terms">
            {activity.terms.map((term) => (
              <li key={term.termNumber}>{term.name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <ActivityPreview />
    </article>
  );
}

/** An online activity's own facts: where it takes place, whether it starts directly. */
function OnlineFacts({ activity }: { activity: Activity }) {
  return (
    <>
      {activity.startDirectly ? <p>{t("detail.startDirectly")}</p> : null}
      {activity.hyperlink ? (
        <p>
          <a className="more-link" href={activity.hyperlink} target="_blank" rel="noopener noreferrer">
            {t("detail.hyperlink")}
            <span className="visually-hidden"> {t("detail.newTab")}</span>
          </a>
        </p>
      ) : null}
    </>
  );
}
