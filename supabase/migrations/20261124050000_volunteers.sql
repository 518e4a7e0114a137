-- Volunteer experts (ervaringsdeskundigen), issue 17: lookups (ability categories and abilities,
-- volunteer interests, forms of rheumatism), the volunteer profile and its choices, opportunities
-- with their abilities, interest in an opportunity, organisers (staff who see who is interested)
-- and the record of monthly opportunity mails. RLS is on everywhere as a second fence; the service
-- (functions/_community/volunteers) checks permissions itself.

-- Lookups: reference data every environment needs, so they live here and not in the seed --------
create table public.volunteer_ability_categories (
  id integer primary key,
  name text not null,
  sort integer not null default 0
);
create table public.volunteer_abilities (
  id integer primary key,
  category_id integer not null references public.volunteer_ability_categories (id),
  name text not null,
  sort integer not null default 0
);
create table public.volunteer_interests (
  id integer primary key,
  name text not null,
  sort integer not null default 0
);
-- Forms of rheumatism (FormOfreuma): the ids are those of src/domain/lookups/diagnoses.ts.
create table public.volunteer_forms (
  id integer primary key,
  name text not null,
  sort integer not null default 0
);

insert into public.volunteer_ability_categories (id, name, sort) values
  (1, 'Vertellen en voorlichten', 1),
  (2, 'Meedenken en meelezen', 2),
  (3, 'Onderzoek', 3),
  (4, 'Contact met lotgenoten', 4);
insert into public.volunteer_abilities (id, category_id, name, sort) values
  (101, 1, 'Je verhaal vertellen aan zorgverleners', 1),
  (102, 1, 'Gastles geven aan studenten', 2),
  (103, 1, 'Spreken op een bijeenkomst', 3),
  (104, 1, 'Interview voor media of website', 4),
  (201, 2, 'Folders en websiteteksten meelezen', 1),
  (202, 2, 'Meedenken over beleid en zorg', 2),
  (203, 2, 'Zitting in een adviespanel', 3),
  (301, 3, 'Meedoen aan wetenschappelijk onderzoek', 1),
  (302, 3, 'Patiëntpartner in een onderzoeksproject', 2),
  (303, 3, 'Vragenlijsten testen', 3),
  (401, 4, 'Gesprekken leiden in de community', 1),
  (402, 4, 'Lotgenoten telefonisch te woord staan', 2),
  (403, 4, 'Een bijeenkomst organiseren', 3);
insert into public.volunteer_interests (id, name, sort) values
  (1, 'Werk en reuma', 1),
  (2, 'Bewegen en sport', 2),
  (3, 'Medicijnen en behandeling', 3),
  (4, 'Jongeren met reuma', 4),
  (5, 'Ouderen en reuma', 5),
  (6, 'Zorgverzekering en kosten', 6),
  (7, 'Vermoeidheid en pijn', 7),
  (8, 'Zwangerschap en ouderschap', 8),
  (9, 'Digitale zorg en apps', 9);
insert into public.volunteer_forms (id, name, sort) values
  (71001, 'Reumatoïde artritis', 1),
  (71002, 'Artrose', 2),
  (71003, 'Jicht', 3),
  (71005, 'Axiale spondyloartritis (ziekte van Bechterew)', 4),
  (71007, 'Artritis psoriatica', 5),
  (71009, 'Jeugdreuma (juveniele idiopathische artritis)', 6),
  (71010, 'Systemische lupus erythematodes (SLE)', 7),
  (71011, 'Syndroom van Sjögren', 8),
  (71012, 'Systemische sclerose (sclerodermie)', 9),
  (71013, 'Polymyalgia rheumatica', 10),
  (71015, 'Vasculitis', 11),
  (71022, 'Fibromyalgie', 12);

-- The volunteer profile ------------------------------------------------------------------------
create table public.volunteers (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  has_own_transport boolean,
  is_travelling_by_public_transport boolean,
  is_able_to_travel_independently boolean,
  birth_year integer,
  region smallint,
  notify_new_opportunities boolean not null default true,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint volunteers_birth_year check (birth_year is null or birth_year between 1900 and 2100),
  constraint volunteers_region check (region is null or region between 1 and 13)
);
comment on table public.volunteers is 'Volunteer expert profile: the four info answers, region, mail choice; completed_at ends the sign-up.';
create trigger volunteers_updated_at before update on public.volunteers
  for each row execute function public.set_updated_at();

create table public.volunteer_ability_choices (
  profile_id uuid not null references public.volunteers (profile_id) on delete cascade,
  ability_id integer not null references public.volunteer_abilities (id),
  primary key (profile_id, ability_id)
);
create table public.volunteer_interest_choices (
  profile_id uuid not null references public.volunteers (profile_id) on delete cascade,
  interest_id integer not null references public.volunteer_interests (id),
  primary key (profile_id, interest_id)
);
create table public.volunteer_form_choices (
  profile_id uuid not null references public.volunteers (profile_id) on delete cascade,
  form_id integer not null references public.volunteer_forms (id),
  primary key (profile_id, form_id)
);

