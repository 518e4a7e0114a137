-- Demo groups and conversations (issue 5), embedded databases only (scripts/seed.ts). Authors are
-- the demo accounts of 00_participants.sql (00000000-0000-4000-8000-0000000000NN: 01 Moderator and
-- 02 Gespreksleider are platform moderators; 03 Annelies .. 14 Lotte are participants). Dates are
-- relative to the moment the seed runs. There are 10 groups with terms and group moderators,
-- public and participants-only conversations, a sticky and a closed one, reactions with quotes and
-- formatting, likes, follows, one reaction hidden by a moderator and one open report in the queue.

-- One paragraph per line: the ProseMirror (Tiptap) document of a plain text.
create function pg_temp.forum_doc(body text) returns jsonb
language sql
immutable
as $$
  select jsonb_build_object('type', 'doc', 'content', (
    select jsonb_agg(jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', line))) order by n)
    from unnest(string_to_array(body, E'\n')) with ordinality as lines(line, n)
    where line <> ''
  ));
$$;

-- The Description of a conversation: the text on one line, at most 300 characters.
create function pg_temp.forum_excerpt(body text) returns text
language sql
immutable
as $$
  select case when char_length(t) <= 300 then t else left(t, 299) || '…' end
  from (select btrim(regexp_replace(body, '\s+', ' ', 'g')) as t) s;
$$;

-- The demo account 00000000-0000-4000-8000-0000000000NN.
create function pg_temp.demo(n integer) returns uuid
language sql
immutable
as $$
  select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid;
$$;

-- Groups ----------------------------------------------------------------------------------------
insert into public.groups (id, slug, title, description, introduction, visible, weight, created_at) values
  (1, 'kennismaken', 'Kennismaken', 'Nieuw hier? Stel je voor en maak kennis met andere deelnemers.',
   'Welkom bij ReumaNL! In deze groep stel je je voor en lees je wie er nog meer meedoet. Vertel zoveel of zo weinig als je wilt.', true, 1, now() - interval '400 days'),
  (2, 'pijn-en-vermoeidheid', 'Pijn en vermoeidheid', 'Omgaan met pijn, moeheid en slecht slapen.',
   'Pijn en vermoeidheid horen voor veel mensen bij reuma. Hier deel je wat jou helpt, en waar je tegenaan loopt.', true, 2, now() - interval '400 days'),
  (3, 'reuma-en-werk', 'Reuma en werk', 'Werken met reuma: je werkgever, aanpassingen en re-integratie.',
   'Hoe combineer je werk met reuma? Praat mee over gesprekken met je werkgever, aanpassingen op de werkplek en re-integratie.', true, 3, now() - interval '390 days'),
  (4, 'medicijnen-en-behandeling', 'Medicijnen en behandeling', 'Ervaringen met medicijnen, bijwerkingen en behandelingen.',
   'Deel je ervaringen met medicijnen en behandelingen. Let op: dit is geen medisch advies. Bespreek veranderingen altijd met je arts.', true, 4, now() - interval '390 days'),
  (5, 'bewegen-en-sport', 'Bewegen en sport', 'Zwemmen, fietsen, yoga of fysiotherapie: bewegen met reuma.',
   'Bewegen is goed voor je gewrichten, maar hoe vind je wat bij je past? Hier wisselen deelnemers tips en ervaringen uit.', true, 5, now() - interval '380 days'),
  (6, 'voeding-en-leefstijl', 'Voeding en leefstijl', 'Eten, gewicht, roken en alcohol: wat doet het met je klachten?',
   'Heeft wat je eet invloed op je klachten? Deel recepten, ervaringen en vragen over leefstijl.', true, 6, now() - interval '370 days'),
  (7, 'jong-met-reuma', 'Jong met reuma', 'Voor deelnemers tot 30 jaar: studie, uitgaan en de toekomst.',
   'Jong zijn met reuma is anders. Hier praat je met leeftijdgenoten over school, studie, werk, uitgaan en relaties.', true, 7, now() - interval '360 days'),
  (8, 'relaties-en-gezin', 'Relaties en gezin', 'Reuma in je relatie en je gezin.',
   'Hoe praat je met je partner of kinderen over reuma? In deze groep is ruimte voor persoonlijke verhalen; veel gesprekken zijn alleen voor deelnemers.', true, 8, now() - interval '350 days'),
  (9, 'voor-naasten', 'Voor naasten', 'Voor partners, ouders en mantelzorgers van iemand met reuma.',
   'Ben je partner, ouder of mantelzorger van iemand met reuma? Hier deel je je ervaringen met anderen in dezelfde situatie.', true, 9, now() - interval '340 days'),
  (10, 'fibromyalgie', 'Fibromyalgie', 'Leven met fibromyalgie: herkenning, diagnose en omgaan met klachten.',
   'Fibromyalgie is vaak onzichtbaar voor anderen. Hier vind je herkenning en tips van mensen die weten hoe het is.', true, 10, now() - interval '330 days');

select setval(pg_get_serial_sequence('public.groups', 'id'), (select max(id) from public.groups));

insert into public.group_terms (id, group_id, term_number, name, weight) values
  (1, 1, 80101, 'Voorstellen', 1), (2, 1, 80102, 'Vragen over de site', 2),
  (3, 2, 80201, 'Pijn', 1), (4, 2, 80202, 'Vermoeidheid', 2), (5, 2, 80203, 'Slaap', 3), (6, 2, 80204, 'Ontspanning', 4),
  (7, 3, 80301, 'Werkgever', 1), (8, 3, 80302, 'Re-integratie', 2), (9, 3, 80303, 'Parttime werken', 3), (10, 3, 80304, 'Arbeidsongeschiktheid', 4),
  (11, 4, 80401, 'Biologicals', 1), (12, 4, 80402, 'Methotrexaat', 2), (13, 4, 80403, 'Bijwerkingen', 3), (14, 4, 80404, 'Prednison', 4),
  (15, 5, 80501, 'Zwemmen', 1), (16, 5, 80502, 'Fietsen', 2), (17, 5, 80503, 'Fysiotherapie', 3), (18, 5, 80504, 'Yoga', 4),
  (19, 6, 80601, 'Ontstekingsremmend eten', 1), (20, 6, 80602, 'Gewicht', 2), (21, 6, 80603, 'Roken en alcohol', 3),
  (22, 7, 80701, 'Studie', 1), (23, 7, 80702, 'Uitgaan', 2), (24, 7, 80703, 'Toekomst', 3),
  (25, 8, 80801, 'Partner', 1), (26, 8, 80802, 'Kinderen', 2), (27, 8, 80803, 'Intimiteit', 3),
  (28, 9, 80901, 'Mantelzorg', 1), (29, 9, 80902, 'Partner van', 2), (30, 9, 80903, 'Ouder van', 3),
  (31, 10, 81001, 'Diagnose', 1), (32, 10, 81002, 'Vermoeidheid', 2), (33, 10, 81003, 'Omgaan met klachten', 3);

select setval(pg_get_serial_sequence('public.group_terms', 'id'), (select max(id) from public.group_terms));

-- Gespreksleider (02) leads six groups; Annelies (03) two, Karin (13) "Voor naasten", Fatima (08) "Fibromyalgie".
insert into public.group_moderators (group_id, user_id, created_at) values
  (1, pg_temp.demo(2), now() - interval '300 days'),
  (2, pg_temp.demo(2), now() - interval '300 days'),
  (3, pg_temp.demo(2), now() - interval '300 days'),
  (4, pg_temp.demo(2), now() - interval '300 days'),
  (5, pg_temp.demo(2), now() - interval '300 days'),
  (6, pg_temp.demo(2), now() - interval '300 days'),
  (7, pg_temp.demo(3), now() - interval '200 days'),
  (8, pg_temp.demo(3), now() - interval '200 days'),
  (9, pg_temp.demo(13), now() - interval '100 days'),
  (10, pg_temp.demo(8), now() - interval '90 days');

-- Conversations ---------------------------------------------------------------------------------
-- (id, group, author, slug, title, text, visibility, sticky, closed, days ago created)
insert into public.conversations (id, group_id, author_id, slug, title, body, description, visibility, sticky, closed, created_at, last_activity_at)
select id, group_id, pg_temp.demo(author), slug, title, pg_temp.forum_doc(body), pg_temp.forum_excerpt(body), visibility, sticky, closed,
       now() - make_interval(days => days_ago), now() - make_interval(days => days_ago)
from (values
  (1, 1, 1, 'welkom-stel-je-hier-voor', 'Welkom! Stel je hier voor',
   E'Fijn dat je er bent! Vertel in een paar zinnen wie je bent en wat je hier zoekt.\nJe hoeft niets over je gezondheid te delen als je dat niet wilt. Lees ook even de huisregels.',
   'public', true, false, 120),
  (2, 1, 4, 'hallo-ik-ben-bram', 'Hallo, ik ben Bram',
   E'Ik ben Bram, 47 jaar, en sinds vorig jaar weet ik dat ik de ziekte van Bechterew heb.\nIk zoek vooral mensen die weten hoe het is om met rugpijn wakker te worden.',
   'public', false, false, 60),
  (3, 2, 5, 'moe-na-een-gewone-werkdag', 'Moe na een gewone werkdag',
   E'Na een gewone werkdag ben ik zo moe dat ik om acht uur op de bank in slaap val.\nHerkennen jullie dat? En wat helpt jullie om de avond nog een beetje te kunnen gebruiken?',
   'public', false, false, 45),
  (4, 2, 7, 'slecht-slapen-door-pijn', 'Slecht slapen door pijn in mijn handen',
   E'Ik word elke nacht twee of drie keer wakker van pijn in mijn handen.\nIk heb al spalkjes geprobeerd. Wie heeft nog andere tips?',
   'public', false, false, 30),
  (5, 2, 2, 'huisregels-in-deze-groep', 'Lees dit eerst: zo houden we het hier prettig',
   E'In deze groep delen we ervaringen, geen medisch advies. Wees vriendelijk, ook als je het ergens niet mee eens bent.\nZie je een reactie die niet door de beugel kan? Meld hem dan met de knop onder de reactie.',
   'public', true, false, 200),
  (6, 3, 6, 'vertellen-aan-mijn-werkgever', 'Wanneer vertel je het aan je werkgever?',
   E'Ik heb een nieuwe baan en twijfel of ik mijn werkgever moet vertellen dat ik reumatoïde artritis heb.\nHoe hebben jullie dat aangepakt?',
   'public', false, false, 25),
  (7, 3, 9, 'ervaringen-met-re-integratie', 'Ervaringen met re-integratie na lange uitval',
   E'Na een half jaar thuis begin ik volgende maand weer, eerst twee ochtenden per week.\nIk ben best zenuwachtig. Wat waren jullie ervaringen met de bedrijfsarts?',
   'participants', false, false, 20),
  (8, 4, 8, 'methotrexaat-en-misselijkheid', 'Methotrexaat en misselijkheid',
   E'Sinds ik methotrexaat gebruik ben ik de dag erna erg misselijk.\nMijn reumatoloog wil eerst afwachten. Hoe lang duurde het bij jullie voordat het beter werd?',
   'public', false, false, 15),
  (9, 4, 10, 'overstappen-op-een-biological', 'Overstappen op een biological: wat kan ik verwachten?',
   E'Volgende week begin ik met een biological via een injectiepen.\nIk vind het spannend om mezelf te prikken. Wie wil zijn ervaring delen?',
   'public', false, false, 10),
  (10, 5, 11, 'zwemmen-in-warm-water', 'Zwemmen in warm water',
   E'Ik zwem twee keer per week in een therapiebad van 32 graden en merk dat mijn gewrichten soepeler worden.\nWeet iemand een goed bad in de buurt van Utrecht?',
   'public', false, false, 12),
  (11, 5, 12, 'fietsen-met-pijnlijke-knieen', 'Fietsen met pijnlijke knieën',
   E'Ik fiets graag, maar na tien kilometer doen mijn knieën pijn. Helpt een e-bike echt?',
   'public', false, true, 90),
  (12, 6, 13, 'helpt-ontstekingsremmend-eten', 'Helpt ontstekingsremmend eten?',
   E'Ik lees veel over ontstekingsremmend eten. Ik eet nu minder vlees en meer vis en groente.\nMerken jullie verschil in je klachten?',
   'public', false, false, 8),
  (13, 7, 14, 'studeren-met-jeugdreuma', 'Studeren met jeugdreuma',
   E'Ik begin na de zomer aan mijn studie en wil regelen dat ik tentamens op de computer mag maken.\nHebben jullie dat bij een studentendecaan aangevraagd?',
   'public', false, false, 6),
  (14, 8, 3, 'praten-met-mijn-partner', 'Praten met mijn partner over wat ik niet meer kan',
   E'Mijn partner doet steeds meer in huis en ik voel me daar schuldig over.\nHoe praten jullie daarover zonder dat het een ruzie wordt?',
   'participants', false, false, 5),
  (15, 8, 10, 'intimiteit-en-pijn', 'Intimiteit en pijn',
   E'Een onderwerp waar niet vaak over gepraat wordt: intimiteit als alles pijn doet.\nIk wil graag ervaringen delen in een veilige omgeving.',
   'participants', false, false, 4),
  (16, 9, 12, 'mijn-vrouw-heeft-reuma', 'Mijn vrouw heeft reuma: hoe steun ik haar?',
   E'Mijn vrouw heeft sinds twee jaar reumatoïde artritis. Ik wil haar helpen zonder haar dingen uit handen te nemen.\nHoe doen andere partners dat?',
   'public', false, false, 3),
  (17, 10, 8, 'eindelijk-een-diagnose', 'Eindelijk een diagnose',
   E'Na jaren van klachten heb ik nu de diagnose fibromyalgie. Het is dubbel: opgelucht, maar ook verdrietig.\nHoe ging dat bij jullie?',
   'public', false, false, 2),
  (18, 1, 14, 'hoe-werkt-volgen', 'Hoe werkt het volgen van een gesprek?',
   E'Als ik een gesprek volg, krijg ik dan een mail bij elke nieuwe reactie?',
   'public', false, false, 1)
) as c(id, group_id, author, slug, title, body, visibility, sticky, closed, days_ago);

select setval(pg_get_serial_sequence('public.conversations', 'id'), (select max(id) from public.conversations));

insert into public.conversation_terms (conversation_id, term_id) values
  (1, 1), (2, 1), (3, 4), (3, 5), (4, 3), (4, 5), (6, 7), (7, 8), (7, 9), (8, 12), (8, 13), (9, 11),
  (10, 15), (11, 16), (12, 19), (13, 22), (14, 25), (15, 27), (16, 29), (17, 31), (18, 2);

-- Reactions -------------------------------------------------------------------------------------
-- (id, conversation, author, quoted reaction or null, text, hours ago)
insert into public.conversation_reactions (id, conversation_id, author_id, body, quoted_reaction_id, created_at)
select id, conversation_id, pg_temp.demo(author), pg_temp.forum_doc(body), quoted, now() - make_interval(hours => hours_ago)
from (values
  (1, 1, 5, null::integer, E'Hoi allemaal! Ik ben Carla, 52, en ik heb artrose in mijn handen en knieën.', 2800),
  (2, 1, 9, null, E'Gerrit hier. Ik lees al een tijdje mee en doe nu ook eens mee.', 2000),
  (3, 1, 14, 1, E'Welkom Carla! Ik heb ook artrose in mijn handen, dus als je iets wilt vragen: graag.', 1900),
  (4, 2, 6, null, E'Welkom Bram. Ik heb ook Bechterew. ''s Ochtends eerst een warme douche doet wonderen bij mij.', 1400),
  (5, 2, 4, 4, E'Dank je Dirk, die warme douche ga ik proberen.', 1380),
  (6, 3, 7, null, E'Heel herkenbaar. Ik plan nu na het werk eerst een half uur rust, zonder telefoon.', 1000),
  (7, 3, 11, null, E'Ik werk sinds kort vier dagen in plaats van vijf. Dat scheelt enorm.', 900),
  (8, 3, 5, 7, E'Vier dagen werken zou ik ook willen. Hoe heb je dat met je werkgever geregeld?', 880),
  (9, 3, 11, 8, E'Via de bedrijfsarts. Die heeft het advies gegeven en mijn leidinggevende ging akkoord.', 860),
  (10, 4, 3, null, E'Paraffinebaden voor je handen! Mijn fysiotherapeut raadde het aan en het helpt mij echt.', 700),
  (11, 4, 13, null, E'Ik leg ''s avonds mijn handen even in warm water. Klein, maar het helpt.', 650),
  (12, 6, 8, null, E'Ik heb het pas verteld toen ik vast zat. Achteraf had ik het eerder willen doen.', 580),
  (13, 6, 12, null, E'Je bent niet verplicht het te vertellen. Ik vertel alleen wat nodig is voor aanpassingen.', 560),
  (14, 7, 10, null, E'De bedrijfsarts was bij mij juist heel fijn. Neem een lijstje mee met wat wel en niet lukt.', 460),
  (15, 8, 9, null, E'Bij mij werd het na een maand of drie beter. Foliumzuur de dag erna hielp ook, maar overleg dat met je arts.', 340),
  (16, 8, 3, 15, E'Goed dat je erbij zet dat je het met je arts moet overleggen.', 320),
  (17, 9, 6, null, E'De eerste keer prikken was spannend, daarna went het snel. Leg de pen een half uur van tevoren uit de koelkast.', 230),
  (18, 10, 5, null, E'In Utrecht-Overvecht is een goed therapiebad, op dinsdag en donderdag.', 250),
  (19, 11, 7, null, E'Met een e-bike fiets ik weer naar mijn werk. Voor mij een groot verschil.', 2100),
  (20, 12, 4, null, E'Ik merk vooral verschil sinds ik minder suiker eet. Of dat door het eten komt weet ik niet zeker.', 180),
  (21, 13, 3, null, E'Ja, via de studentendecaan. Vraag het op tijd aan, het duurde bij mij zes weken.', 120),
  (22, 14, 6, null, E'Wij plannen elke week even een moment om te bespreken hoe het gaat. Dan komt het niet alleen ter sprake als het misgaat.', 100),
  (23, 16, 13, null, E'Vraag haar vooral wat ze zelf wil. Bij ons hielp het om samen afspraken te maken.', 60),
  (24, 17, 10, null, E'Herkenbaar, die dubbele gevoelens. Geef jezelf tijd.', 40),
  (25, 18, 2, null, E'Je krijgt een melding op de site bij elke nieuwe reactie in een gesprek dat je volgt. Je vindt ze in je account.', 20)
) as r(id, conversation_id, author, quoted, body, hours_ago);

-- A reaction with formatting (bold, italic and a list), as the editor makes it.
insert into public.conversation_reactions (id, conversation_id, author_id, body, created_at) values
  (26, 4, pg_temp.demo(2), '{"type": "doc", "content": [
     {"type": "paragraph", "content": [{"type": "text", "text": "Wat veel deelnemers helpt:"}]},
     {"type": "bulletList", "content": [
       {"type": "listItem", "content": [{"type": "paragraph", "content": [{"type": "text", "marks": [{"type": "bold"}], "text": "Warmte"}, {"type": "text", "text": " voor het slapengaan"}]}]},
       {"type": "listItem", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Spalken op maat via de "}, {"type": "text", "marks": [{"type": "italic"}], "text": "ergotherapeut"}]}]},
       {"type": "listItem", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Het gesprek met je reumatoloog over je nachtrust"}]}]}
     ]}
   ]}'::jsonb, now() - interval '600 hours');

-- A reaction a moderator hid (its body waits for review) and a reported one in the queue.
insert into public.conversation_reactions (id, conversation_id, author_id, body, visible, hidden_reason, hidden_at, hidden_by, created_at) values
  (27, 12, pg_temp.demo(9), null, false, 'moderator', now() - interval '100 hours', pg_temp.demo(1), now() - interval '170 hours');
insert into public.hidden_reaction_bodies (reaction_id, body) values
  (27, pg_temp.forum_doc('Koop mijn wonderpillen, dan ben je in een week van je reuma af! Kijk op mijn website.'));

insert into public.conversation_reactions (id, conversation_id, author_id, body, created_at) values
  (28, 9, pg_temp.demo(11), pg_temp.forum_doc('Biologicals zijn gif, je kunt beter stoppen met al die medicijnen.'), now() - interval '200 hours');
insert into public.conversation_flags (conversation_id, reaction_id, reporter_id, reason, created_at) values
  (9, 28, pg_temp.demo(10), 'Dit is een gevaarlijk advies: niemand moet zomaar stoppen met medicijnen.', now() - interval '190 hours');

select setval(pg_get_serial_sequence('public.conversation_reactions', 'id'), (select max(id) from public.conversation_reactions));

-- Follows and likes -----------------------------------------------------------------------------
-- Every author follows their own conversation; some follow others' and groups.
insert into public.conversation_follows (user_id, conversation_id, created_at)
select author_id, id, created_at from public.conversations where author_id is not null;

insert into public.conversation_follows (user_id, conversation_id) values
  (pg_temp.demo(5), 6), (pg_temp.demo(3), 3), (pg_temp.demo(11), 3), (pg_temp.demo(6), 9), (pg_temp.demo(14), 1)
on conflict do nothing;

insert into public.group_follows (user_id, group_id) values
  (pg_temp.demo(3), 2), (pg_temp.demo(3), 7), (pg_temp.demo(4), 2), (pg_temp.demo(5), 3), (pg_temp.demo(6), 4),
  (pg_temp.demo(7), 2), (pg_temp.demo(10), 4), (pg_temp.demo(12), 9), (pg_temp.demo(13), 9), (pg_temp.demo(14), 7);

insert into public.conversation_likes (user_id, conversation_id) values
  (pg_temp.demo(3), 1), (pg_temp.demo(4), 1), (pg_temp.demo(5), 1), (pg_temp.demo(6), 1),
  (pg_temp.demo(3), 3), (pg_temp.demo(7), 3), (pg_temp.demo(11), 3),
  (pg_temp.demo(5), 4), (pg_temp.demo(9), 8), (pg_temp.demo(12), 16), (pg_temp.demo(13), 17);

-- A notification as the follow would have made it.
insert into public.notifications (user_id, kind, body, link, created_at) values
  (pg_temp.demo(5), 'conversation.reaction', 'Esther heeft gereageerd in het gesprek "Moe na een gewone werkdag".', '/ontmoet-elkaar/gesprekken/pijn-en-vermoeidheid/moe-na-een-gewone-werkdag/', now() - interval '1000 hours');

drop function pg_temp.forum_doc(text);
drop function pg_temp.forum_excerpt(text);
drop function pg_temp.demo(integer);
