-- Account settings (issue 4): profile visibility and e-mail notification switches on the profile,
-- the notifications a participant receives, and the partner organisations (affiliates) a
-- participant may allow to contact them. RLS is enabled on every new table and every grant is
-- explicit, as in 20261121230500.

-- Settings on the profile -------------------------------------------------------------------------
-- marketing_emails (the newsletter) exists already.
alter table public.profiles
  add column profile_public boolean not null default false,
  add column email_notifications boolean not null default true;

comment on column public.profiles.profile_public is 'Profile and stories visible to visitors (true) or only to logged-in participants (false, the default: spec 000 §1).';
comment on column public.profiles.email_notifications is 'Whether the participant receives e-mails about new activity (reactions, messages).';

-- A participant switches these three through the API (RLS "own row is updatable" applies).
-- The username is changed by the service as service_role after its own checks, never granted.
grant update (profile_public, email_notifications) on table public.profiles to authenticated;

-- Notifications -----------------------------------------------------------------------------------
-- Other features insert rows (as service_role) when something happens for a participant; the
-- participant reads them and marks them read.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  body text not null,
  link text,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_kind_format check (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  constraint notifications_body_length check (char_length(body) between 1 and 1000),
  constraint notifications_link_relative check (link is null or (link ~ '^/[^/\\]' or link = '/'))
);

comment on table public.notifications is 'Messages for one participant (new reaction, contact request, ...); body is Dutch text ready to show, link a same-site path.';

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);

alter table public.notifications enable row level security;
revoke all on table public.notifications from public, anon, authenticated, service_role;
grant select on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;
grant select, insert, update, delete on table public.notifications to service_role;

create policy "notifications: own rows are readable" on public.notifications
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "notifications: own rows can be marked read" on public.notifications
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

-- Affiliates (partner organisations) and consent ----------------------------------------------------
create table public.affiliates (
  id integer primary key,
  slug text not null unique,
  name text not null,
  description text not null,
  url text not null,
  sort_order integer not null default 0,
  active boolean not null default true,
  constraint affiliates_slug_format check (slug ~ '^[a-z0-9-]{2,60}$'),
  constraint affiliates_url_https check (url ~ '^https://')
);

comment on table public.affiliates is 'Partner organisations a participant may allow to inform them (affiliate consent in the settings).';

alter table public.affiliates enable row level security;
revoke all on table public.affiliates from public, anon, authenticated, service_role;
grant select on table public.affiliates to anon, authenticated;
grant select, insert, update, delete on table public.affiliates to service_role;

create policy "affiliates: active ones are readable" on public.affiliates
  for select to anon, authenticated
  using (active);

create table public.affiliate_consents (
  user_id uuid not null references auth.users (id) on delete cascade,
  affiliate_id integer not null references public.affiliates (id) on delete cascade,
  consented_at timestamptz not null default now(),
  primary key (user_id, affiliate_id)
);

comment on table public.affiliate_consents is 'Which partner organisations a participant allows to inform them; one row per consent, deleted when withdrawn.';

alter table public.affiliate_consents enable row level security;
revoke all on table public.affiliate_consents from public, anon, authenticated, service_role;
grant select, insert, delete on table public.affiliate_consents to authenticated;
grant select, insert, update, delete on table public.affiliate_consents to service_role;

create policy "affiliate_consents: own rows are readable" on public.affiliate_consents
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "affiliate_consents: own rows can be added" on public.affiliate_consents
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "affiliate_consents: own rows can be removed" on public.affiliate_consents
  for delete to authenticated
  using ((select auth.uid()) = user_id);

insert into public.affiliates (id, slug, name, description, url, sort_order) values
  (1, 'reumafonds', 'ReumaNederland', 'Het fonds dat onderzoek naar reuma steunt en voorlichting geeft.', 'https://reumanederland.nl', 10),
  (2, 'nvle', 'Nationale Vereniging LE Patiënten', 'Vereniging voor mensen met lupus, APS, sclerodermie en MCTD.', 'https://www.nvle.org', 20),
  (3, 'bechterew', 'Bechterew Patiëntenvereniging', 'Vereniging voor mensen met de ziekte van Bechterew (axiale spondyloartritis).', 'https://www.bechterew.nl', 30),
  (4, 'fibromyalgie', 'Fibromyalgie en Samenleving', 'Vereniging voor mensen met fibromyalgie en hun naasten.', 'https://www.fesfibromyalgie.nl', 40);
