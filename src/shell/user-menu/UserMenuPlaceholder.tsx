/** The account corner while the session or its code is on the way: empty, the final height (no layout shift). */
export function UserMenuPlaceholder() {
  return <div className="user-menu user-menu--loading" aria-hidden="true" />;
}
