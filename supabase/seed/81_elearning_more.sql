-- E-learning, second part (issue 19; decisions 195-197). Every account logs in with ReumaDemo2026:
--   controleur@demo.reumanl.nl   checker at Hogeschool Domstad: reads its groups' progress at /trainingen/docent/
--   medewerker@demo.reumanl.nl   employee of Hogeschool Domstad: its licences, groups and teachers at /trainingen/instituut/
-- plus the specialisations of the teachers. Development and Skills come with the course files.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000085', 'authenticated', 'authenticated', 'controleur@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "Controleur", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days'),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000086', 'authenticated', 'authenticated', 'medewerker@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "Medewerker", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days');

insert into public.institute_members (institute_id, profile_id, role, name, surname)
select i.id, m.profile_id::uuid, m.role, m.name, m.surname
  from (values
    ('Hogeschool Domstad, Verpleegkunde', '00000000-0000-4000-8000-000000000085', 'checker', 'Henk', 'Visser'),
    ('Hogeschool Domstad, Verpleegkunde', '00000000-0000-4000-8000-000000000086', 'employee', 'Fatima', 'Ouali')
  ) as m (institute, profile_id, role, name, surname)
  join public.institutes i on i.name = m.institute;

insert into public.learning_specializations (info) values
  ('Reumaverpleegkunde'), ('Voorlichting en zelfmanagement'), ('Fysiotherapie bij reuma')
on conflict (info) do nothing;

insert into public.teacher_specializations (profile_id, specialization_id)
select '00000000-0000-4000-8000-000000000081', id from public.learning_specializations
 where info in ('Reumaverpleegkunde', 'Voorlichting en zelfmanagement');
