-- Moderation of stories (issue 15; docs/decisions/142-story-moderation-queue.md): platform moderators
-- hide a story reaction or show it again. Authenticated callers may not update visible/hidden_reason
-- (column grants of 20261124020000_stories.sql), so this security definer function does it after
-- checking the caller; the reaction counter trigger (update of visible) keeps reaction_count right.
create function public.moderate_blog_reaction(p_reaction integer, p_visible boolean) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_platform_moderator() then
    raise exception 'only moderators hide or show story reactions' using errcode = '42501';
  end if;
  update public.blog_post_reactions
  set visible = p_visible, hidden_reason = case when p_visible then null else 'moderator' end
  where id = p_reaction;
  return found;
end;
$$;

revoke execute on function public.moderate_blog_reaction(integer, boolean) from public, anon, authenticated, service_role;
grant execute on function public.moderate_blog_reaction(integer, boolean) to authenticated, service_role;
