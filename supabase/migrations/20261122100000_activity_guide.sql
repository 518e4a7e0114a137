-- Activity guide (issue 6): the platform's activity model of spec 001 §3.4 (PhysicalActivity,
-- editions, approximate dates, organisations, trainers, regions, locations, terms and the link
-- tables), likes of activities, and what organisers submit through /activiteit-aanmelden.
-- RLS on every table, explicit grants (Supabase's broad defaults revoked first), as in
-- 20261121230500.
--
-- Visibility: visitors (anon) and participants (authenticated) read published activities only,
-- and of those only the published editions. Nothing is writable by anon or authenticated except
-- a participant's own likes: submissions are written by the functions as service_role after
-- validation and rate limits (insert grants for anon would be reachable through Supabase's
-- PostgREST with the public anon key, bypassing both). An editor publishes an activity by setting
-- physical_activities.is_published in Supabase Studio (docs/decisions.md, "Activity guide").
--
-- Where the spec's model has a link entity for a one-to-many relation (activity–edition,
-- edition–approximate date) the child row holds a foreign key; many-to-many relations have link
-- tables.

-- Terms: the ten topic categories get term numbers ---------------------------------------------------
-- Activities are tagged with topics (72001–72010, the profile's interests) and forms of
-- rheumatism (71001–71037). The vocabulary list becomes a format rule, so that later features can
-- add vocabularies without touching this constraint again.
alter table public.terms drop constraint terms_vocabulary_check;
alter table public.terms add constraint terms_vocabulary_check check (vocabulary ~ '^[a-z][a-z_]{1,39}$');

insert into public.terms (term_number, vocabulary, name, short_name, weight) values
  (72001, 'topics', 'Mantelzorg', null, 1),
  (72002, 'topics', 'Behandeling', null, 2),
  (72003, 'topics', 'Bewegen', null, 3),
  (72004, 'topics', 'Hulpmiddelen', null, 4),
  (72005, 'topics', 'Leefstijl', null, 5),
  (72006, 'topics', 'Medicijnen', null, 6),
  (72007, 'topics', 'Omgaan met jezelf en anderen', null, 7),
  (72008, 'topics', 'School, studie en werk', null, 8),
  (72009, 'topics', 'Kinderwens, zwangerschap en ouderschap', null, 9),
  (72010, 'topics', 'Zorgverzekering', null, 10);

-- Organisations ---------------------------------------------------------------------------------------
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  created_date timestamptz not null default now(),
  name text not null,
  street_name text,
  house_number text,
  zip_code text,
  city text,
  url text,
  phone_number text,
  email text,
  is_foster_care boolean not null default false,
  nation_wide boolean not null default false,
  constraint organizations_name_length check (char_length(name) between 1 and 200),
  constraint organizations_url_format check (url is null or (url ~* '^https?://[^\s]+$' and char_length(url) <= 500))
);

comment on table public.organizations is 'Organisations that host activities (spec 001 §3.4 Organization). Visitors see the id and name of organisations of published activities; contact fields are for editors only.';

-- Gemeenten (municipalities) an organisation works in.
create table public.gemeenten (
  id uuid primary key default gen_random_uuid(),
  created_date timestamptz not null default now(),
  name text not null unique,
  constraint gemeenten_name_length check (char_length(name) between 1 and 100)
);

comment on table public.gemeenten is 'Municipalities (spec 001 §3.4 Gemeente).';

create table public.organization_gemeenten (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  gemeente_id uuid not null references public.gemeenten (id) on delete cascade,
  primary key (organization_id, gemeente_id)
);

comment on table public.organization_gemeenten is 'Link Organization_Gemeente (spec 001 §3.4).';

