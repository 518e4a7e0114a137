-- Online activities (issue 22 item 5): OnlineActivity and OnlineActivityEdition of spec 001 §3.4,
-- shown in the activity guide beside the physical ones. With their images, subjects (topic terms),
-- terms, organisations, editions with a plain (a day) or exact (start and end) date, and the
-- participants who said they are interested (ShowInterestForm). Organisations get their users
-- (spec 001 §3.4 "Organization … Links to … users"): they are the organisers, who see who is
-- interested (docs/decisions/242-online-activities.md).
--
-- RLS and grants as in 20261122100000: visitors and participants read published activities and
-- their published editions; editors' notes stay out of reach; participants write only their own
-- interest; the organiser's list of interested participants is read by the function as the
-- participant through organiser_interests (security definer, checks organization_users).

create table public.online_activities (
  id uuid primary key default gen_random_uuid(),
  online_activity_type text not null,
  start_directly boolean not null default false,
  hyperlink text,
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
  constraint online_activities_slug_key unique (slug),
  constraint online_activities_type_check check (online_activity_type in ('Move', 'Event', 'Lecture', 'Meeting', 'Workout', 'Webinar', 'Other')),
  constraint online_activities_title_length check (char_length(title) between 1 and 200),
  constraint online_activities_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  constraint online_activities_description_length check (char_length(description) <= 2000),
  constraint online_activities_hyperlink_format check (hyperlink is null or (hyperlink ~* '^https://[^\s]+$' and char_length(hyperlink) <= 500)),
  constraint online_activities_signup_text_doc check (signup_text is null or jsonb_typeof(signup_text) = 'object'),
  constraint online_activities_practical_information_doc check (practical_information is null or jsonb_typeof(practical_information) = 'object'),
  constraint online_activities_picture_format check (picture is null or picture ~ '^(/[^/\\]|https://)')
);

comment on table public.online_activities is 'OnlineActivity of spec 001 §3.4: webinars, online courses and meetings in the activity guide. StartDirectly: it can be started at any moment (no edition date needed); HyperLink: where it takes place.';
comment on column public.online_activities.comments is 'Notes of editors; never shown on the site.';

create index online_activities_published_idx on public.online_activities (is_published);

-- Physical and online activities share the guide's addresses (/ontmoet-elkaar/activiteiten/{slug}).
create function public.activity_slug_is_free() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'online_activities' and exists (select 1 from public.physical_activities where slug = new.slug)
     or tg_table_name = 'physical_activities' and exists (select 1 from public.online_activities where slug = new.slug) then
    raise exception 'activity slug % is taken', new.slug using errcode = '23505';
  end if;
  return new;
end;
$$;

revoke execute on function public.activity_slug_is_free() from public, anon, authenticated, service_role;

create trigger online_activities_slug_free before insert or update of slug on public.online_activities
  for each row execute function public.activity_slug_is_free();
create trigger physical_activities_slug_free before insert or update of slug on public.physical_activities
  for each row execute function public.activity_slug_is_free();

create table public.online_activity_editions (
  id uuid primary key default gen_random_uuid(),
  activity_id uuid not null references public.online_activities (id) on delete cascade,
  created_date timestamptz not null default now(),
  modified timestamptz not null default now(),
  is_published boolean not null default true,
  status text not null default 'Open',
  signup_text text,
  signup_url text,
  date_label text,
  location_label text,
  -- Plain date: a day without a time (date_from only). Exact date: a start and an end moment.
  date_kind text,
  plain_date date,
  exact_from timestamptz,
  exact_to timestamptz,
  constraint online_activity_editions_status_check check (status in ('Open', 'Full', 'Closed', 'Cancelled')),
  constraint online_activity_editions_signup_url_format check (
    signup_url is null or (signup_url !~ '\s' and signup_url !~* '^(javascript|data|vbscript|file):' and char_length(signup_url) <= 500)
  ),
  constraint online_activity_editions_labels_length check (
    char_length(coalesce(location_label, '')) <= 200 and char_length(coalesce(date_label, '')) <= 200 and char_length(coalesce(signup_text, '')) <= 500
  ),
  constraint online_activity_editions_date_check check (
    (date_kind is null and plain_date is null and exact_from is null and exact_to is null)
    or (date_kind = 'plain' and plain_date is not null and exact_from is null and exact_to is null)
    or (date_kind = 'exact' and plain_date is null and exact_from is not null and exact_to is not null and exact_to >= exact_from)
  )
);

