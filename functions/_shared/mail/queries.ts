/** SQL of the mail outbox (app_private.outbox_mails), run as service_role. */
import type { Tx } from "../db";

export type OutboxKind = "mail" | "password-reset";

export type OutboxRow = { id: string; kind: OutboxKind; payload: string; attempts: number };

export async function insertOutboxMail(tx: Tx, kind: OutboxKind, payload: string): Promise<void> {
  await tx`insert into app_private.outbox_mails (kind, payload) values (${kind}, ${payload})`;
}

/**
 * Leases up to `limit` due rows, oldest first (other runs skip the rows this one locked): each
 * stays in the outbox, due again only after `leaseSeconds` and with one more attempt counted, so a
 * run that dies mid-way loses nothing (finishOutboxMails takes a row out once its mail went).
 */
export async function leaseOutboxMails(tx: Tx, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  // The rows are picked once, in a materialised CTE: as `where id in (select … limit n for update
  // skip locked)` the planner may run the subquery again per row, and a batch of 2 leased every due row.
  return tx<OutboxRow[]>`
    with picked as materialized (
      select m.id from app_private.outbox_mails m
      where m.next_attempt_at <= now()
      order by m.queued_at
      limit ${limit}
      for update skip locked
    )
    update app_private.outbox_mails o
    set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
    from picked
    where o.id = picked.id
    returning o.id, o.kind, o.payload, o.attempts`;
}

/** A password-reset row became its mail: kept leased, with the new kind and payload. */
export async function replaceOutboxMail(tx: Tx, id: string, kind: OutboxKind, payload: string): Promise<void> {
  await tx`update app_private.outbox_mails set kind = ${kind}, payload = ${payload} where id = ${id}`;
}

/** Sent, or never to be sent: the rows leave the outbox. */
export async function finishOutboxMails(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`delete from app_private.outbox_mails where id in ${tx(ids as string[])}`;
}

/** After a failed send: due again in `retryInSeconds` (the lease counted the attempt). */
export async function retryOutboxMailLater(tx: Tx, id: string, retryInSeconds: number): Promise<void> {
  await tx`update app_private.outbox_mails set next_attempt_at = now() + make_interval(secs => ${retryInSeconds}) where id = ${id}`;
}

/** Leased but not tried (the run's time was up): due again at once, the attempt not counted. */
export async function releaseOutboxMails(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`update app_private.outbox_mails set next_attempt_at = now(), attempts = attempts - 1 where id in ${tx(ids as string[])}`;
}