-- Activities ------------------------------------------------------------------------------------------
create table public.physical_activities (
  id uuid primary key default gen_random_uuid(),
  physical_activity_type text not null,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  last_updated timestamptz,
  is_published boolean not null default false,
  title text not null,
  slug text not null,
  description text not null default '',
  signup_text jsonb,
  practical_information jsonb,
  picture text,
  teaching_methods text,
  costs text,
  sticky boolean not null default false,
  show_interest_form boolean not null default false,
  code text,
  comments text,
  video_url text,
  video_label text,
  learning text,
  is_pleegzorg_week boolean not null default false,
  -- Beyond the spec (docs/decisions.md): can the activity be followed online too, and how tiring is
  -- it (1 licht, 2 gemiddeld, 3 zwaar; null = not told).
  online_alternative boolean not null default false,
  exertion smallint,
  submitted_by uuid references public.profiles (id) on delete set null,
  constraint physical_activities_slug_key unique (slug),
  constraint physical_activities_type_check check (physical_activity_type in ('Move', 'Event', 'Lecture', 'Meeting', 'Workout', 'Webinar', 'Other')),
  constraint physical_activities_title_length check (char_length(title) between 1 and 200),
  constraint physical_activities_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  constraint physical_activities_description_length check (char_length(description) <= 2000),
  constraint physical_activities_signup_text_doc check (signup_text is null or jsonb_typeof(signup_text) = 'object'),
  constraint physical_activities_practical_information_doc check (practical_information is null or jsonb_typeof(practical_information) = 'object'),
  constraint physical_activities_picture_format check (picture is null or picture ~ '^(/[^/\\]|https://)'),
  constraint physical_activities_exertion_check check (exertion is null or exertion between 1 and 3)
);

comment on table public.physical_activities is 'PhysicalActivity of spec 001 §3.4: meetings, courses and events in the activity guide. Only published rows are visible to the API roles; signup_text and practical_information hold ProseMirror (Tiptap) JSON documents.';
comment on column public.physical_activities.is_published is 'Set by an editor (Supabase Studio) after checking a submission; the static detail page appears with the next build, the client fallback shows it at once.';
comment on column public.physical_activities.comments is 'Notes of editors; never shown on the site.';
comment on column public.physical_activities.submitted_by is 'The participant who submitted it through /activiteit-aanmelden (null for visitors and editors).';

create index physical_activities_published_idx on public.physical_activities (is_published);

create table public.physical_activity_editions (
  id uuid primary key default gen_random_uuid(),
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  created timestamptz not null default now(),
  modified timestamptz not null default now(),
  is_published boolean not null default true,
  signup_text text,
  signup_url text,
  date_label text,
  location_label text,
  address_label text,
  lat double precision not null default 0,
  long double precision not null default 0,
  -- Accessibility of the venue (beyond the spec); null = not told.
  step_free_access boolean,
  seating boolean,
  accessible_toilet boolean,
  parking boolean,
  constraint physical_activity_editions_signup_url_format check (
    signup_url is null or (signup_url !~ '\s' and signup_url !~* '^(javascript|data|vbscript|file):' and char_length(signup_url) <= 500)
  ),
  constraint physical_activity_editions_labels_length check (
    char_length(coalesce(location_label, '')) <= 200 and char_length(coalesce(address_label, '')) <= 300 and char_length(coalesce(date_label, '')) <= 200
  ),
  constraint physical_activity_editions_lat_range check (lat between -90 and 90),
  constraint physical_activity_editions_long_range check (long between -180 and 180)
);

comment on table public.physical_activity_editions is 'PhysicalActivityEdition of spec 001 §3.4: one time and place of an activity. Lat/Long 0 means not located.';

create index physical_activity_editions_activity_idx on public.physical_activity_editions (activity_id);

create table public.approximate_dates (
  id uuid primary key default gen_random_uuid(),
  edition_id uuid not null references public.physical_activity_editions (id) on delete cascade,
  from_date timestamptz not null,
  to_date timestamptz not null,
  modified timestamptz not null default now(),
  constraint approximate_dates_order check (to_date >= from_date)
);

comment on table public.approximate_dates is 'Approximate date of an edition (FromDate, ToDate, Modified; spec 001 §3.4).';

create index approximate_dates_edition_idx on public.approximate_dates (edition_id);

create table public.physical_activity_terms (
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  term_number integer not null references public.terms (term_number) on delete cascade,
  primary key (activity_id, term_number)
);

comment on table public.physical_activity_terms is 'Link activity–term (spec 001 §3.4).';

create table public.physical_activity_organizations (
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  primary key (activity_id, organization_id)
);

comment on table public.physical_activity_organizations is 'Link activity–organisation (spec 001 §3.4).';

create index physical_activity_organizations_org_idx on public.physical_activity_organizations (organization_id);

-- Trainers, regions and locations ---------------------------------------------------------------------
create table public.trainers (
  id uuid primary key default gen_random_uuid(),
  created_date timestamptz not null default now(),
  last_updated timestamptz,
  name text not null,
  code text,
  trainer_type text,
  visible boolean not null default false,
  show_detail_page boolean not null default false,
  photo text,
  about_me text,
  specialism text,
  job_title text,
  education_background text,
  work_experience text,
  work_experience_foster_care text,
  professional_associations text,
  website text,
  facebook_link text,
  twitter_link text,
  linked_in_link text,
  email text,
  comments text,
  constraint trainers_name_length check (char_length(name) between 1 and 200)
);

