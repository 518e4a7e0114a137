/** Answers of the authentication calls. */
export type RegisteredView = { Id: string; Username: string };

export function presentRegistered(account: { id: string; username: string }): RegisteredView {
  return { Id: account.id, Username: account.username };
}

export { presentSessionUser } from "../_shared/profiles/presenter";
