/**
 * The navbar's account corner as the page shell renders it. The static HTML and the first render
 * in the browser hold the corner's empty box of its final height; once the page has hydrated, the
 * session is asked and UserMenu.tsx loads from its own chunk, and the corner fills in when the
 * session has answered, as before (it never showed anything earlier). Until then there is nothing
 * to press, so no click is lost (docs/decisions/007-islands-and-late-shell-parts.md).
 */
import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "../../components/islands/useHydrated";
import { preloadCurrentUser } from "../../platform/session/useCurrentUser";
import { UserMenuPlaceholder } from "./UserMenuPlaceholder";

const UserMenu = lazy(() => import("./UserMenu").then((module) => ({ default: module.UserMenu })));

export function LateUserMenu() {
  const hydrated = useHydrated();
  // The session call starts with the menu's chunk, not after it.
  useEffect(preloadCurrentUser, []);
  if (!hydrated) return <UserMenuPlaceholder />;
  return (
    <Suspense fallback={<UserMenuPlaceholder />}>
      <UserMenu />
    </Suspense>
  );
}