comment on table public.trainers is 'Trainers of activities (spec 001 §3.4 Trainer). Visible ones may be read; e-mail and comments are for editors only.';

create table public.physical_activity_trainers (
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  trainer_id uuid not null references public.trainers (id) on delete cascade,
  primary key (activity_id, trainer_id)
);

comment on table public.physical_activity_trainers is 'Link activity–trainer (spec 001 §3.4).';

create table public.regions (
  id uuid primary key default gen_random_uuid(),
  created_date timestamptz not null default now(),
  title text not null,
  constraint regions_title_length check (char_length(title) between 1 and 200)
);

comment on table public.regions is 'Regions (spec 001 §3.4 Region) that group locations, editions and trainers.';

create table public.locations (
  id uuid primary key default gen_random_uuid(),
  created_date timestamptz not null default now(),
  title text not null,
  constraint locations_title_length check (char_length(title) between 1 and 200)
);

comment on table public.locations is 'Locations (spec 001 §3.4 Location).';

create table public.region_locations (
  region_id uuid not null references public.regions (id) on delete cascade,
  location_id uuid not null references public.locations (id) on delete cascade,
  primary key (region_id, location_id)
);

create table public.region_editions (
  region_id uuid not null references public.regions (id) on delete cascade,
  edition_id uuid not null references public.physical_activity_editions (id) on delete cascade,
  primary key (region_id, edition_id)
);

create table public.region_trainers (
  region_id uuid not null references public.regions (id) on delete cascade,
  trainer_id uuid not null references public.trainers (id) on delete cascade,
  primary key (region_id, trainer_id)
);

comment on table public.region_locations is 'Link region–location (spec 001 §3.4).';
comment on table public.region_editions is 'Link region–edition (spec 001 §3.4).';
comment on table public.region_trainers is 'Link region–trainer (spec 001 §3.4).';

-- Likes -----------------------------------------------------------------------------------------------
create table public.activity_likes (
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (activity_id, user_id)
);

comment on table public.activity_likes is 'A participant likes an activity. Who liked what is private; the number is public (activity_like_count).';

create index activity_likes_user_idx on public.activity_likes (user_id);

-- Submissions -----------------------------------------------------------------------------------------
-- Who submitted an activity and how an editor reaches them. Never readable through the API.
create table public.activity_submissions (
  id uuid primary key default gen_random_uuid(),
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  contact_name text not null,
  contact_email text not null,
  user_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint activity_submissions_contact_name_length check (char_length(contact_name) between 1 and 100),
  constraint activity_submissions_contact_email_length check (char_length(contact_email) between 3 and 254)
);

comment on table public.activity_submissions is 'Contact details of an organiser who submitted an activity through /activiteit-aanmelden; for editors only.';

create index activity_submissions_activity_idx on public.activity_submissions (activity_id);

-- Modified timestamps ---------------------------------------------------------------------------------
create function public.set_modified() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.modified := now();
  return new;
end;
$$;

revoke execute on function public.set_modified() from public, anon, authenticated, service_role;

create trigger physical_activities_set_modified before update on public.physical_activities
  for each row execute function public.set_modified();
create trigger physical_activity_editions_set_modified before update on public.physical_activity_editions
  for each row execute function public.set_modified();
create trigger approximate_dates_set_modified before update on public.approximate_dates
  for each row execute function public.set_modified();

