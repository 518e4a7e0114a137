-- Volunteer experts for the embedded defaults (issue 17): the demo volunteer
-- vrijwilliger@demo.reumanl.nl (password ReumaDemo2026) with a completed sign-up, moderator@ as
-- organiser (sees who is interested), and 18 opportunities (open, closed and inactive).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000060', 'authenticated', 'authenticated', 'vrijwilliger@demo.reumanl.nl',
   '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '200 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "Vrijwilliger", "role": "volunteer", "accepted_terms_at": "2025-01-01T10:00:00Z"}',
   now() - interval '200 days', now() - interval '200 days');

update public.profiles set is_volunteer = true where id = '00000000-0000-4000-8000-000000000060';

insert into public.volunteers (profile_id, has_own_transport, is_travelling_by_public_transport, is_able_to_travel_independently, birth_year, region, completed_at, created_at)
values ('00000000-0000-4000-8000-000000000060', false, true, true, 1968, 10, now() - interval '190 days', now() - interval '200 days');
insert into public.volunteer_ability_choices (profile_id, ability_id) values
  ('00000000-0000-4000-8000-000000000060', 101), ('00000000-0000-4000-8000-000000000060', 201), ('00000000-0000-4000-8000-000000000060', 301);
insert into public.volunteer_interest_choices (profile_id, interest_id) values
  ('00000000-0000-4000-8000-000000000060', 1), ('00000000-0000-4000-8000-000000000060', 7);
insert into public.volunteer_form_choices (profile_id, form_id) values
  ('00000000-0000-4000-8000-000000000060', 71001);

insert into public.volunteer_organisers (profile_id) values ('00000000-0000-4000-8000-000000000001');

