-- The expert reaction form (spec 000 §5, §8; issue 37 row 6; decision 415): a volunteer expert's
-- reaction to a question (an opportunity) for its organisation, one per volunteer and question,
-- with when the volunteer accepted the terms. Reacting also signs the volunteer up (an
-- opportunity_interests row); withdrawing deletes the reaction. RLS as a second fence: the service
-- (functions/_community/volunteers/reactions.ts) checks the rules itself.
create table public.opportunity_reactions (
  opportunity_id integer not null references public.opportunities (id) on delete cascade,
  profile_id uuid not null references public.volunteers (profile_id) on delete cascade,
  body text not null,
  accepted_terms_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (opportunity_id, profile_id),
  constraint opportunity_reactions_body check (char_length(body) between 1 and 4000)
);
comment on table public.opportunity_reactions is 'A volunteer expert''s reaction to a question (opportunity), read by its organisers; accepted_terms_at records the accepted terms.';
create index opportunity_reactions_profile on public.opportunity_reactions (profile_id);
create trigger opportunity_reactions_updated_at before update on public.opportunity_reactions
  for each row execute function public.set_updated_at();

alter table public.opportunity_reactions enable row level security;
revoke all on table public.opportunity_reactions from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.opportunity_reactions to service_role;
grant select, insert, update, delete on table public.opportunity_reactions to authenticated;

create policy "opportunity reactions: own rows, organisers read all" on public.opportunity_reactions
  for select to authenticated
  using ((select auth.uid()) = profile_id or (select public.is_volunteer_organiser()));
create policy "opportunity reactions: completed volunteers on open questions" on public.opportunity_reactions
  for insert to authenticated
  with check ((select auth.uid()) = profile_id and (select public.is_completed_volunteer())
    and exists (select 1 from public.opportunities o where o.id = opportunity_id and o.status = 'open'));
create policy "opportunity reactions: change own on open questions" on public.opportunity_reactions
  for update to authenticated
  using ((select auth.uid()) = profile_id
    and exists (select 1 from public.opportunities o where o.id = opportunity_id and o.status = 'open'))
  with check ((select auth.uid()) = profile_id);
create policy "opportunity reactions: withdraw own on open questions" on public.opportunity_reactions
  for delete to authenticated
  using ((select auth.uid()) = profile_id
    and exists (select 1 from public.opportunities o where o.id = opportunity_id and o.status = 'open'));
