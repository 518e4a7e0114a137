-- The unread count as one kept row per member (issue 14 "Performance": unread count p95 12.4 ms
-- against 5 ms). Spec 000 §7 "Inbox": unseen messages, plus one for an unread notification, minus
-- one if the flag is set (decision 180: the flag is "every unread notification is a message
-- notification"). That is: unseen messages, plus one when an unread notification of another kind
-- exists. Both parts are kept here by triggers, in the same transaction as the writes that change
-- them (a message's box, a notification's insert, read_at or delete), so the count is one primary-key
-- lookup instead of a sum over the boxes and three probes of the notifications.
--   unseen_messages       sum of message_boxes.unseen of the member
--   unread_notifications  unread notifications whose kind is not 'message.new'
-- The owner reads their row (RLS); nobody writes it but the triggers (security definer).
create table public.inbox_counters (
  user_id uuid primary key references auth.users (id) on delete cascade,
  unseen_messages integer not null default 0,
  unread_notifications integer not null default 0,
  constraint inbox_counters_unseen_check check (unseen_messages >= 0),
  constraint inbox_counters_notifications_check check (unread_notifications >= 0)
);

comment on table public.inbox_counters is 'The unread count''s parts per member (spec 000 §7 "Inbox", decision 180), kept by triggers on message_boxes and notifications.';

alter table public.inbox_counters enable row level security;
revoke all on table public.inbox_counters from public, anon, authenticated, service_role;
grant select on table public.inbox_counters to authenticated, service_role;

create policy "inbox_counters: own row is readable" on public.inbox_counters
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- Adds to one member's counters. A rise creates the row; a fall only updates an existing row (never
-- inserts: a fall also comes from deleting an account, whose row is gone or going).
create function app_private.inbox_counters_add(p_user uuid, p_unseen integer, p_notifications integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_unseen = 0 and p_notifications = 0 then
    return;
  end if;
  if p_unseen >= 0 and p_notifications >= 0 then
    insert into public.inbox_counters as c (user_id, unseen_messages, unread_notifications)
    values (p_user, p_unseen, p_notifications)
    on conflict (user_id) do update
      set unseen_messages = c.unseen_messages + excluded.unseen_messages,
          unread_notifications = c.unread_notifications + excluded.unread_notifications;
  else
    update public.inbox_counters
    set unseen_messages = greatest(unseen_messages + p_unseen, 0),
        unread_notifications = greatest(unread_notifications + p_notifications, 0)
    where user_id = p_user;
  end if;
end;
$$;

revoke execute on function app_private.inbox_counters_add(uuid, integer, integer) from public, anon, authenticated, service_role;

create function public.inbox_counters_from_boxes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform app_private.inbox_counters_add(new.owner_id, new.unseen, 0);
  elsif tg_op = 'DELETE' then
    perform app_private.inbox_counters_add(old.owner_id, -old.unseen, 0);
  elsif new.owner_id is distinct from old.owner_id then
    perform app_private.inbox_counters_add(old.owner_id, -old.unseen, 0);
    perform app_private.inbox_counters_add(new.owner_id, new.unseen, 0);
  else
    perform app_private.inbox_counters_add(new.owner_id, new.unseen - old.unseen, 0);
  end if;
  return null;
end;
$$;

revoke execute on function public.inbox_counters_from_boxes() from public, anon, authenticated, service_role;

create trigger message_boxes_inbox_counters
  after insert or update of unseen, owner_id or delete on public.message_boxes
  for each row execute function public.inbox_counters_from_boxes();

create function public.inbox_counters_from_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was integer := 0;
  now_is integer := 0;
begin
  -- OLD is only read on update and delete, NEW on insert and update.
  if tg_op <> 'INSERT' then
    was := case when old.read_at is null and old.kind <> 'message.new' then 1 else 0 end;
  end if;
  if tg_op <> 'DELETE' then
    now_is := case when new.read_at is null and new.kind <> 'message.new' then 1 else 0 end;
  end if;
  if tg_op = 'INSERT' then
    perform app_private.inbox_counters_add(new.user_id, 0, now_is);
  elsif tg_op = 'DELETE' then
    perform app_private.inbox_counters_add(old.user_id, 0, -was);
  elsif new.user_id is distinct from old.user_id then
    perform app_private.inbox_counters_add(old.user_id, 0, -was);
    perform app_private.inbox_counters_add(new.user_id, 0, now_is);
  else
    perform app_private.inbox_counters_add(new.user_id, 0, now_is - was);
  end if;
  return null;
end;
$$;

revoke execute on function public.inbox_counters_from_notifications() from public, anon, authenticated, service_role;

create trigger notifications_inbox_counters
  after insert or update of read_at, kind, user_id or delete on public.notifications
  for each row execute function public.inbox_counters_from_notifications();

-- What exists already.
insert into public.inbox_counters (user_id, unseen_messages, unread_notifications)
select user_id, sum(unseen)::int, sum(unread)::int
from (
  select owner_id as user_id, unseen, 0 as unread from public.message_boxes where unseen > 0
  union all
  select user_id, 0, 1 from public.notifications where read_at is null and kind <> 'message.new'
) x
group by user_id;