comment on table public.online_activity_editions is 'OnlineActivityEdition of spec 001 §3.4. Status: Open (sign up), Full, Closed (sign-up closed), Cancelled. No date: ongoing.';

create index online_activity_editions_activity_idx on public.online_activity_editions (activity_id);

create trigger online_activities_set_modified before update on public.online_activities
  for each row execute function public.set_modified();
create trigger online_activity_editions_set_modified before update on public.online_activity_editions
  for each row execute function public.set_modified();

create table public.online_activity_images (
  id uuid primary key default gen_random_uuid(),
  activity_id uuid not null references public.online_activities (id) on delete cascade,
  url text not null,
  alt text not null default '',
  position smallint not null default 0,
  constraint online_activity_images_url_format check (url ~ '^(/[^/\\]|https://)' and char_length(url) <= 500),
  constraint online_activity_images_alt_length check (char_length(alt) <= 300)
);

comment on table public.online_activity_images is 'Link activity–image (spec 001 §3.4): the pictures of an online activity, in position order, each with its alt text.';

create index online_activity_images_activity_idx on public.online_activity_images (activity_id, position);

create table public.online_activity_subjects (
  activity_id uuid not null references public.online_activities (id) on delete cascade,
  term_number integer not null references public.terms (term_number) on delete cascade,
  primary key (activity_id, term_number)
);

comment on table public.online_activity_subjects is 'Link activity–subject (spec 001 §3.4): the topic categories (terms of vocabulary topics) an online activity is about.';

create table public.online_activity_terms (
  activity_id uuid not null references public.online_activities (id) on delete cascade,
  term_number integer not null references public.terms (term_number) on delete cascade,
  primary key (activity_id, term_number)
);

comment on table public.online_activity_terms is 'Link activity–term (spec 001 §3.4): other terms, such as forms of rheumatism.';

