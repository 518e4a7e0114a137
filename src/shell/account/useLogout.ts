/** Logging out from a page of the shell: POST /authentication/logout, then the page again as a visitor. */
import { useState } from "react";
import { logout } from "../../features/auth/api";
import { pageNavigation } from "../../platform/browser";

export function useLogout(): { logOut: () => Promise<void>; busy: boolean; failed: boolean } {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function logOut() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await logout();
      pageNavigation.reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return { logOut, busy, failed };
}