insert into public.opportunities (slug, title, summary, description, location, region, starts_on, ends_on, status, opened_at, organisation) values
  ('gastles-verpleegkunde-utrecht', 'Gastles aan studenten verpleegkunde', 'Vertel tweedejaars studenten hoe het is om met reuma te leven.',
   'De Hogeschool Utrecht zoekt twee ervaringsdeskundigen voor een gastles van een uur. Je vertelt over je dagelijks leven met reuma en beantwoordt vragen van studenten. Een docent begeleidt het gesprek. Reiskosten worden vergoed.',
   'Utrecht', 10, current_date + 30, current_date + 30, 'open', now() - interval '5 days', 'Hogeschool Utrecht'),
  ('meelezen-folder-jicht', 'Meelezen: nieuwe folder over jicht', 'Lees de nieuwe folder over jicht en geef aan wat onduidelijk is.',
   'We herschrijven onze folder over jicht. Lees thuis de tekst (acht pagina''s) en vul een korte vragenlijst in. Je hebt er ongeveer een uur voor nodig. Je kunt dit volledig vanuit huis doen.',
   'Thuis (online)', null, current_date + 3, current_date + 24, 'open', now() - interval '3 days', 'ReumaNL'),
  ('patientpanel-reumazorg-nijmegen', 'Patiëntenpanel reumazorg', 'Denk mee over de polikliniek reumatologie van het Radboudumc.',
   'Het panel komt vier keer per jaar bij elkaar, op dinsdagmiddag. Samen met zorgverleners bespreek je verbeteringen in de zorg, zoals wachttijden en de informatie bij een eerste afspraak.',
   'Nijmegen', 4, current_date + 45, current_date + 400, 'open', now() - interval '9 days', 'Radboudumc'),
  ('onderzoek-vermoeidheid-app', 'Onderzoek: app tegen vermoeidheid testen', 'Test zes weken een app die helpt bij vermoeidheid.',
   'Onderzoekers van de Universiteit Twente ontwikkelen een app die mensen met reuma helpt hun energie te verdelen. Je gebruikt de app zes weken en vertelt daarna in een interview van 45 minuten wat je ervan vond.',
   'Online en Enschede', 9, current_date + 14, current_date + 60, 'open', now() - interval '2 days', 'Universiteit Twente'),
  ('spreker-reumadag-zwolle', 'Spreker op de regionale reumadag', 'Deel je verhaal in tien minuten op de reumadag in Zwolle.',
   'Op de regionale reumadag komen zo''n tweehonderd bezoekers. We zoeken iemand die in tien minuten vertelt hoe je werk en reuma combineert. We helpen je bij het voorbereiden.',
   'Zwolle', 9, current_date + 60, current_date + 60, 'open', now() - interval '20 days', 'ReumaNL regio Oost'),
  ('adviespanel-medicijnen', 'Adviespanel medicijnen', 'Geef je mening over informatie bij biologische medicijnen.',
   'Een apotheek wil de uitleg bij biologische medicijnen verbeteren. In drie online bijeenkomsten van een uur bespreek je wat je zelf had willen weten toen je begon.',
   'Online', null, current_date + 21, current_date + 80, 'open', now() - interval '1 day', 'Apotheek Zorgplein'),
  ('interview-website-werk', 'Interview voor de website: werken met reuma', 'Vertel in een interview hoe jij werk en reuma combineert.',
   'Onze redactie schrijft een serie over werken met reuma. Het interview duurt ongeveer een uur, bij jou thuis of via video. Je leest het verhaal vooraf en beslist zelf of je naam erbij mag.',
   'Thuis of via video', null, current_date + 7, current_date + 40, 'open', now() - interval '12 days', 'ReumaNL'),
  ('gespreksleider-community-jongeren', 'Gespreksleider jongeren in de community', 'Begeleid gesprekken van jongeren met reuma op ReumaNL.',
   'Je houdt een paar uur per week de gesprekken in de groep voor jongeren bij, verwelkomt nieuwe deelnemers en helpt als iemand een vraag heeft. Je krijgt een training van drie avonden.',
   'Online', null, current_date + 10, null, 'open', now() - interval '30 days', 'ReumaNL'),
  ('telefonisch-lotgenotencontact-brabant', 'Telefonisch lotgenotencontact', 'Sta mensen met vragen over reuma telefonisch te woord.',
   'Mensen die net horen dat ze reuma hebben willen vaak praten met iemand die het zelf kent. Je belt op momenten die jou passen, ongeveer twee keer per maand.',
   'Noord-Brabant (vanuit huis)', 7, current_date + 5, null, 'open', now() - interval '15 days', 'ReumaNL regio Zuid'),
  ('vragenlijst-testen-kwaliteit-van-leven', 'Vragenlijst testen: kwaliteit van leven', 'Vul een nieuwe vragenlijst in en vertel wat er beter kan.',
   'Het Sint Maartenskliniek test een vragenlijst over kwaliteit van leven. Je vult de lijst in en bespreekt daarna een half uur met een onderzoeker welke vragen lastig waren.',
   'Ubbergen of online', 4, current_date + 12, current_date + 50, 'open', now() - interval '6 days', 'Sint Maartenskliniek'),
  ('patientpartner-onderzoek-artrose', 'Patiëntpartner in onderzoek naar artrose', 'Denk twee jaar mee in een onderzoek naar beweegprogramma''s.',
   'Als patiëntpartner lees je de plannen van de onderzoekers, denk je mee over de uitnodigingen voor deelnemers en ben je bij vier overleggen per jaar. Je krijgt een vrijwilligersvergoeding.',
   'Leiden', 12, current_date + 90, current_date + 820, 'open', now() - interval '4 days', 'LUMC'),
  ('bijeenkomst-organiseren-groningen', 'Een lotgenotenbijeenkomst organiseren', 'Organiseer samen met ons een koffieochtend voor mensen met reuma.',
   'We zoeken iemand in Groningen die een koffieochtend wil organiseren: een ruimte regelen, de uitnodiging helpen schrijven en op de dag zelf gastvrouw of gastheer zijn.',
   'Groningen', 5, current_date + 40, current_date + 40, 'open', now() - interval '8 days', 'ReumaNL regio Noord'),
  ('gastles-fysiotherapie-amsterdam', 'Gastles fysiotherapie', 'Vertel studenten fysiotherapie wat bewegen met reuma voor jou betekent.',
   'De opleiding fysiotherapie in Amsterdam zoekt iemand die samen met een docent een les van twee uur verzorgt. Studenten oefenen ook een intakegesprek met je.',
   'Amsterdam', 8, current_date - 20, current_date - 20, 'closed', now() - interval '70 days', 'Hogeschool van Amsterdam'),
  ('meelezen-website-zwangerschap', 'Meelezen: website over zwangerschap en reuma', 'Lees teksten over kinderwens en zwangerschap met reuma.',
   'De teksten zijn geschreven met gynaecologen en reumatologen. We willen weten of ze begrijpelijk zijn en of er iets mist.',
   'Thuis (online)', null, current_date - 40, current_date - 10, 'closed', now() - interval '60 days', 'ReumaNL'),
  ('focusgroep-zorgverzekering', 'Focusgroep zorgverzekering en eigen risico', 'Praat mee over de kosten van zorg bij reuma.',
   'In een focusgroep van twee uur bespreek je met zes anderen welke kosten je hebt door reuma en hoe je die betaalt. De uitkomsten gebruiken we in gesprekken met zorgverzekeraars.',
   'Den Haag', 12, current_date - 5, current_date - 5, 'closed', now() - interval '45 days', 'ReumaNL'),
  ('spreker-congres-reumatologie', 'Spreker op het congres reumatologie', 'Open het congres met je ervaringsverhaal.',
   'Het najaarscongres voor reumatologen opent met een ervaringsverhaal van vijf minuten. Deze vraag is ingetrokken omdat het programma is gewijzigd.',
   'Arnhem', 4, current_date + 100, current_date + 100, 'inactive', now() - interval '25 days', 'Nederlandse Vereniging voor Reumatologie'),
  ('video-ervaringsverhaal-bewegen', 'Video-opname: bewegen met reuma', 'Laat in een korte video zien hoe jij in beweging blijft.',
   'Een filmploeg neemt een video van drie minuten op bij jou in de buurt, bijvoorbeeld tijdens het wandelen of zwemmen. Je bekijkt de video voordat hij online komt.',
   'Zeeland', 11, current_date + 35, current_date + 35, 'open', now() - interval '40 days', 'ReumaNL'),
  ('digitaal-spreekuur-testen', 'Digitaal spreekuur testen', 'Probeer een nieuw digitaal spreekuur met de reumaverpleegkundige.',
   'Een ziekenhuis in Limburg test videobellen met de reumaverpleegkundige. Je doet een proefgesprek van twintig minuten en geeft daarna feedback.',
   'Maastricht of online', 6, current_date + 18, current_date + 45, 'open', now() - interval '10 days', 'Maastricht UMC+');

