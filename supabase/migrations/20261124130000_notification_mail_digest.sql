-- Notification mail (issue 14 item 4): immediately, a daily or a weekly digest, and the pause
-- silences every notification mail. docs/decisions/182-notification-mail-digest.md.
--
--   profiles.email_frequency  'immediately' (as before), 'daily' or 'weekly': how the queued mails
--                             of app_private.notification_mails go out. A digest is due once the
--                             oldest waiting news is a day (a week) old; it lists everything
--                             queued since the last digest, so digests are at least a period apart.
--   queue trigger             queues nothing while the member pauses (before: only contact and
--                             message kinds); the worker also drops what was queued before a pause.

alter table public.profiles
  add column email_frequency text not null default 'immediately'
  constraint profiles_email_frequency_check check (email_frequency in ('immediately', 'daily', 'weekly'));

comment on column public.profiles.email_frequency is
  'How notification e-mails go out when email_notifications is on: immediately, or a daily or weekly digest of everything since the last.';

grant update (email_frequency) on table public.profiles to authenticated;

create or replace function public.queue_notification_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app_private.notification_mails (notification_id)
  select new.id
  from public.profiles p
  where p.id = new.user_id and p.email_notifications
    and (p.paused_until is null or p.paused_until <= now());
  return new;
end;
$$;
