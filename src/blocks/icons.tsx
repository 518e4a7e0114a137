/**
 * The icons of link_with_icons items (content-model LINK_ICONS): small inline SVGs drawn with the
 * text colour, hidden from assistive technology (the link's text says where it goes).
 */
const PATHS: Readonly<Record<string, string>> = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  mail: "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7 12 11.5 18.8 7z",
  website:
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.6 2.2A8 8 0 0 0 4.1 11h3.4c.2-2.6.9-5 2.9-6.8zm3.2 0c2 1.8 2.7 4.2 2.9 6.8h3.4a8 8 0 0 0-6.3-6.8zM9.5 11h5c-.2-2.4-.9-4.4-2.5-5.9-1.6 1.5-2.3 3.5-2.5 5.9zm-5.4 2a8 8 0 0 0 6.3 6.8c-2-1.8-2.7-4.2-2.9-6.8zm5.4 0c.2 2.4.9 4.4 2.5 5.9 1.6-1.5 2.3-3.5 2.5-5.9zm7 0c-.2 2.6-.9 5-2.9 6.8a8 8 0 0 0 6.3-6.8z",
  document: "M6 2h8l6 6v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm7 1.5V9h5.5zM8 13v2h8v-2zm0 4v2h8v-2z",
  chat: "M4 3h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 5v2h10V8zm0 4v2h7v-2z",
  calendar:
    "M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm-2 7v10h14V9zm2 2h4v4H7z",
  location: "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  info: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v7h2v-7zm0-4v2h2V6z",
};

/** The icon by name; the info icon for an unknown or missing name. */
export function LinkIcon({ name }: { name: string | null | undefined }) {
  const path = (name && PATHS[name]) || PATHS.info!;
  return (
    <svg className="link-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
