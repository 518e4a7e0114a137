/**
 * Small shared parts of teasers, conversations and reactions: the moderator label next to a name
 * ("Gespreksleider" for a group's leader, "Moderator" for the platform's), the state labels of a
 * conversation and a date with its machine-readable value. Safe to render on the server.
 */
import type { AuthorView, ConversationSummary } from "../../domain/community";
import { formatDateTime } from "../dates";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

export function roleOf(author: Pick<AuthorView, "IsModerator" | "ModeratorKind">): string | null {
  if (author.ModeratorKind === "group") return t("role.leader");
  if (author.ModeratorKind === "platform" || author.IsModerator) return t("role.moderator");
  return null;
}

/** The author's name with the moderator label, if any. */
export function AuthorName({ author, id }: { author: AuthorView; id?: string }) {
  const role = roleOf(author);
  return (
    <>
      <strong className="author-name" id={id}>
        {author.Username}
      </strong>
      {role ? (
        <>
          {" "}
          <span className="role-label">{role}</span>
        </>
      ) : null}
    </>
  );
}

/** "12 maart 2026 om 14:05" in a <time> element. */
export function DateTime({ value }: { value: string }) {
  const text = formatDateTime(value);
  return text ? <time dateTime={value}>{text}</time> : null;
}

/** Sticky, closed, participants only: words, not colours alone. */
export function StateLabels({
  conversation,
  className,
}: {
  conversation: Pick<ConversationSummary, "Sticky" | "Closed" | "Visibility">;
  className?: string;
}) {
  const labels = [
    conversation.Sticky ? t("labels.sticky") : null,
    conversation.Closed ? t("labels.closed") : null,
    conversation.Visibility === "participants" ? t("labels.participantsOnly") : null,
  ].filter((label): label is string => label !== null);
  if (labels.length === 0) return null;
  return (
    <ul className={className ? `state-labels ${className}` : "state-labels"} aria-label={t("labels.title")}>
      {labels.map((label) => (
        <li key={label} className="state-label">
          {label}
        </li>
      ))}
    </ul>
  );
}
