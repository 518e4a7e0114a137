/** Placeholder until the session island lands: login and register links for everyone. */
export function UserMenu(): null {
  return null;
}
