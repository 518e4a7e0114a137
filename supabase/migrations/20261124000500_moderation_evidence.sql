-- Moderation evidence stays (issue 20 item 6), as a second fence behind the conversations service:
-- an author cannot delete a hidden reaction or one with an open report (the report and the hidden
-- body would go with it), and cannot edit a conversation a moderator has closed.

-- Whether a reaction has an open report. The author cannot read other people's reports (RLS), so
-- the delete policy asks this definer function, which answers only yes or no.
create function public.reaction_has_open_flag(target integer) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.conversation_flags f where f.reaction_id = target and f.resolved_at is null);
$$;

revoke execute on function public.reaction_has_open_flag(integer) from public, anon, authenticated, service_role;
grant execute on function public.reaction_has_open_flag(integer) to authenticated, service_role;

drop policy "conversation_reactions: authors delete their own" on public.conversation_reactions;
create policy "conversation_reactions: authors delete their own visible, unreported ones" on public.conversation_reactions
  for delete to authenticated
  using (author_id = (select auth.uid()) and visible and not public.reaction_has_open_flag(id));

drop policy "conversations: authors edit their own" on public.conversations;
create policy "conversations: authors edit their own open ones" on public.conversations
  for update to authenticated
  using (author_id = (select auth.uid()) and not hidden and not closed)
  with check (author_id = (select auth.uid()));
