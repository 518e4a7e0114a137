-- Removing a contact removes every notification between the two (issue 35 row 16;
-- docs/decisions/312-contact-removal-and-text-direction.md): the message notifications ("Anna heeft je
-- een bericht gestuurd.") and the contact request and acceptance, which name a contact that is no
-- longer one. A message sent while the other removes the contact cannot slip past the removal: the
-- sender holds the contact link (public.lock_contact_link) until the message and its notification
-- are written, and the removal deletes the link before the history.

drop function public.delete_message_notifications(uuid, uuid);

-- Either party may, for both sides: security definer, checked here.
create function public.delete_contact_notifications(a uuid, b uuid) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.notifications n
  where (select auth.uid()) in (a, b)
    and n.kind in ('message.new', 'contact.request', 'contact.accepted')
    and ((n.user_id = a and n.actor_id = b) or (n.user_id = b and n.actor_id = a));
$$;

revoke execute on function public.delete_contact_notifications(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_contact_notifications(uuid, uuid) to authenticated;

-- The caller and `other` are accepted contacts, neither blocked the other; the link stays locked
-- (for key share) until the caller's transaction ends, so a removal waits for a message being sent.
-- A link deleted meanwhile is not found: false.
create function public.lock_contact_link(other uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    return false;
  end if;
  perform 1 from public.contact_links l
  where least(l.requester_id, l.receiver_id) = least(me, other)
    and greatest(l.requester_id, l.receiver_id) = greatest(me, other)
    and l.status = 'accepted'
  for key share;
  if not found then
    return false;
  end if;
  return not public.blocked_between(me, other);
end;
$$;

revoke execute on function public.lock_contact_link(uuid) from public, anon, authenticated, service_role;
grant execute on function public.lock_contact_link(uuid) to authenticated;
