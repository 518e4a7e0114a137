-- E-learning, second part (issue 19; spec 001 §3.4 "Learning side", "Institutes and people", §6):
-- Development, Skills and Specialization (decision 195), the checker's read-only view of progress
-- (decision 196) and the employee's view of the institute's licences (decision 197).
-- Writes stay with service_role (the course loader, the seed); RLS is the second fence.

-- Development and Skills (Info, CreatedDate): what a course develops and which skills it trains,
-- authored in the course files (scripts/load-courses.ts). Public like the course's description.
create table public.learning_developments (
  id integer generated always as identity primary key,
  info text not null unique,
  created_at timestamptz not null default now()
);
create table public.learning_skills (
  id integer generated always as identity primary key,
  info text not null unique,
  created_at timestamptz not null default now()
);
create table public.course_developments (
  course_id integer not null references public.courses (id) on delete cascade,
  development_id integer not null references public.learning_developments (id) on delete cascade,
  item_order_number integer not null default 0,
  primary key (course_id, development_id)
);
create table public.course_skills (
  course_id integer not null references public.courses (id) on delete cascade,
  skill_id integer not null references public.learning_skills (id) on delete cascade,
  item_order_number integer not null default 0,
  primary key (course_id, skill_id)
);

-- Specialization (Info, CreatedDate), linked to teachers (a teacher is an account, decision 190).
create table public.learning_specializations (
  id integer generated always as identity primary key,
  info text not null unique,
  created_at timestamptz not null default now()
);
create table public.teacher_specializations (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  specialization_id integer not null references public.learning_specializations (id) on delete cascade,
  primary key (profile_id, specialization_id)
);

-- The checker's and employee's pages live at /trainingen/docent/ and /trainingen/instituut/.
alter table public.courses drop constraint courses_slug_format;
alter table public.courses add constraint courses_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and slug not in ('docent', 'instituut'));

-- Access (security definer: read the membership tables past their own RLS) -------------------
-- Staff of an institute: its teachers, checkers and employees (they see its members and groups).
create function public.learning_staff_in(p_institute integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.institute_members where institute_id = p_institute and profile_id = (select auth.uid())
                   and role in ('teacher', 'checker', 'employee'))
$$;

create function public.learning_checks_in(p_institute integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.institute_members where institute_id = p_institute and profile_id = (select auth.uid()) and role = 'checker')
$$;

create function public.learning_employed_by(p_institute integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.institute_members where institute_id = p_institute and profile_id = (select auth.uid()) and role = 'employee')
$$;

