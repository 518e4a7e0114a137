-- The mail outbox (issue 35 rows 8-9, docs/decisions/330-mail-outbox.md): every mail a request
-- sends (verification, password reset, invitation, e-mail change, account deletion, sharing,
-- feedback and submissions for the editors) is queued here in the request and sent by the
-- scheduled worker notification-mails, leased as the notification mails are: a row leaves only
-- when its mail went out or was given up, so a mail goes out at least once, and a failed send is
-- tried again later (1, 2, 4, 8, 16 minutes).
--
-- The payload is sealed (AES-256-GCM under a key derived from APP_SECRET, functions/_shared/crypto.ts):
-- a copy of the database holds no address, link or token of a waiting mail in the clear.
--   kind 'mail'            payload: the rendered mail (to, subject, text, html)
--   kind 'password-reset'  payload: the address only; the worker looks it up, makes the token
--                          and turns the row into its mail (ForgotPassword does the same work
--                          for every address before it answers)

create table app_private.outbox_mails (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('mail', 'password-reset')),
  payload text not null,
  queued_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now()
);

comment on table app_private.outbox_mails is
  'Mails waiting to be sent by the worker; leased (next_attempt_at moved on, attempts counted) while a run sends them, deleted when sent or given up.';

create index outbox_mails_due_idx on app_private.outbox_mails (next_attempt_at);

alter table app_private.outbox_mails enable row level security;
revoke all on table app_private.outbox_mails from public, anon, authenticated, service_role;
grant select, insert, update, delete on table app_private.outbox_mails to service_role;

create policy "outbox_mails: service role only" on app_private.outbox_mails
  for all to service_role
  using (true)
  with check (true);
