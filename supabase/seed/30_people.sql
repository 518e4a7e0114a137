-- Demo data of the members directory (issue 13): profiles of the demo accounts with an address (the
-- embedded geocoder's demo postcodes and their coordinates), diagnoses with consent, visibility, a
-- contact and a pending request to annelies@ so the contacts list has something to show.
-- Ids as in 00_participants.sql: 03 Annelies, 04 Bram, 05 Carla, 06 Dirk, 07 Esther, 08 Fatima,
-- 09 Gerrit, 10 Hanneke, 11 Ingrid, 12 Jeroen, 13 Karin, 14 Lotte.
insert into public.profile_details (user_id, gender, birth_year, biography, postcode, house_number, latitude, longitude,
                                    relation_term, forms, interests, consent_given_at, consent_location)
values
  ('00000000-0000-4000-8000-000000000003', 2, 1978, 'Ik heb sinds 2015 reumatoïde artritis. Ik wandel graag en zoek mensen in de buurt van Utrecht om ervaringen mee te delen.',
   '3511LX', 12, 52.0907, 5.1214, 70509, '{71001}', '{bewegen,medicijnen}', now() - interval '300 days', 'demo'),
  ('00000000-0000-4000-8000-000000000004', 1, 1962, 'Artrose in beide knieën. Fietsen lukt nog prima.',
   '3581KW', 4, 52.0868, 5.1326, 70509, '{71002}', '{bewegen,hulpmiddelen}', now() - interval '280 days', 'demo'),
  ('00000000-0000-4000-8000-000000000005', 2, 1990, 'Moeder van twee, werk parttime. RA sinds mijn twintigste.',
   '3811AA', 8, 52.1561, 5.3878, 70509, '{71001}', '{school-studie-werk,kinderwens-zwangerschap-ouderschap}', now() - interval '250 days', 'demo'),
  ('00000000-0000-4000-8000-000000000006', 1, 1955, 'Mijn vrouw heeft de ziekte van Bechterew.',
   '2801AA', 3, 52.0115, 4.7104, 70510, '{71005}', '{mantelzorg}', now() - interval '200 days', 'demo'),
  ('00000000-0000-4000-8000-000000000007', 2, 1985, 'Lupus, en af en toe flink moe.',
   '3011AD', 20, 51.9225, 4.4792, 70509, '{71010}', '{omgaan-met-jezelf-en-anderen,leefstijl}', now() - interval '150 days', 'demo'),
  ('00000000-0000-4000-8000-000000000008', 2, 1999, 'Student, jeugdreuma sinds mijn tiende.',
   '1017CT', 30, 52.3644, 4.8924, 70509, '{71009}', '{school-studie-werk}', now() - interval '120 days', 'demo'),
  -- Gerrit gave no consent: no health fields, never found by a diagnosis filter.
  ('00000000-0000-4000-8000-000000000009', 1, 1948, 'Gepensioneerd, woon in Veenendaal.',
   '3901AA', 6, 52.0277, 5.5580, null, '{}', '{bewegen}', null, null),
  ('00000000-0000-4000-8000-000000000010', 2, 1970, 'Fibromyalgie en artrose.',
   '3511LX', 40, 52.0907, 5.1214, 70509, '{71022,71002}', '{leefstijl,bewegen}', now() - interval '90 days', 'demo'),
  ('00000000-0000-4000-8000-000000000011', 2, 1965, '',
   '5611AA', 10, 51.4416, 5.4697, 70509, '{71003}', '{medicijnen}', now() - interval '60 days', 'demo')
on conflict (user_id) do update set
  gender = excluded.gender, birth_year = excluded.birth_year, biography = excluded.biography, postcode = excluded.postcode,
  house_number = excluded.house_number, latitude = excluded.latitude, longitude = excluded.longitude,
  relation_term = excluded.relation_term, forms = excluded.forms,
  interests = array(select distinct unnest(public.profile_details.interests || excluded.interests) order by 1),
  consent_given_at = excluded.consent_given_at, consent_location = excluded.consent_location;

-- Visible to visitors: Annelies, Bram, Esther, Hanneke (the others only to participants).
update public.profiles set profile_public = true
where id in ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004',
             '00000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-000000000010');

-- Annelies and Carla are contacts; Dirk asked Annelies (pending, so annelies@ sees a request).
insert into public.contact_links (requester_id, receiver_id, status, message, created_at, accepted_at, seen_at) values
  ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000003', 'accepted',
   'Hoi Annelies, ik heb ook RA en woon niet ver weg. Zullen we eens ervaringen uitwisselen?', now() - interval '30 days', now() - interval '29 days', now() - interval '29 days'),
  ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000003', 'requested',
   'Hallo Annelies, mijn vrouw heeft Bechterew en ik zoek iemand om mee te praten over het leven met reuma in huis.', now() - interval '2 days', null, null);

insert into public.notifications (user_id, kind, body, link, actor_id, created_at) values
  ('00000000-0000-4000-8000-000000000003', 'contact.request', 'Dirk wil graag contact met je.', '/ontmoet-elkaar/personen/?mycontacts=show',
   '00000000-0000-4000-8000-000000000006', now() - interval '2 days');
