-- Invited accounts (issue 4): an account made by invitation (the Supabase dashboard, supabase-js
-- inviteUserByEmail, or `npm run invite`) has no username or password of its own yet. Its profile
-- says so until the person has chosen both through POST /authentication/set-username-and-password.
--
-- GoTrue first inserts the user and then sets invited_at (an update), the embedded provider sets it
-- in the insert: the trigger below fires on both. It runs after on_auth_user_created (triggers of
-- one event fire in name order), so the profile exists.

alter table public.profiles add column setup_pending boolean not null default false;

comment on column public.profiles.setup_pending is
  'True for an invited account until the person chose a username and a password (set-username-and-password).';

create function public.handle_user_invited() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set setup_pending = true where id = new.id;
  return new;
end;
$$;

revoke execute on function public.handle_user_invited() from public, anon, authenticated, service_role;

create trigger on_auth_user_invited
  after insert or update of invited_at on auth.users
  for each row
  when (new.invited_at is not null)
  execute function public.handle_user_invited();
