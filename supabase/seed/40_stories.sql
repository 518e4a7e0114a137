-- Demo stories (issue 15), embedded databases only (scripts/seed.ts). Three demo participants of
-- 00_participants.sql keep a blog: 03 Annelies, 04 Bram and 05 Carla; public and participants-only
-- stories, one draft, reactions with a quote, likes and follows (07 Esther follows Annelies).
-- Dates are relative to the moment the seed runs. No photos: the files of the embedded storage
-- are not made by a seed (write a story with a photo to see one).

create function pg_temp.story_doc(body text) returns jsonb
language sql
immutable
as $$
  select jsonb_build_object('type', 'doc', 'content', (
    select jsonb_agg(jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', line))) order by n)
    from unnest(string_to_array(body, E'\n')) with ordinality as lines(line, n)
    where line <> ''
  ));
$$;

create function pg_temp.demo(n integer) returns uuid
language sql
immutable
as $$
  select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid;
$$;

insert into public.blogs (id, owner_id, slug, title, description, created_at) values
  (1, pg_temp.demo(3), 'annelies', 'Annelies schrijft', 'Ik ben Annelies (58) en heb sinds 2011 reumatoïde artritis. Ik schrijf over werk, tuinieren en de kleine dingen die helpen.', now() - interval '300 days'),
  (2, pg_temp.demo(4), 'bram', 'Bram beweegt', 'Fietsen, zwemmen en soms een slechte dag: mijn leven met de ziekte van Bechterew.', now() - interval '200 days'),
  (3, pg_temp.demo(5), 'carla', 'Blog van carla', '', now() - interval '90 days');

select setval(pg_get_serial_sequence('public.blogs', 'id'), (select max(id) from public.blogs));

insert into public.blog_posts (id, blog_id, slug, title, description, body, visibility, published, created_at, published_at, last_activity_at) values
  (1, 1, 'tien-jaar-met-ra', 'Tien jaar met reumatoïde artritis',
   'Tien jaar geleden kreeg ik de diagnose. Wat ik nu weet en toen had willen horen.',
   pg_temp.story_doc('Tien jaar geleden kreeg ik de diagnose reumatoïde artritis. Ik was bang dat ik mijn werk en mijn tuin zou moeten opgeven.
Nu, tien jaar later, werk ik nog steeds drie dagen per week. De tuin is kleiner geworden, maar de tomaten zijn er nog.
Wat ik toen had willen horen: het wordt anders, niet per se slechter. Neem de tijd om te vinden wat bij je past.'),
   'public', true, now() - interval '120 days', now() - interval '120 days', now() - interval '2 days'),
  (2, 1, 'mijn-moestuin-in-de-winter', 'Mijn moestuin in de winter',
   'Koude handen en stijve vingers: zo houd ik de moestuin toch bij.',
   pg_temp.story_doc('In de winter zijn mijn handen het stijfst. Ik draag nu gevoerde tuinhandschoenen en werk in korte blokjes van twintig minuten.
Een verhoogde bak scheelt veel bukken. Mijn buurman heeft hem voor me gemaakt.'),
   'public', true, now() - interval '40 days', now() - interval '40 days', now() - interval '40 days'),
  (3, 1, 'gesprek-met-mijn-leidinggevende', 'Het gesprek met mijn leidinggevende',
   'Hoe ik vertelde wat ik wel en niet meer kan. Alleen voor deelnemers.',
   pg_temp.story_doc('Dit verhaal deel ik alleen met deelnemers, omdat het over mijn werk gaat.
Ik had het gesprek maanden uitgesteld. Uiteindelijk heb ik een lijstje gemaakt: wat lukt goed, wat kost me te veel energie, en wat zou helpen.
Mijn leidinggevende reageerde beter dan ik had gedacht. We hebben nu elke maand een kort gesprek.'),
   'participants', true, now() - interval '25 days', now() - interval '25 days', now() - interval '5 days'),
  (4, 2, 'fietsen-met-bechterew', 'Fietsen met Bechterew',
   'Van de racefiets naar een e-bike: en toch weer genieten.',
   pg_temp.story_doc('Jarenlang fietste ik elk weekend honderd kilometer. Toen mijn rug steeds stijver werd, dacht ik dat het voorbij was.
Mijn fysiotherapeut raadde een e-bike met een rechtere zithouding aan. Ik was eerst sceptisch, maar nu fiets ik weer met plezier.'),
   'public', true, now() - interval '60 days', now() - interval '60 days', now() - interval '1 day'),
  (5, 2, 'zwemmen-in-de-ochtend', 'Zwemmen in de ochtend',
   'Nog niet af.',
   pg_temp.story_doc('Ik zwem nu drie keer per week om zeven uur. Dit concept schrijf ik nog verder af.'),
   'public', false, now() - interval '3 days', null, now() - interval '3 days'),
  (6, 3, 'moe-maar-niet-verslagen', 'Moe, maar niet verslagen',
   'Over vermoeidheid die niemand ziet.',
   pg_temp.story_doc('Mensen zeggen vaak dat ik er goed uitzie. Dat klopt ook, maar ze zien niet hoe moe ik ben.
Ik heb geleerd mijn energie te verdelen als een budget: elke dag een paar munten, en ik kies waar ik ze aan uitgeef.'),
   'participants', true, now() - interval '14 days', now() - interval '14 days', now() - interval '14 days');

select setval(pg_get_serial_sequence('public.blog_posts', 'id'), (select max(id) from public.blog_posts));

insert into public.blog_post_reactions (id, post_id, author_id, body, quoted_reaction_id, created_at) values
  (1, 1, pg_temp.demo(4), pg_temp.story_doc('Wat herkenbaar, Annelies. Dat "anders, niet per se slechter" neem ik mee.'), null, now() - interval '100 days'),
  (2, 1, pg_temp.demo(5), pg_temp.story_doc('Dat zou ik ook tegen mijn jongere zelf willen zeggen. Dank je voor het delen.'), 1, now() - interval '2 days'),
  (3, 3, pg_temp.demo(6), pg_temp.story_doc('Goed idee, zo''n lijstje. Ik ga het proberen voor mijn gesprek volgende week.'), null, now() - interval '5 days'),
  (4, 4, pg_temp.demo(3), pg_temp.story_doc('Een e-bike heeft mij ook veel vrijheid teruggegeven!'), null, now() - interval '1 day');

select setval(pg_get_serial_sequence('public.blog_post_reactions', 'id'), (select max(id) from public.blog_post_reactions));

insert into public.blog_post_likes (user_id, post_id) values
  (pg_temp.demo(4), 1), (pg_temp.demo(5), 1), (pg_temp.demo(7), 1), (pg_temp.demo(3), 4), (pg_temp.demo(5), 4), (pg_temp.demo(3), 6);

insert into public.blog_follows (user_id, blog_id) values
  (pg_temp.demo(7), 1), (pg_temp.demo(4), 1), (pg_temp.demo(3), 2);
