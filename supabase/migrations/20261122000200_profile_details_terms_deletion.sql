-- Profile details, consent, lookup terms, moderators and account deletion requests (issue 4 items
-- 5-7). RLS on every table, explicit grants (Supabase's broad defaults revoked first).
--
-- Rule for every later community table (conversations, reactions, ...): the author column is
--   author_id uuid references public.profiles (id) on delete set null
-- so that deleting an account keeps the contribution, without anything that identifies the person;
-- presenters show authorLabel() (src/domain/author.ts): "een deelnemer van ReumaNL" when it is null.
-- Private data of a person (stories, private messages, contact links, bookmarks) references the
-- profile with `on delete cascade` instead, and goes with the account.

-- Lookup terms ----------------------------------------------------------------------------------
create table public.terms (
  term_number integer primary key,
  vocabulary text not null,
  name text not null,
  short_name text,
  weight integer not null default 0,
  constraint terms_vocabulary_check check (vocabulary in ('relationship_with', 'treatments'))
);

comment on table public.terms is 'Lookup terms served by /api/v1/custom_term (same rows as src/domain/lookups).';
create index terms_vocabulary_idx on public.terms (vocabulary, weight);
create index terms_name_lower_idx on public.terms (lower(name));

alter table public.terms enable row level security;
revoke all on table public.terms from public, anon, authenticated, service_role;
grant select on table public.terms to anon, authenticated;
grant select, insert, update, delete on table public.terms to service_role;
create policy "terms: readable by everyone" on public.terms for select to anon, authenticated using (true);

insert into public.terms (term_number, vocabulary, name, short_name, weight) values
  (70509, 'relationship_with', 'Ik heb zelf reuma', 'Zelf reuma', 1),
  (70510, 'relationship_with', 'Mijn partner heeft reuma', 'Partner', 2),
  (70511, 'relationship_with', 'Mijn kind heeft reuma (ik ben ouder)', 'Ouder', 3),
  (70512, 'relationship_with', 'Iemand in mijn omgeving heeft reuma', 'Omgeving', 4),
  (70513, 'relationship_with', 'Ik heb met reuma te maken via werk of vrijwilligerswerk', 'Werk of vrijwilliger', 5),
  (70514, 'relationship_with', 'Ik had vroeger reuma', 'Vroeger', 6),
  (70515, 'relationship_with', 'Ik ben niet direct betrokken', 'Niet direct betrokken', 7),
  (70516, 'relationship_with', 'Dit wil ik niet delen', 'Niet gedeeld', 8),
  (71001, 'treatments', 'Reumatoïde artritis', null, 1),
  (71002, 'treatments', 'Artrose', null, 2),
  (71003, 'treatments', 'Jicht', null, 3),
  (71004, 'treatments', 'Pseudojicht (CPPD)', null, 4),
  (71005, 'treatments', 'Axiale spondyloartritis (ziekte van Bechterew)', null, 5),
  (71006, 'treatments', 'Perifere spondyloartritis', null, 6),
  (71007, 'treatments', 'Artritis psoriatica', null, 7),
  (71008, 'treatments', 'Reactieve artritis', null, 8),
  (71009, 'treatments', 'Jeugdreuma (juveniele idiopathische artritis)', null, 9),
  (71010, 'treatments', 'Systemische lupus erythematodes (SLE)', null, 10),
  (71011, 'treatments', 'Syndroom van Sjögren', null, 11),
  (71012, 'treatments', 'Systemische sclerose (sclerodermie)', null, 12),
  (71013, 'treatments', 'Polymyalgia rheumatica', null, 13),
  (71014, 'treatments', 'Reuscelarteriitis (arteriitis temporalis)', null, 14),
  (71015, 'treatments', 'Vasculitis', null, 15),
  (71016, 'treatments', 'Granulomatose met polyangiitis (GPA)', null, 16),
  (71017, 'treatments', 'Ziekte van Behçet', null, 17),
  (71018, 'treatments', 'Myositis', null, 18),
  (71019, 'treatments', 'Dermatomyositis', null, 19),
  (71020, 'treatments', 'Mixed connective tissue disease (MCTD)', null, 20),
  (71021, 'treatments', 'Antifosfolipidensyndroom', null, 21),
  (71022, 'treatments', 'Fibromyalgie', null, 22),
  (71023, 'treatments', 'Osteoporose', null, 23),
  (71024, 'treatments', 'Ziekte van Paget', null, 24),
  (71025, 'treatments', 'Hypermobiliteit (hypermobiliteitssyndroom)', null, 25),
  (71026, 'treatments', 'Ehlers-Danlos-syndroom', null, 26),
  (71027, 'treatments', 'Carpaletunnelsyndroom', null, 27),
  (71028, 'treatments', 'Tendinitis en bursitis', null, 28),
  (71029, 'treatments', 'Frozen shoulder', null, 29),
  (71030, 'treatments', 'Ziekte van Dupuytren', null, 30),
  (71031, 'treatments', 'Artritis bij de ziekte van Crohn of colitis ulcerosa', null, 31),
  (71032, 'treatments', 'Sarcoïdose', null, 32),
  (71033, 'treatments', 'Ziekte van Still', null, 33),
  (71034, 'treatments', 'Auto-inflammatoire ziekte (periodieke koorts)', null, 34),
  (71035, 'treatments', 'Chronische pijn aan het bewegingsapparaat', null, 35),
  (71036, 'treatments', 'Nog geen diagnose', null, 36),
  (71037, 'treatments', 'Andere vorm', null, 37);

-- Profile details ---------------------------------------------------------------------------------
-- One row per profile, created on the first save. Health fields (relation_term, forms, phase) may
-- only hold values while consent_given_at is set (checked constraint below, and by the service).
create table public.profile_details (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  gender smallint not null default 0,
  birth_year integer,
  biography text not null default '',
  postcode text,
  house_number integer,
  latitude double precision,
  longitude double precision,
  relation_term integer references public.terms (term_number),
  forms integer[] not null default '{}',
  phase text,
  interests text[] not null default '{}',
  photo_path text,
  consent_given_at timestamptz,
  consent_location text,
  updated_at timestamptz not null default now(),
  constraint profile_details_gender_check check (gender in (0, 1, 2)),
  constraint profile_details_birth_year_check check (birth_year is null or birth_year between 1900 and 2100),
  constraint profile_details_biography_length check (char_length(biography) <= 2000),
  constraint profile_details_postcode_format check (postcode is null or postcode ~ '^[1-9][0-9]{3}[A-Z]{2}$'),
  constraint profile_details_address_pair check ((postcode is null) = (house_number is null)),
  constraint profile_details_health_needs_consent check (
    consent_given_at is not null or (relation_term is null and cardinality(forms) = 0 and phase is null)
  )
);

comment on table public.profile_details is 'Profile fields of spec 000 §2; health fields only with consent.';
comment on column public.profile_details.photo_path is 'Path in the avatars bucket of the storage adapter.';

alter table public.profile_details enable row level security;
revoke all on table public.profile_details from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.profile_details to authenticated;
grant select, insert, update, delete on table public.profile_details to service_role;

create policy "profile_details: own row is readable" on public.profile_details
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "profile_details: own row is insertable" on public.profile_details
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "profile_details: own row is updatable" on public.profile_details
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "profile_details: own row is deletable" on public.profile_details
  for delete to authenticated using ((select auth.uid()) = user_id);

create trigger profile_details_set_updated_at
  before update on public.profile_details
  for each row execute function public.set_updated_at();

-- Moderators (minimal: the conversations issue adds groups and powers) ---------------------------
create table public.moderators (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.moderators is 'Participants who moderate conversations (shown on teasers: public knowledge).';

alter table public.moderators enable row level security;
revoke all on table public.moderators from public, anon, authenticated, service_role;
grant select on table public.moderators to anon, authenticated;
grant select, insert, update, delete on table public.moderators to service_role;
create policy "moderators: readable by everyone" on public.moderators for select to anon, authenticated using (true);

-- Account deletion requests -----------------------------------------------------------------------
-- The mailed link holds a random token; only its SHA-256 is kept, with the expiry.
create table app_private.deletion_requests (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint deletion_requests_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$')
);

create index deletion_requests_user_id_idx on app_private.deletion_requests (user_id);

alter table app_private.deletion_requests enable row level security;
revoke all on table app_private.deletion_requests from public, anon, authenticated;
grant select, insert, update, delete on table app_private.deletion_requests to service_role;
