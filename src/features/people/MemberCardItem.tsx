/** One member in the directory: photo (90×90), name, labels, age range and forms of rheumatism. */
import { DIAGNOSES } from "../../domain/lookups";
import type { MemberCard } from "../../domain/people";
import { DefaultAvatar } from "../../components/DefaultAvatar";
import { monthYear, pt } from "./text";

export const profilePath = (id: string) => `/ontmoet-elkaar/personen/${id}/`;

export function diagnosisNames(ids: number[]): string {
  return ids.map((id) => DIAGNOSES.find((d) => d.id === id)?.label).filter(Boolean).join(", ");
}

export function MemberPhoto({ username, photoUrl }: { username: string; photoUrl: string | null }) {
  const label = pt("card.photo", { username });
  return photoUrl ? <img className="member__photo" src={photoUrl} alt={label} width={90} height={90} loading="lazy" /> : <DefaultAvatar label={label} />;
}

export function RoleLabels({ member }: { member: Pick<MemberCard, "IsModerator" | "IsConversationLeader" | "IsVolunteer"> }) {
  const labels = [member.IsConversationLeader && pt("card.leader"), member.IsModerator && pt("card.moderator"), member.IsVolunteer && pt("card.volunteer")].filter(Boolean);
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
        <p className="member__meta">{pt("card.memberSince", { date: monthYear(member.MemberSince) })}</p>
        {member.AgeRange ? <p className="member__meta">{pt("card.age", { range: pt(`directory.ageRange.${member.AgeRange}`) })}</p> : null}
        {member.Forms.length ? <p className="member__meta">{pt("card.forms", { forms: diagnosisNames(member.Forms) })}</p> : null}
      </div>
    </li>
  );
}