-- Whether the current user teaches the group, or checks at its institute (the progress pages).
create function public.learning_reads_group(p_group integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.learning_teaches_group(p_group)
      or exists (select 1 from public.teaching_groups g where g.id = p_group and public.learning_checks_in(g.institute_id))
$$;

-- Whether the current user checks at an institute with a group that has this student and the activity's course.
create function public.learning_checks_student(p_student uuid, p_activity integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.institute_members m
      join public.teaching_groups g on g.institute_id = m.institute_id
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id
      join public.chapters ch on ch.course_id = gc.course_id
      join public.learning_activities a on a.chapter_id = ch.id and a.id = p_activity
     where m.profile_id = (select auth.uid()) and m.role = 'checker'
       and (exists (select 1 from public.teaching_group_students s where s.teaching_group_id = g.id and s.profile_id = p_student)
         or exists (select 1 from public.teaching_group_classes tgc join public.class_students cs on cs.class_id = tgc.class_id
                     where tgc.teaching_group_id = g.id and cs.profile_id = p_student)))
$$;

-- Whether the current user checks at an institute with a group that has this course (they read
-- its chapters and questions, published or not, to follow the progress).
create function public.learning_checks_course(p_course integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.institute_members m
      join public.teaching_groups g on g.institute_id = m.institute_id
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id and gc.course_id = p_course
     where m.profile_id = (select auth.uid()) and m.role = 'checker')
$$;

-- Whether the given account teaches at an institute the current user belongs to (its specialisations).
create function public.learning_teaches_with_me(p_profile uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.institute_members t join public.institute_members me on me.institute_id = t.institute_id
     where t.profile_id = p_profile and t.role = 'teacher' and me.profile_id = (select auth.uid()))
$$;

do $$
declare
  t text;
  f text;
begin
  foreach t in array array['learning_developments', 'learning_skills', 'course_developments', 'course_skills',
                           'learning_specializations', 'teacher_specializations'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated, service_role', t);
    execute format('grant select, insert, update, delete on table public.%I to service_role', t);
  end loop;
  foreach f in array array['learning_staff_in(integer)', 'learning_checks_in(integer)', 'learning_employed_by(integer)',
                           'learning_reads_group(integer)', 'learning_checks_student(uuid, integer)', 'learning_checks_course(integer)', 'learning_teaches_with_me(uuid)'] loop
    execute format('revoke execute on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated, service_role', f);
  end loop;
end
$$;

-- What a course develops and trains is public, like its description.
grant select on table public.learning_developments, public.learning_skills, public.course_developments, public.course_skills to anon, authenticated;
create policy "developments: readable by everyone" on public.learning_developments for select to anon, authenticated using (true);
create policy "skills: readable by everyone" on public.learning_skills for select to anon, authenticated using (true);
create policy "course developments: readable by everyone" on public.course_developments for select to anon, authenticated using (true);
create policy "course skills: readable by everyone" on public.course_skills for select to anon, authenticated using (true);

grant select on table public.learning_specializations, public.teacher_specializations to authenticated;
create policy "specializations: readable by participants" on public.learning_specializations for select to authenticated using (true);
create policy "teacher specializations: own, and of teachers at one's institute" on public.teacher_specializations for select to authenticated
  using (profile_id = (select auth.uid()) or (select public.learning_teaches_with_me(profile_id)));

-- Staff (teachers, checkers, employees) see the institute's members and who is in which class
-- and group; students only their own rows.
drop policy "institute members: own rows, the institute's teachers" on public.institute_members;
create policy "institute members: own rows, the institute's staff" on public.institute_members for select to authenticated
  using (profile_id = (select auth.uid()) or (select public.learning_staff_in(institute_id)));
drop policy "class students: own rows, the institute's teachers" on public.class_students;
create policy "class students: own rows, the institute's staff" on public.class_students for select to authenticated
  using (profile_id = (select auth.uid())
    or exists (select 1 from public.institute_classes c where c.id = class_id and (select public.learning_staff_in(c.institute_id))));
drop policy "group students: own rows, the group's teachers" on public.teaching_group_students;
create policy "group students: own rows, the group's teachers, the institute's staff" on public.teaching_group_students for select to authenticated
  using (profile_id = (select auth.uid()) or (select public.learning_teaches_group(teaching_group_id))
    or exists (select 1 from public.teaching_groups g where g.id = teaching_group_id and (select public.learning_staff_in(g.institute_id))));

-- Chapters (and so their activities and answers' texts): also for the checkers of a group with the course.
drop policy "chapters: of a course the user may open; unpublished only for who may see it" on public.chapters;
create policy "chapters: of a course the user may open or checks; unpublished only for who may see it" on public.chapters for select to authenticated
  using ((select public.learning_checks_course(course_id))
    or ((select public.learning_can_open_course(course_id)) and (published or (select public.learning_sees_unpublished(course_id)))));

-- Progress: also the checkers of the student's institute (read-only); never employees.
drop policy "attempts: own rows, the student's teachers" on public.learning_attempts;
create policy "attempts: own rows, the student's teachers and checkers" on public.learning_attempts for select to authenticated
  using (student_id = (select auth.uid()) or (select public.learning_teaches_student(student_id, activity_id))
    or (select public.learning_checks_student(student_id, activity_id)));
drop policy "completions: own rows, the student's teachers" on public.learning_completions;
create policy "completions: own rows, the student's teachers and checkers" on public.learning_completions for select to authenticated
  using (student_id = (select auth.uid()) or (select public.learning_teaches_student(student_id, activity_id))
    or (select public.learning_checks_student(student_id, activity_id)));
