-- E-learning for the embedded defaults (issue 19). Every account logs in with ReumaDemo2026:
--   student@demo.reumanl.nl   student of Hogeschool Domstad (active licence), class VP2A, group Reumazorg 2026
--   docent@demo.reumanl.nl    teacher of that group (sees its progress at /trainingen/docent/)
--   verlopen@demo.reumanl.nl  student of Zorgacademie Noord, whose licence expired
-- plus two classmates of student@ with some progress, and Reumacentrum Zuid (payment pending).
-- The courses themselves come from content/courses (scripts/load-courses.ts, run before this file).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000080', 'authenticated', 'authenticated', 'student@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "Student", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days'),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000081', 'authenticated', 'authenticated', 'docent@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "Docent", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days'),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000082', 'authenticated', 'authenticated', 'verlopen@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "Verlopen", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days'),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000083', 'authenticated', 'authenticated', 'sanne.student@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "SanneDomstad", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days'),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-000000000084', 'authenticated', 'authenticated', 'youssef.student@demo.reumanl.nl', '$argon2id$v=19$m=19456,t=2,p=1$ndF2rpXiLwHt/HjP44xwbg$6/OXf/c462SnoGpT9cgnAaZ0LOhwgZz1LOqp1dlORuU', now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}', '{"username": "YoussefDomstad", "role": "participant", "accepted_terms_at": "2025-01-01T10:00:00Z"}', now() - interval '120 days', now() - interval '120 days');

insert into public.institutes (name) values ('Hogeschool Domstad, Verpleegkunde'), ('Zorgacademie Noord'), ('Reumacentrum Zuid');

insert into public.licences (institute_id, description, status, status_since, valid_until, expired_on)
select i.id, l.description, l.status, l.status_since, l.valid_until, l.expired_on
  from (values
    ('Hogeschool Domstad, Verpleegkunde', 'Licentie studiejaar 2025', 'expired', current_date - 425, null::date, current_date - 60),
    ('Hogeschool Domstad, Verpleegkunde', 'Licentie studiejaar 2026', 'active', current_date - 60, current_date + 305, null::date),
    ('Zorgacademie Noord', 'Licentie 2025', 'expired', current_date - 20, null::date, current_date - 20),
    ('Reumacentrum Zuid', 'Licentie 2026', 'payment_pending', current_date - 5, null::date, null::date)
  ) as l (institute, description, status, status_since, valid_until, expired_on)
  join public.institutes i on i.name = l.institute;

insert into public.institute_members (institute_id, profile_id, role, name, surname, student_number)
select i.id, m.profile_id::uuid, m.role, m.name, m.surname, m.student_number
  from (values
    ('Hogeschool Domstad, Verpleegkunde', '00000000-0000-4000-8000-000000000080', 'student', 'Lotte', 'de Vries', '2026001'),
    ('Hogeschool Domstad, Verpleegkunde', '00000000-0000-4000-8000-000000000083', 'student', 'Sanne', 'Bakker', '2026002'),
    ('Hogeschool Domstad, Verpleegkunde', '00000000-0000-4000-8000-000000000084', 'student', 'Youssef', 'El Amrani', '2026003'),
    ('Hogeschool Domstad, Verpleegkunde', '00000000-0000-4000-8000-000000000081', 'teacher', 'Marieke', 'Jansen', null),
    ('Zorgacademie Noord', '00000000-0000-4000-8000-000000000082', 'student', 'Pieter', 'Hoekstra', 'ZN-118')
  ) as m (institute, profile_id, role, name, surname, student_number)
  join public.institutes i on i.name = m.institute;

insert into public.institute_classes (institute_id, code)
select id, 'VP2A' from public.institutes where name = 'Hogeschool Domstad, Verpleegkunde'
union all select id, 'ZA1' from public.institutes where name = 'Zorgacademie Noord'
union all select id, 'RZ-team' from public.institutes where name = 'Reumacentrum Zuid';

insert into public.class_students (class_id, profile_id)
select c.id, s.profile_id::uuid from (values
    ('VP2A', '00000000-0000-4000-8000-000000000080'), ('VP2A', '00000000-0000-4000-8000-000000000083'),
    ('VP2A', '00000000-0000-4000-8000-000000000084'), ('ZA1', '00000000-0000-4000-8000-000000000082')
  ) as s (code, profile_id)
  join public.institute_classes c on c.code = s.code;

insert into public.teaching_groups (institute_id, code, can_see_unpublished_materials)
select id, 'Reumazorg 2026', false from public.institutes where name = 'Hogeschool Domstad, Verpleegkunde'
union all select id, 'Reumazorg najaar', false from public.institutes where name = 'Zorgacademie Noord'
union all select id, 'Reumaverpleegkundigen', true from public.institutes where name = 'Reumacentrum Zuid';

insert into public.teaching_group_classes (teaching_group_id, class_id)
select g.id, c.id from public.teaching_groups g join public.institute_classes c on c.institute_id = g.institute_id;

insert into public.teaching_group_teachers (teaching_group_id, profile_id)
select id, '00000000-0000-4000-8000-000000000081' from public.teaching_groups where code = 'Reumazorg 2026';

insert into public.teaching_group_courses (teaching_group_id, course_id)
select g.id, c.id from public.teaching_groups g cross join public.courses c
 where g.code = 'Reumazorg 2026' or c.slug = 'reumazorg-in-de-praktijk';

-- Progress of the two classmates: chapter 1 of both courses, with some wrong answers first.
insert into public.learning_completions (activity_id, student_id, created_at)
select a.id, s.id::uuid, now() - interval '3 days'
  from public.learning_activities a
  join public.chapters ch on ch.id = a.chapter_id and ch.code in ('LMR-1', 'RZP-1')
  cross join (values ('00000000-0000-4000-8000-000000000083'), ('00000000-0000-4000-8000-000000000084')) as s (id)
 where s.id = '00000000-0000-4000-8000-000000000083' or ch.code = 'LMR-1' and a.item_order_number <= 3;

insert into public.learning_attempts (activity_id, student_id, successful, created_at)
select a.id, c.student_id, false, c.created_at - interval '1 minute'
  from public.learning_completions c join public.learning_activities a on a.id = c.activity_id
 where a.key in ('sleep-het-kenmerk', 'werking-methotrexaat')
union all
select a.id, c.student_id, true, c.created_at
  from public.learning_completions c join public.learning_activities a on a.id = c.activity_id
 where a.kind in ('info_slide_question', 'flip_card_question');
