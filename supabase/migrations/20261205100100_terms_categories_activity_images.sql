-- Spec 001 §3.4 "Terms and categories" and the physical activities' images (issue 38, decision 391).
--
-- Term: CreatedDate, Description and Notes beside TermNumber and Name. Category: Id, CreatedDate,
-- Code, Name, Source, linked to terms (a term may sit in several). The existing vocabularies
-- become the first categories, each term linked to its own. PhysicalActivity links to images, as
-- the online activities already do (public.online_activity_images).

-- Terms ---------------------------------------------------------------------------------------------
alter table public.terms
  add column description text not null default '',
  add column notes text not null default '',
  add column created_at timestamptz not null default now(),
  add constraint terms_description_length check (char_length(description) <= 2000),
  add constraint terms_notes_length check (char_length(notes) <= 2000);

comment on column public.terms.notes is 'Editors'' notes on the term (spec 001 §3.4 Term.Notes); not shown to readers.';

-- Notes are for the editors: the API roles read every column of a term but this one.
revoke select on table public.terms from anon, authenticated;
grant select (term_number, vocabulary, name, short_name, weight, description, created_at) on table public.terms to anon, authenticated;

-- Categories ----------------------------------------------------------------------------------------
create table public.categories (
  id bigint generated always as identity primary key,
  code text not null,
  name text not null,
  source text not null default 'ReumaNL',
  created_at timestamptz not null default now(),
  constraint categories_code_format check (code ~ '^[a-z][a-z_]{1,39}$'),
  constraint categories_name_length check (char_length(name) between 1 and 200),
  constraint categories_source_length check (char_length(source) between 1 and 200)
);

comment on table public.categories is 'Categories of terms (spec 001 §3.4 Category: Id, CreatedDate, Code, Name, Source).';

create unique index categories_code_key on public.categories (code);

create table public.term_categories (
  term_number integer not null references public.terms (term_number) on delete cascade,
  category_id bigint not null references public.categories (id) on delete cascade,
  primary key (term_number, category_id)
);

comment on table public.term_categories is 'Link term–category (spec 001 §3.4: a term''s categories).';

create index term_categories_category_idx on public.term_categories (category_id, term_number);

insert into public.categories (code, name)
select vocabulary,
  case vocabulary
    when 'relationship_with' then 'Relatie tot reuma'
    when 'treatments' then 'Diagnoses'
    when 'topics' then 'Onderwerpen'
    else initcap(replace(vocabulary, '_', ' '))
  end
from (select distinct vocabulary from public.terms) v
order by vocabulary;

insert into public.term_categories (term_number, category_id)
select t.term_number, c.id from public.terms t join public.categories c on c.code = t.vocabulary;

alter table public.categories enable row level security;
alter table public.term_categories enable row level security;
revoke all on table public.categories, public.term_categories from public, anon, authenticated, service_role;
grant select on table public.categories, public.term_categories to anon, authenticated;
grant select, insert, update, delete on table public.categories, public.term_categories to service_role;
create policy "categories: readable by everyone" on public.categories for select to anon, authenticated using (true);
create policy "term_categories: readable by everyone" on public.term_categories for select to anon, authenticated using (true);

-- Images of physical activities ---------------------------------------------------------------------
create table public.physical_activity_images (
  id uuid primary key default gen_random_uuid(),
  activity_id uuid not null references public.physical_activities (id) on delete cascade,
  url text not null,
  alt text not null default '',
  position smallint not null default 0,
  constraint physical_activity_images_url_format check (url ~ '^(/[^/\\]|https://)' and char_length(url) <= 500),
  constraint physical_activity_images_alt_length check (char_length(alt) <= 300)
);

comment on table public.physical_activity_images is 'Link activity–image (spec 001 §3.4): the pictures of a physical activity, in position order, each with its alt text.';

create index physical_activity_images_activity_idx on public.physical_activity_images (activity_id, position);

alter table public.physical_activity_images enable row level security;
revoke all on table public.physical_activity_images from public, anon, authenticated, service_role;
grant select on table public.physical_activity_images to anon, authenticated;
grant select, insert, update, delete on table public.physical_activity_images to service_role;

create policy "physical_activity_images: images of published activities are readable" on public.physical_activity_images
  for select to anon, authenticated
  using (exists (select 1 from public.physical_activities a where a.id = activity_id and a.is_published));