insert into public.opportunity_abilities (opportunity_id, ability_id)
select o.id, a.ability_id
from public.opportunities o
join (values
  ('gastles-verpleegkunde-utrecht', 102), ('gastles-verpleegkunde-utrecht', 101),
  ('meelezen-folder-jicht', 201),
  ('patientpanel-reumazorg-nijmegen', 202), ('patientpanel-reumazorg-nijmegen', 203),
  ('onderzoek-vermoeidheid-app', 301), ('onderzoek-vermoeidheid-app', 303),
  ('spreker-reumadag-zwolle', 103),
  ('adviespanel-medicijnen', 203),
  ('interview-website-werk', 104),
  ('gespreksleider-community-jongeren', 401),
  ('telefonisch-lotgenotencontact-brabant', 402),
  ('vragenlijst-testen-kwaliteit-van-leven', 303),
  ('patientpartner-onderzoek-artrose', 302),
  ('bijeenkomst-organiseren-groningen', 403),
  ('gastles-fysiotherapie-amsterdam', 102),
  ('meelezen-website-zwangerschap', 201),
  ('focusgroep-zorgverzekering', 202),
  ('spreker-congres-reumatologie', 103),
  ('video-ervaringsverhaal-bewegen', 104),
  ('digitaal-spreekuur-testen', 303), ('digitaal-spreekuur-testen', 202)
) as a (slug, ability_id) on a.slug = o.slug;

insert into public.opportunity_interests (opportunity_id, profile_id, created_at)
select id, '00000000-0000-4000-8000-000000000060', now() - interval '2 days'
from public.opportunities where slug in ('meelezen-folder-jicht', 'gastles-fysiotherapie-amsterdam');
