/**
 * A member's profile page (spec 001 §2.2 profile-overview/{id}): photo 90×90, member since (month and
 * year in Dutch), role labels, what the member shows, story statistics, recent public conversations,
 * the contact status with the request dialog, and block or mute. A visitor on a participants-only
 * profile gets the 403 view.
 */
import { BackLink } from "../../components/BackLink";
import { useEffect, useState, type ReactNode } from "react";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { Forbidden } from "../../components/errors/Forbidden";
import { GENDERS, INTERESTS, relationById } from "../../domain/lookups";
import type { BlogStats, MemberProfile } from "../../domain/people";
import { storyPaths } from "../../domain/stories";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { getBlogStats, getMemberProfile } from "./api";
import { ContactRequestDialog } from "./ContactRequestDialog";
import { diagnosisNames, MemberPhoto, RoleLabels } from "./MemberCardItem";
import { PEOPLE_PATH } from "./MembersDirectory";
import { SafetyActions } from "./SafetyActions";
import { loginPath } from "../../domain/return-url";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";
import { formatMonthYear, formatDay } from "../../components/dates";

const t = textsOf({ people });

type Loaded = { profile: MemberProfile; stats: BlogStats };

export function MemberProfileView({ id, own = false }: { id: string; own?: boolean }) {
  const {
    state: load,
    retry,
    setData,
  } = useLoad<Loaded>(
    async () => {
      const [profile, stats] = await Promise.all([getMemberProfile(id), getBlogStats(id)]);
      return { profile, stats };
    },
    { key: id },
  );
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const session = useCurrentUser();
  const username = load.status === "loaded" ? load.data.profile.Username : null;
  useEffect(() => {
    if (username) document.title = `${username} - ReumaNL`;
  }, [username]);

  if (load.status === "loading" || load.status === "unloaded") return <p role="status">{t("profile.loading")}</p>;
  if (load.status === "unauthorized" && load.statusCode === 403)
    return <Forbidden text={t("member.participantsOnly")} />;
  if (load.status !== "loaded") {
    const notFound = load.status === "failed" && load.statusCode === 404;
    return (
      <>
        {load.status === "connection-error" || (load.status === "failed" && !notFound) ? (
          <LoadNotice state={load} retry={retry} />
        ) : (
          <p className="alert alert--error" role="alert">
            {notFound ? t("profile.notFound") : t("errors.generic")}
          </p>
        )}
        <BackLink to={PEOPLE_PATH}>{t("profile.back")}</BackLink>
      </>
    );
  }

  const state = load.data;
  const { profile, stats } = state;
  const relation = relationById(profile.RelationWithRheumatism);
  const gender = profile.Gender ? GENDERS.find((g) => g.code === profile.Gender)?.label : undefined;
  const interests = profile.Interests.map((i) => INTERESTS.find((x) => x.id === i)?.label)
    .filter(Boolean)
    .join(", ");
  const participant = session.status === "user";
  const setStatus = (status: MemberProfile["ContactStatus"]) =>
    setData({ ...state, profile: { ...profile, ContactStatus: status } });

  return (
    <>
      {!own ? (
        <BackLink to={PEOPLE_PATH}>{t("profile.back")}</BackLink>
      ) : (
        <p className="alert" role="note">
          {t("profile.own")} <a href="/account/profiel/">{t("profile.edit")}</a>
        </p>
      )}
      <div className="profile-head">
        <MemberPhoto username={profile.Username} photoUrl={profile.PhotoUrl} />
        <div>
          <h1>{profile.Username}</h1>
          <RoleLabels member={profile} />
          <p className="member__meta">{t("card.memberSince", { date: formatMonthYear(profile.MemberSince) })}</p>
        </div>
      </div>
      <p role="status" className={notice ? "alert" : "visually-hidden"}>
        {notice ?? ""}
      </p>
      {!own && participant ? <ContactStatusBlock profile={profile} onAsk={() => setAsking(true)} /> : null}
      {!own && session.status === "anonymous" ? (
        <p>
          <a className="more-link" href={loginPath(`${PEOPLE_PATH}${profile.Id}/`)}>
            {t("contact.loginToAsk")}
          </a>
        </p>
      ) : null}
      {profile.Biography ? (
        <section aria-labelledby="profile-about">
          <h2 id="profile-about">{t("profile.about")}</h2>
          <p className="contact-item__message">{profile.Biography}</p>
        </section>
      ) : null}
      <section aria-labelledby="profile-situation">
        <h2 id="profile-situation">{t("profile.situation")}</h2>
        <dl className="profile-facts">
          {relation ? <Fact term={t("profile.relation")} value={relation.label} /> : null}
          {profile.Forms.length ? <Fact term={t("profile.forms")} value={diagnosisNames(profile.Forms)} /> : null}
          {profile.AgeRange ? (
            <Fact term={t("profile.age")} value={t(`directory.ageRange.${profile.AgeRange}`)} />
          ) : null}
          {gender ? <Fact term={t("profile.gender")} value={gender} /> : null}
          {interests ? <Fact term={t("profile.interests")} value={interests} /> : null}
          <Fact term={t("profile.stories")} value={<StoryStats stats={stats} />} />
        </dl>
      </section>
      <section aria-labelledby="profile-conversations">
        <h2 id="profile-conversations">{t("profile.conversations")}</h2>
        {profile.RecentConversations.length === 0 ? (
          <p>{t("profile.noConversations")}</p>
        ) : (
          <ul>
            {profile.RecentConversations.map((c) => (
              <li key={c.Id}>
                <a href={c.Path}>{c.Title}</a> <span className="member__meta">({formatDay(c.Created)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!own && participant ? (
        <SafetyActions userId={profile.Id} username={profile.Username} onDone={setNotice} />
      ) : null}
      {asking ? (
        <ContactRequestDialog
          userId={profile.Id}
          username={profile.Username}
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            setStatus("pending");
            setNotice(t("contact.sent"));
          }}
        />
      ) : null}
    </>
  );
}

/** "2 verhalen, 1 volger", the stories a link to the member's blog (spec 000 §2: author page). */
function StoryStats({ stats }: { stats: BlogStats }) {
  const stories = t("profile.storiesCount", { count: stats.BlogPosts });
  return (
    <>
      {stats.BlogSlug && stats.BlogPosts > 0 ? <a href={storyPaths.blog(stats.BlogSlug)}>{stories}</a> : stories}
      {`, ${t("profile.followersCount", { count: stats.Followers })}`}
    </>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ContactStatusBlock({ profile, onAsk }: { profile: MemberProfile; onAsk: () => void }) {
  switch (profile.ContactStatus) {
    case "none":
      return (
        <p>
          <button type="button" className="button button--primary" onClick={onAsk}>
            {t("contact.ask")}
          </button>
        </p>
      );
    case "pending":
      return <p className="alert">{t("contact.pending")}</p>;
    case "incoming":
      return (
        <p className="alert">
          {t("contact.incoming")} <a href={`${PEOPLE_PATH}?mycontacts=show`}>{t("contacts.title")}</a>
        </p>
      );
    case "accepted":
      return (
        <p className="alert">
          {t("contact.accepted")} <a href={`/account/berichten/${profile.Id}/`}>{t("contact.sendMessage")}</a>
        </p>
      );
    case "denied":
      return <p>{t("contact.denied")}</p>;
    default:
      return null;
  }
}