create table public.online_activity_organizations (
  activity_id uuid not null references public.online_activities (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  primary key (activity_id, organization_id)
);

create index online_activity_organizations_org_idx on public.online_activity_organizations (organization_id);

comment on table public.online_activity_organizations is 'Link activity–organisation (spec 001 §3.4).';

create table public.organization_users (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  primary key (organization_id, user_id)
);

create index organization_users_user_idx on public.organization_users (user_id);

comment on table public.organization_users is 'Link organisation–user (spec 001 §3.4): participants who organise for the organisation. Set by editors.';

create table public.online_activity_interests (
  activity_id uuid not null references public.online_activities (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (activity_id, user_id)
);

create index online_activity_interests_user_idx on public.online_activity_interests (user_id);

comment on table public.online_activity_interests is 'Interested users of an online activity (spec 001 §3.4, ShowInterestForm). A participant sees their own; an organiser of the activity sees the usernames through organiser_interests.';

-- Does the caller organise the online activity (a user of one of its organisations)?
create function public.is_online_activity_organiser(p_activity_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.online_activity_organizations ao
    join public.organization_users ou on ou.organization_id = ao.organization_id
    where ao.activity_id = p_activity_id and ou.user_id = (select auth.uid())
  );
$$;

-- The usernames of participants interested in an online activity, for one of its organisers
-- (nothing for anyone else).
create function public.organiser_interests(p_activity_id uuid)
returns table (username text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select p.username, i.created_at
  from public.online_activity_interests i
  join public.profiles p on p.id = i.user_id
  where i.activity_id = p_activity_id and public.is_online_activity_organiser(p_activity_id)
  order by i.created_at, p.username;
$$;

revoke execute on function public.is_online_activity_organiser(uuid) from public, anon, authenticated, service_role;
revoke execute on function public.organiser_interests(uuid) from public, anon, authenticated, service_role;
grant execute on function public.is_online_activity_organiser(uuid) to authenticated;
grant execute on function public.organiser_interests(uuid) to authenticated;

-- Row-level security and grants -----------------------------------------------------------------------
alter table public.online_activities enable row level security;
alter table public.online_activity_editions enable row level security;
alter table public.online_activity_images enable row level security;
alter table public.online_activity_subjects enable row level security;
alter table public.online_activity_terms enable row level security;
alter table public.online_activity_organizations enable row level security;
alter table public.organization_users enable row level security;
alter table public.online_activity_interests enable row level security;

revoke all on table
  public.online_activities, public.online_activity_editions, public.online_activity_images, public.online_activity_subjects,
  public.online_activity_terms, public.online_activity_organizations, public.organization_users, public.online_activity_interests
  from public, anon, authenticated, service_role;

grant select, insert, update, delete on table
  public.online_activities, public.online_activity_editions, public.online_activity_images, public.online_activity_subjects,
  public.online_activity_terms, public.online_activity_organizations, public.organization_users, public.online_activity_interests
  to service_role;

grant select (id, online_activity_type, start_directly, hyperlink, created, modified, last_updated, is_published, title, slug,
  description, signup_text, practical_information, picture, teaching_methods, costs, sticky, show_interest_form, video_url,
  video_label, learning, is_pleegzorg_week)
  on table public.online_activities to anon, authenticated;
grant select on table public.online_activity_editions, public.online_activity_images, public.online_activity_subjects,
  public.online_activity_terms, public.online_activity_organizations
  to anon, authenticated;
grant select, insert, delete on table public.online_activity_interests to authenticated;
grant select on table public.organization_users to authenticated;

create policy "online_activities: published ones are readable" on public.online_activities
  for select to anon, authenticated using (is_published);

create policy "online_activity_editions: published editions of published activities are readable" on public.online_activity_editions
  for select to anon, authenticated
  using (is_published and exists (select 1 from public.online_activities a where a.id = activity_id and a.is_published));

create policy "online_activity_images: images of published activities are readable" on public.online_activity_images
  for select to anon, authenticated
  using (exists (select 1 from public.online_activities a where a.id = activity_id and a.is_published));

create policy "online_activity_subjects: links of published activities are readable" on public.online_activity_subjects
  for select to anon, authenticated
  using (exists (select 1 from public.online_activities a where a.id = activity_id and a.is_published));

create policy "online_activity_terms: links of published activities are readable" on public.online_activity_terms
  for select to anon, authenticated
  using (exists (select 1 from public.online_activities a where a.id = activity_id and a.is_published));

create policy "online_activity_organizations: links of published activities are readable" on public.online_activity_organizations
  for select to anon, authenticated
  using (exists (select 1 from public.online_activities a where a.id = activity_id and a.is_published));

-- Organisers of online activities are readable like those of physical ones.
create policy "organizations: organisers of published online activities are readable" on public.organizations
  for select to anon, authenticated
  using (exists (select 1 from public.online_activity_organizations l where l.organization_id = id));

create policy "organization_users: own memberships are readable" on public.organization_users
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "online_activity_interests: own interests are readable" on public.online_activity_interests
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "online_activity_interests: own interest in a published activity with the form can be added" on public.online_activity_interests
  for insert to authenticated
  with check ((select auth.uid()) = user_id
    and exists (select 1 from public.online_activities a where a.id = activity_id and a.is_published and a.show_interest_form));

create policy "online_activity_interests: own interests can be removed" on public.online_activity_interests
  for delete to authenticated using ((select auth.uid()) = user_id);
