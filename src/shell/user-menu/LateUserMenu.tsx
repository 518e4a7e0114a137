/**
 * The navbar's account corner as the page shell renders it. The static HTML and the first render
 * in the browser hold the corner's empty box of its final height; once the page has hydrated, the
 * session is asked and UserMenu.tsx loads from its own chunk, and the corner fills in when the
 * session has answered, as before (it never showed anything earlier). Until then there is nothing
 * to press, so no click is lost (docs/decisions/007-islands-and-late-shell-parts.md).
 */
import { lazy, Suspense, useState } from "react";
import { useLateStart } from "../../components/islands/useLateStart";
import { preloadCurrentUser } from "../../features/session/useCurrentUser";

const UserMenu = lazy(() => import("./UserMenu").then((module) => ({ default: module.UserMenu })));

/** The corner while the session or its code is on the way: empty, the final height (no layout shift). */
export function UserMenuPlaceholder() {
  return <div className="user-menu user-menu--loading" aria-hidden="true" />;
}

export function LateUserMenu() {
  const [hydrated, setHydrated] = useState(false);
  useLateStart(() => {
    preloadCurrentUser();
    setHydrated(true);
  });
  if (!hydrated) return <UserMenuPlaceholder />;
  return (
    <Suspense fallback={<UserMenuPlaceholder />}>
      <UserMenu />
    </Suspense>
  );
}
