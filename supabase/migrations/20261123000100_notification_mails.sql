-- E-mail about notifications (settings: "Stuur mij een e-mail als er iets nieuws is voor mij").
-- Every new notification of a participant who wants e-mail is queued here by a trigger, in the
-- same transaction as the notification; the scheduled function notification-mails (and, under
-- npm start, a timer) sends the queue. The mail says only what kind of news there is, with the
-- link: no names, titles or text (see docs/decisions.md, "Notification e-mails").

create table app_private.notification_mails (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  queued_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now()
);

comment on table app_private.notification_mails is
  'Notifications waiting to be mailed; a row is taken (deleted) when sent, put back with a later next_attempt_at when sending failed.';

create index notification_mails_due_idx on app_private.notification_mails (next_attempt_at);

alter table app_private.notification_mails enable row level security;
revoke all on table app_private.notification_mails from public, anon, authenticated, service_role;
grant select, insert, update, delete on table app_private.notification_mails to service_role;

create policy "notification_mails: service role only" on app_private.notification_mails
  for all to service_role
  using (true)
  with check (true);

create function public.queue_notification_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app_private.notification_mails (notification_id)
  select new.id
  from public.profiles p
  where p.id = new.user_id and p.email_notifications;
  return new;
end;
$$;

revoke execute on function public.queue_notification_mail() from public, anon, authenticated, service_role;

create trigger on_notification_queue_mail
  after insert on public.notifications
  for each row execute function public.queue_notification_mail();
