-- Demo online activities for the activity guide (issue 22 item 5), embedded databases only
-- (scripts/seed.ts). Fixed ids (00000000-0000-4000-a100-… activities, b100 editions), dates relative to
-- the moment the seed runs: a webinar with an exact date, a course with plain (day) dates, an online
-- meeting that is full, a course that starts directly and an unpublished one. ReumaNL's organiser
-- is Annelies (organization_users), who sees who is interested in the webinar.

create function pg_temp.online_doc(body text) returns jsonb
language sql
immutable
as $$
  select case when body is null or body = '' then null else jsonb_build_object('type', 'doc', 'content', (
    select jsonb_agg(jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', line))) order by n)
    from unnest(string_to_array(body, E'\n')) with ordinality as lines(line, n)
    where line <> ''
  )) end;
$$;

create function pg_temp.online_day(offset_days integer, at_time text) returns timestamptz
language sql
stable
as $$
  select (((now() at time zone 'Europe/Amsterdam')::date + offset_days) + at_time::time) at time zone 'Europe/Amsterdam';
$$;

insert into public.online_activities
  (id, online_activity_type, start_directly, hyperlink, title, slug, description, signup_text, practical_information, picture, show_interest_form, costs, is_published, created, modified)
values
  ('00000000-0000-4000-a100-000000000001', 'Webinar', false, 'https://example.org/webinar/vermoeidheid',
   'Webinar: omgaan met vermoeidheid bij reuma', 'webinar-vermoeidheid-bij-reuma',
   'Een ergotherapeut legt uit hoe je je energie verdeelt over de dag. Je kijkt thuis mee en stelt je vragen in de chat.',
   pg_temp.online_doc('Meld je aan, dan krijg je een dag van tevoren de link per e-mail.
Kun je niet live kijken? Na afloop sturen we je de opname.'),
   pg_temp.online_doc('Je hebt een computer, tablet of telefoon met internet nodig. Een camera is niet nodig.'),
   '/images/activiteiten/samen-bewegen.svg', true, 'Gratis', true, now() - interval '30 days', now() - interval '2 days'),
  ('00000000-0000-4000-a100-000000000002', 'Workout', false, 'https://example.org/online-bewegen',
   'Online stoelgym', 'online-stoelgym',
   'Elke week een half uur rustig bewegen op een stoel, samen met een fysiotherapeut via video.',
   pg_temp.online_doc('Je doet mee vanuit je eigen huiskamer. De fysiotherapeut ziet je als je je camera aanzet en geeft tips.'),
   pg_temp.online_doc('Zet een stevige stoel zonder wieltjes klaar en houd een glas water bij de hand.'),
   null, true, '€ 4 per les', true, now() - interval '25 days', now() - interval '3 days'),
  ('00000000-0000-4000-a100-000000000003', 'Meeting', false, 'https://example.org/jongeren-online',
   'Online ontmoeting voor jongeren met reuma', 'online-ontmoeting-jongeren-met-reuma',
   'Praat met andere jongeren (18–30) over studie, werk en vrije tijd met reuma.',
   pg_temp.online_doc('We praten in kleine groepen van hooguit acht mensen. Er is altijd een gespreksleider.'),
   null, null, false, 'Gratis', true, now() - interval '20 days', now() - interval '4 days'),
  ('00000000-0000-4000-a100-000000000004', 'Other', true, 'https://example.org/cursus-pijn',
   'Online cursus: leven met pijn', 'online-cursus-leven-met-pijn',
   'Zes korte lessen die je in je eigen tempo volgt, wanneer het jou uitkomt.',
   pg_temp.online_doc('Je begint direct na het aanmelden. Elke les duurt ongeveer twintig minuten.'),
   pg_temp.online_doc('Je kunt de cursus op elk moment onderbreken en later verder gaan.'),
   null, true, 'Gratis', true, now() - interval '60 days', now() - interval '10 days'),
  ('00000000-0000-4000-a100-000000000005', 'Lecture', false, 'https://example.org/lezing-voeding',
   'Online lezing: voeding en reuma', 'online-lezing-voeding-en-reuma',
   'Aangemeld door een organisator; nog niet nagekeken door de redactie.',
   null, null, null, false, null, false, now() - interval '1 day', now() - interval '1 day');

insert into public.online_activity_editions
  (id, activity_id, status, signup_url, date_label, location_label, date_kind, plain_date, exact_from, exact_to, created_date)
values
  ('00000000-0000-4000-b100-000000000001', '00000000-0000-4000-a100-000000000001', 'Open', 'https://example.org/webinar/vermoeidheid/aanmelden',
   null, 'Zoom', 'exact', null, pg_temp.online_day(9, '19:30'), pg_temp.online_day(9, '20:30'), now() - interval '30 days'),
  ('00000000-0000-4000-b100-000000000002', '00000000-0000-4000-a100-000000000002', 'Open', 'example.org/online-bewegen/aanmelden',
   null, 'Microsoft Teams', 'plain', ((now() at time zone 'Europe/Amsterdam')::date + 5), null, null, now() - interval '25 days'),
  ('00000000-0000-4000-b100-000000000003', '00000000-0000-4000-a100-000000000002', 'Open', 'example.org/online-bewegen/aanmelden',
   null, 'Microsoft Teams', 'plain', ((now() at time zone 'Europe/Amsterdam')::date + 12), null, null, now() - interval '24 days'),
  ('00000000-0000-4000-b100-000000000004', '00000000-0000-4000-a100-000000000003', 'Full', null,
   null, 'Zoom', 'exact', null, pg_temp.online_day(16, '20:00'), pg_temp.online_day(16, '21:30'), now() - interval '20 days'),
  ('00000000-0000-4000-b100-000000000005', '00000000-0000-4000-a100-000000000004', 'Open', 'https://example.org/cursus-pijn/start',
   'Start wanneer je wilt', 'de leeromgeving van ReumaNL', null, null, null, null, now() - interval '60 days'),
  ('00000000-0000-4000-b100-000000000006', '00000000-0000-4000-a100-000000000005', 'Open', null,
   null, 'Zoom', 'exact', null, pg_temp.online_day(20, '19:00'), pg_temp.online_day(20, '20:00'), now() - interval '1 day');

insert into public.online_activity_images (activity_id, url, alt, position) values
  ('00000000-0000-4000-a100-000000000001', '/images/activiteiten/samen-bewegen.svg', 'Tekening van mensen die samen thuis naar een scherm kijken', 0),
  ('00000000-0000-4000-a100-000000000002', '/images/activiteiten/wandelen.svg', 'Tekening van iemand die rustig beweegt', 0);

insert into public.online_activity_subjects (activity_id, term_number) values
  ('00000000-0000-4000-a100-000000000001', 72005),
  ('00000000-0000-4000-a100-000000000001', 72007),
  ('00000000-0000-4000-a100-000000000002', 72003),
  ('00000000-0000-4000-a100-000000000003', 72007),
  ('00000000-0000-4000-a100-000000000003', 72008),
  ('00000000-0000-4000-a100-000000000004', 72007);

insert into public.online_activity_terms (activity_id, term_number) values
  ('00000000-0000-4000-a100-000000000001', 71001),
  ('00000000-0000-4000-a100-000000000002', 71001),
  ('00000000-0000-4000-a100-000000000004', 71001);

insert into public.online_activity_organizations (activity_id, organization_id) values
  ('00000000-0000-4000-a100-000000000001', '00000000-0000-4000-c000-000000000001'),
  ('00000000-0000-4000-a100-000000000002', '00000000-0000-4000-c000-000000000004'),
  ('00000000-0000-4000-a100-000000000003', '00000000-0000-4000-c000-000000000010'),
  ('00000000-0000-4000-a100-000000000004', '00000000-0000-4000-c000-000000000001'),
  ('00000000-0000-4000-a100-000000000005', '00000000-0000-4000-c000-000000000008');

insert into public.organization_users (organization_id, user_id) values
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-8000-000000000003');

insert into public.online_activity_interests (activity_id, user_id) values
  ('00000000-0000-4000-a100-000000000001', '00000000-0000-4000-8000-000000000004');
