/**
 * The avatar shown until a participant adds a photo: the member's initials on a calm colour that
 * belongs to the name (the same name always gets the same colour), so members tell each other apart
 * without a photo. Without a name it is a silhouette. Without a label it is decoration (hidden from
 * assistive technology), for places where the name stands beside it.
 */

/** Dark enough for white letters at any size (contrast with #fff at least 7:1). */
export const AVATAR_COLOURS = ["#0b5563", "#6b3a5e", "#2f4f7f", "#7a4510", "#35602b", "#54468f", "#8c2f39"] as const;

/** The first letter, and a second from the next capital or word ("AnneliesB" → "AB", "bram" → "B"). */
export function initialsOf(name: string): string {
  const letters = name.normalize("NFC").match(/\p{L}|\p{N}/gu);
  if (!letters?.length) return "";
  const first = letters[0]!.toLocaleUpperCase("nl-NL");
  const rest = name.slice(name.indexOf(letters[0]!) + letters[0]!.length);
  const second = rest.match(/(?<=[\s._-])\p{L}|\p{Lu}/u)?.[0];
  return second ? first + second.toLocaleUpperCase("nl-NL") : first;
}

/** A colour from the name's letters: stable across renders, server and browser. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name.toLocaleLowerCase("nl-NL")) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}

export function DefaultAvatar({
  name,
  label,
  className = "profile-block__photo",
  size = 90,
}: {
  /** The member's (user) name: gives the initials and the colour. */
  name?: string;
  label?: string;
  className?: string;
  size?: number;
}) {
  const naming = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  const initials = name ? initialsOf(name) : "";
  if (initials) {
    return (
      <svg className={className} viewBox="0 0 90 90" width={size} height={size} {...naming}>
        <rect width="90" height="90" rx="45" fill={avatarColour(name!)} />
        <text
          x="45"
          y="46"
          dominantBaseline="central"
          textAnchor="middle"
          fill="#fff"
          fontSize={initials.length > 1 ? 34 : 40}
          fontWeight="700"
          fontFamily="inherit"
        >
          {initials}
        </text>
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 90 90" width={size} height={size} {...naming}>
      <rect width="90" height="90" rx="45" fill="#e6f1ee" />
      <circle cx="45" cy="35" r="16" fill="#0b5563" />
      <path d="M16 78c4-17 16-25 29-25s25 8 29 25" fill="#0b5563" />
    </svg>
  );
}
