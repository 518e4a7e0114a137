-- Who caused a notification ("Anna heeft gereageerd …"): account deletion rewrites the name in the
-- notifications of others to "Een deelnemer van ReumaNL" (nothing of a deleted person may remain),
-- and finds them through this column.

alter table public.notifications add column actor_id uuid references auth.users (id) on delete set null;

comment on column public.notifications.actor_id is
  'The participant whose post caused the notification; its name in body is replaced when that account is deleted.';

create index notifications_actor_idx on public.notifications (actor_id) where actor_id is not null;
