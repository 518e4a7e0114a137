/**
 * The avatar shown until a participant adds a photo: a calm silhouette, 90×90. Without a label it
 * is decoration (hidden from assistive technology), for places where the name stands beside it.
 */
export function DefaultAvatar({
  label,
  className = "profile-block__photo",
  size = 90,
}: {
  label?: string;
  className?: string;
  size?: number;
}) {
  const naming = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg className={className} viewBox="0 0 90 90" width={size} height={size} {...naming}>
      <rect width="90" height="90" rx="45" fill="#e6f1ee" />
      <circle cx="45" cy="35" r="16" fill="#0b5563" />
      <path d="M16 78c4-17 16-25 29-25s25 8 29 25" fill="#0b5563" />
    </svg>
  );
}
