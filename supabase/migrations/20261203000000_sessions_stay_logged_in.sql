-- Sessions per ASVS 4.0 L2 3.3.2 (issue 35, row 12; docs/decisions/320-session-lengths.md): a
-- session ends after 30 minutes without use and 12 hours after login, unless the member ticked
-- "Blijf ingelogd" at login (7 days idle, 30 days after login). The choice is kept per session, so
-- the idle expiry slides by the right length when the session is used.

alter table app_private.sessions
  add column stay_logged_in boolean not null default false;

comment on column app_private.sessions.stay_logged_in is 'The member ticked "Blijf ingelogd" at login: 7 days idle / 30 days absolute instead of 30 minutes / 12 hours (functions/_shared/session.ts).';

-- Sessions made before the choice existed get the default lengths: at most 12 hours after login,
-- and 30 minutes from now without use.
update app_private.sessions
set absolute_expires_at = least(absolute_expires_at, created_at + interval '12 hours'),
    idle_expires_at = least(idle_expires_at, now() + interval '30 minutes', created_at + interval '12 hours');
