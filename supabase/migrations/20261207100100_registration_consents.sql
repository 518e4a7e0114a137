-- The consents given at registration (issue 37 row 14; spec 000 §5: a checkbox for age 16 or older
-- and one for the terms and house rules): the register call requires both (the shared zod schema,
-- src/domain/auth.ts) and the account keeps a record of each, with the moment it was given, as
-- evidence under the AVG. Written by handle_new_user from the sign-up's metadata, in the same
-- transaction as the user and the profile, on both auth implementations (the embedded shim and
-- Supabase Auth). A participant reads their own; nobody changes them through the API; they go with
-- the account (on delete cascade).

create table public.registration_consents (
  user_id uuid not null references auth.users (id) on delete cascade,
  consent text not null,
  given_at timestamptz not null default now(),
  primary key (user_id, consent),
  constraint registration_consents_consent_check check (consent in ('age_16_or_older', 'terms_and_house_rules'))
);

comment on table public.registration_consents is 'What a participant confirmed when registering (age 16 or older; the terms and house rules), and when.';

alter table public.registration_consents enable row level security;

revoke all on table public.registration_consents from public, anon, authenticated, service_role;
grant select on table public.registration_consents to authenticated;
grant select, insert, delete on table public.registration_consents to service_role;

create policy "registration_consents: own rows are readable" on public.registration_consents
  for select to authenticated
  using (user_id = (select auth.uid()));

-- The sign-up's metadata now also carries "age_confirmed_at" (ISO date) beside "accepted_terms_at".
create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_username text := nullif(btrim(meta ->> 'username'), '');
  wanted_role text := meta ->> 'role';
  terms_at timestamptz;
  age_at timestamptz;
begin
  begin
    terms_at := (meta ->> 'accepted_terms_at')::timestamptz;
  exception when others then
    terms_at := null;
  end;
  begin
    age_at := (meta ->> 'age_confirmed_at')::timestamptz;
  exception when others then
    age_at := null;
  end;

  insert into public.profiles (id, username, role, marketing_emails, accepted_terms_at)
  values (
    new.id,
    coalesce(wanted_username, 'lid' || substr(replace(new.id::text, '-', ''), 1, 12)),
    case when wanted_role in ('participant', 'volunteer') then wanted_role else 'participant' end,
    case when jsonb_typeof(meta -> 'marketing_emails') = 'boolean'
      then (meta ->> 'marketing_emails')::boolean else false end,
    terms_at
  );
  if age_at is not null then
    insert into public.registration_consents (user_id, consent, given_at) values (new.id, 'age_16_or_older', age_at);
  end if;
  if terms_at is not null then
    insert into public.registration_consents (user_id, consent, given_at) values (new.id, 'terms_and_house_rules', terms_at);
  end if;
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;
