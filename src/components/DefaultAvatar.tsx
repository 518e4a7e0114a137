/** The avatar shown until a participant adds a photo: a calm silhouette, 90×90. */
export function DefaultAvatar({ label }: { label: string }) {
  return (
    <svg className="profile-block__photo" viewBox="0 0 90 90" width="90" height="90" role="img" aria-label={label}>
      <rect width="90" height="90" rx="45" fill="#e6f1ee" />
      <circle cx="45" cy="35" r="16" fill="#0b5563" />
      <path d="M16 78c4-17 16-25 29-25s25 8 29 25" fill="#0b5563" />
    </svg>
  );
}