-- Organisers: staff who publish opportunities and see who is interested -------------------------
create table public.volunteer_organisers (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Opportunities --------------------------------------------------------------------------------
create table public.opportunities (
  id integer generated always as identity primary key,
  slug text not null unique,
  title text not null,
  summary text not null,
  description text not null,
  location text not null,
  region smallint,
  starts_on date,
  ends_on date,
  status text not null default 'open',
  opened_at timestamptz not null default now(),
  organisation text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint opportunities_status check (status in ('open', 'closed', 'inactive')),
  constraint opportunities_region check (region is null or region between 1 and 13),
  constraint opportunities_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint opportunities_dates check (ends_on is null or starts_on is null or ends_on >= starts_on)
);
comment on column public.opportunities.opened_at is 'When it was opened for sign-up: the monthly mail lists those opened since the last mail.';
create trigger opportunities_updated_at before update on public.opportunities
  for each row execute function public.set_updated_at();
create index opportunities_status_opened on public.opportunities (status, opened_at desc);

create table public.opportunity_abilities (
  opportunity_id integer not null references public.opportunities (id) on delete cascade,
  ability_id integer not null references public.volunteer_abilities (id),
  primary key (opportunity_id, ability_id)
);

create table public.opportunity_interests (
  opportunity_id integer not null references public.opportunities (id) on delete cascade,
  profile_id uuid not null references public.volunteers (profile_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (opportunity_id, profile_id)
);
create index opportunity_interests_profile on public.opportunity_interests (profile_id);

-- Monthly mails: one row per volunteer and month, claimed before sending (idempotent) -----------
create table app_private.volunteer_monthly_mails (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  period text not null,
  opportunity_ids integer[] not null,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (profile_id, period),
  constraint volunteer_monthly_mails_period check (period ~ '^[0-9]{4}-[0-9]{2}$')
);
alter table app_private.volunteer_monthly_mails enable row level security;
revoke all on table app_private.volunteer_monthly_mails from public, anon, authenticated, service_role;
grant select, insert, update, delete on table app_private.volunteer_monthly_mails to service_role;

-- Grants and row-level security -----------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['volunteer_ability_categories', 'volunteer_abilities', 'volunteer_interests', 'volunteer_forms'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated, service_role', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to service_role', t);
    execute format('create policy "%s: readable by everyone" on public.%I for select to anon, authenticated using (true)', t, t);
  end loop;
  foreach t in array array['volunteers', 'volunteer_ability_choices', 'volunteer_interest_choices', 'volunteer_form_choices',
                           'volunteer_organisers', 'opportunities', 'opportunity_abilities', 'opportunity_interests'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated, service_role', t);
    execute format('grant select, insert, update, delete on table public.%I to service_role', t);
  end loop;
end
$$;

-- Whether the current user is an organiser (security definer: reads the table past its own RLS).
create function public.is_volunteer_organiser() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.volunteer_organisers where profile_id = (select auth.uid()))
$$;
revoke execute on function public.is_volunteer_organiser() from public, anon;
grant execute on function public.is_volunteer_organiser() to authenticated, service_role;

-- Whether the current user is a volunteer who completed the sign-up.
create function public.is_completed_volunteer() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = (select auth.uid()) and is_volunteer)
$$;
revoke execute on function public.is_completed_volunteer() from public, anon;
grant execute on function public.is_completed_volunteer() to authenticated, service_role;

grant select, insert, update on table public.volunteers to authenticated;
create policy "volunteers: own row" on public.volunteers for all to authenticated
  using ((select auth.uid()) = profile_id) with check ((select auth.uid()) = profile_id);

grant select, insert, delete on table public.volunteer_ability_choices, public.volunteer_interest_choices, public.volunteer_form_choices to authenticated;
create policy "ability choices: own rows" on public.volunteer_ability_choices for all to authenticated
  using ((select auth.uid()) = profile_id) with check ((select auth.uid()) = profile_id);
create policy "interest choices: own rows" on public.volunteer_interest_choices for all to authenticated
  using ((select auth.uid()) = profile_id) with check ((select auth.uid()) = profile_id);
create policy "form choices: own rows" on public.volunteer_form_choices for all to authenticated
  using ((select auth.uid()) = profile_id) with check ((select auth.uid()) = profile_id);

grant select on table public.volunteer_organisers to authenticated;
create policy "organisers: own row" on public.volunteer_organisers for select to authenticated
  using ((select auth.uid()) = profile_id);

grant select on table public.opportunities, public.opportunity_abilities to authenticated;
create policy "opportunities: volunteers see open and closed, organisers all" on public.opportunities for select to authenticated
  using ((status <> 'inactive' and (select public.is_completed_volunteer())) or (select public.is_volunteer_organiser()));
create policy "opportunity abilities: with their opportunity" on public.opportunity_abilities for select to authenticated
  using ((select public.is_completed_volunteer()) or (select public.is_volunteer_organiser()));

grant select, insert, delete on table public.opportunity_interests to authenticated;
create policy "interests: own rows, organisers read all" on public.opportunity_interests for select to authenticated
  using ((select auth.uid()) = profile_id or (select public.is_volunteer_organiser()));
create policy "interests: own rows on open opportunities" on public.opportunity_interests for insert to authenticated
  with check ((select auth.uid()) = profile_id
    and exists (select 1 from public.opportunities o where o.id = opportunity_id and o.status = 'open'));
create policy "interests: withdraw own on open opportunities" on public.opportunity_interests for delete to authenticated
  using ((select auth.uid()) = profile_id
    and exists (select 1 from public.opportunities o where o.id = opportunity_id and o.status = 'open'));