-- The number of likes of a published activity (0 for anything else), for everyone. --------------------
create function public.activity_like_count(p_activity_id uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.activity_likes l
  join public.physical_activities a on a.id = l.activity_id
  where l.activity_id = p_activity_id and a.is_published;
$$;

revoke execute on function public.activity_like_count(uuid) from public, anon, authenticated, service_role;
grant execute on function public.activity_like_count(uuid) to anon, authenticated, service_role;

-- Row-level security and grants -----------------------------------------------------------------------
alter table public.organizations enable row level security;
alter table public.gemeenten enable row level security;
alter table public.organization_gemeenten enable row level security;
alter table public.physical_activities enable row level security;
alter table public.physical_activity_editions enable row level security;
alter table public.approximate_dates enable row level security;
alter table public.physical_activity_terms enable row level security;
alter table public.physical_activity_organizations enable row level security;
alter table public.trainers enable row level security;
alter table public.physical_activity_trainers enable row level security;
alter table public.regions enable row level security;
alter table public.locations enable row level security;
alter table public.region_locations enable row level security;
alter table public.region_editions enable row level security;
alter table public.region_trainers enable row level security;
alter table public.activity_likes enable row level security;
alter table public.activity_submissions enable row level security;

revoke all on table
  public.organizations, public.gemeenten, public.organization_gemeenten, public.physical_activities,
  public.physical_activity_editions, public.approximate_dates, public.physical_activity_terms,
  public.physical_activity_organizations, public.trainers, public.physical_activity_trainers,
  public.regions, public.locations, public.region_locations, public.region_editions,
  public.region_trainers, public.activity_likes, public.activity_submissions
  from public, anon, authenticated, service_role;

grant select, insert, update, delete on table
  public.organizations, public.gemeenten, public.organization_gemeenten, public.physical_activities,
  public.physical_activity_editions, public.approximate_dates, public.physical_activity_terms,
  public.physical_activity_organizations, public.trainers, public.physical_activity_trainers,
  public.regions, public.locations, public.region_locations, public.region_editions,
  public.region_trainers, public.activity_likes, public.activity_submissions
  to service_role;

-- Public columns only: editors' notes, submitters and contact details stay out of reach.
grant select (id, physical_activity_type, created, modified, last_updated, is_published, title, slug, description,
  signup_text, practical_information, picture, teaching_methods, costs, sticky, show_interest_form, video_url,
  video_label, learning, is_pleegzorg_week, online_alternative, exertion)
  on table public.physical_activities to anon, authenticated;
grant select on table public.physical_activity_editions, public.approximate_dates, public.physical_activity_terms,
  public.physical_activity_organizations, public.physical_activity_trainers, public.gemeenten,
  public.organization_gemeenten, public.regions, public.locations, public.region_locations, public.region_editions,
  public.region_trainers
  to anon, authenticated;
grant select (id, created_date, name, city, url, nation_wide) on table public.organizations to anon, authenticated;
grant select (id, created_date, last_updated, name, trainer_type, visible, show_detail_page, photo, about_me, specialism,
  job_title, website) on table public.trainers to anon, authenticated;
grant select, insert, delete on table public.activity_likes to authenticated;

create policy "physical_activities: published ones are readable" on public.physical_activities
  for select to anon, authenticated using (is_published);

create policy "physical_activity_editions: published editions of published activities are readable" on public.physical_activity_editions
  for select to anon, authenticated
  using (is_published and exists (select 1 from public.physical_activities a where a.id = activity_id and a.is_published));

create policy "approximate_dates: dates of readable editions are readable" on public.approximate_dates
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activity_editions e where e.id = edition_id));

create policy "physical_activity_terms: links of published activities are readable" on public.physical_activity_terms
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activities a where a.id = activity_id and a.is_published));

create policy "physical_activity_organizations: links of published activities are readable" on public.physical_activity_organizations
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activities a where a.id = activity_id and a.is_published));

create policy "organizations: organisers of published activities are readable" on public.organizations
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activity_organizations l where l.organization_id = id));

create policy "physical_activity_trainers: links of published activities are readable" on public.physical_activity_trainers
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activities a where a.id = activity_id and a.is_published));

create policy "trainers: visible trainers are readable" on public.trainers
  for select to anon, authenticated using (visible);

create policy "gemeenten: readable by everyone" on public.gemeenten for select to anon, authenticated using (true);
create policy "organization_gemeenten: readable by everyone" on public.organization_gemeenten for select to anon, authenticated using (true);
create policy "regions: readable by everyone" on public.regions for select to anon, authenticated using (true);
create policy "locations: readable by everyone" on public.locations for select to anon, authenticated using (true);
create policy "region_locations: readable by everyone" on public.region_locations for select to anon, authenticated using (true);
create policy "region_trainers: readable by everyone" on public.region_trainers for select to anon, authenticated using (true);
create policy "region_editions: links of readable editions are readable" on public.region_editions
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activity_editions e where e.id = edition_id));

create policy "activity_likes: own likes are readable" on public.activity_likes
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "activity_likes: own likes of published activities can be added" on public.activity_likes
  for insert to authenticated
  with check ((select auth.uid()) = user_id and exists (select 1 from public.physical_activities a where a.id = activity_id and a.is_published));

create policy "activity_likes: own likes can be removed" on public.activity_likes
  for delete to authenticated using ((select auth.uid()) = user_id);

-- activity_submissions: no policy for anon or authenticated (service_role only).
