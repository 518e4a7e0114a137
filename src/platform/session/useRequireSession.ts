/**
 * The client session check of spec 000 §6 for pages that need a logged-in participant: when the
 * current-user call (GET /CustomUser) is not ok, answers 403, or has no Id, the browser goes to
 * /inloggen?sessionTimeout=true&returnUrl=<this page> (the flag only when this browser had a
 * session: session-seen.ts), and comes back here after logging in.
 * While the check runs, and while the browser leaves, the hook answers "loading".
 */
import { useEffect, useState } from "react";
import { loginPath } from "../../domain/return-url";
import { pageNavigation } from "../browser";
import { getCurrentUser, type SessionUser } from "./api";
import { forgetSession, hadSession } from "./session-seen";

export type RequiredSession = { status: "loading" } | { status: "user"; user: SessionUser };

/**
 * The login address for the page the browser is on; with the time-out notice only when this
 * browser had a session (session-seen.ts), which it then forgets: the notice is said once.
 */
export function loginPathForCurrentPage(): string {
  const sessionTimeout = hadSession();
  forgetSession();
  return loginPath(`${window.location.pathname}${window.location.search}`, { sessionTimeout });
}

export function useRequireSession(): RequiredSession {
  const [state, setState] = useState<RequiredSession>({ status: "loading" });
  useEffect(() => {
    let live = true;
    getCurrentUser().then(
      (user) => {
        if (!live) return;
        if (user?.Id) setState({ status: "user", user });
        else pageNavigation.assign(loginPathForCurrentPage());
      },
      // Not ok (5xx, network): the spec sends the browser to the login page too.
      () => {
        if (live) pageNavigation.assign(loginPathForCurrentPage());
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
