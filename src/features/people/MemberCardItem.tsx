/** One member in the directory: photo (90×90), name, labels, age range, forms of rheumatism and, with a distance filter, the distance band. */
import { DIAGNOSES } from "../../domain/lookups";
import type { MemberCard } from "../../domain/people";
import { DefaultAvatar } from "../../components/DefaultAvatar";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";
import { formatMonthYear } from "../../components/dates";

const t = textsOf({ people });

export const profilePath = (id: string) => `/ontmoet-elkaar/personen/${id}/`;

export function diagnosisNames(ids: number[]): string {
  return ids
    .map((id) => DIAGNOSES.find((d) => d.id === id)?.label)
    .filter(Boolean)
    .join(", ");
}

export function MemberPhoto({ username, photoUrl }: { username: string; photoUrl: string | null }) {
  const label = t("card.photo", { username });
  return photoUrl ? (
    <img className="member__photo" src={photoUrl} alt={label} width={90} height={90} loading="lazy" />
  ) : (
    <DefaultAvatar name={username} label={label} />
  );
}

export function RoleLabels({
  member,
}: {
  member: Pick<MemberCard, "IsModerator" | "IsConversationLeader" | "IsVolunteer">;
}) {
  const labels = [
    member.IsConversationLeader && t("card.leader"),
    member.IsModerator && t("card.moderator"),
    member.IsVolunteer && t("card.volunteer"),
  ].filter(Boolean);
  if (!labels.length) return null;
  return (
    <ul className="member__labels">
      {labels.map((label) => (
        <li key={label as string} className="member__label">
          {label}
        </li>
      ))}
    </ul>
  );
}

export function MemberCardItem({ member }: { member: MemberCard }) {
  return (
    <li className="member card">
      <MemberPhoto username={member.Username} photoUrl={member.PhotoUrl} />
      <div className="member__body">
        <h2 className="member__name">
          <a href={profilePath(member.Id)}>{member.Username}</a>
        </h2>
        <RoleLabels member={member} />
        <p className="member__meta">{t("card.memberSince", { date: formatMonthYear(member.MemberSince) })}</p>
        {member.AgeRange ? (
          <p className="member__meta">{t("card.age", { range: t(`directory.ageRange.${member.AgeRange}`) })}</p>
        ) : null}
        {member.Forms.length ? (
          <p className="member__meta">{t("card.forms", { forms: diagnosisNames(member.Forms) })}</p>
        ) : null}
        {member.DistanceBand ? (
          <p className="member__meta">{t("card.distance", { band: t(`card.distanceBand.${member.DistanceBand}`) })}</p>
        ) : null}
      </div>
    </li>
  );
}
