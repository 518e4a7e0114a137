-- E-learning (/trainingen), issue 19, spec 001 §3.4 "Learning side" and "Institutes and people".
-- Courses, chapters, activities (info slides, flip-card and info-slide multiple-choice questions,
-- assignments) and their answers are content: written by scripts/load-courses.ts from
-- content/courses/*.json as service_role (decision 192). Students, teachers, checkers and
-- employees are platform accounts with a membership of an institute, not credential tables of
-- their own (decision 190). Attempts record only whether an answer was right, never the answer.
-- RLS is on everywhere as a second fence; functions/_community/learning checks access itself.

-- Content ---------------------------------------------------------------------------------------
create table public.courses (
  id integer generated always as identity primary key,
  slug text not null unique,
  name text not null,
  description text not null,
  item_order_number integer not null default 0,
  image_number integer,
  study_time_minutes integer not null,
  open_to_everyone boolean not null default false,
  created_at timestamptz not null default now(),
  constraint courses_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and slug <> 'docent'),
  constraint courses_study_time check (study_time_minutes > 0)
);
comment on column public.courses.open_to_everyone is 'Individual participants (without an institute) may follow it.';

create table public.chapters (
  id integer generated always as identity primary key,
  course_id integer not null references public.courses (id) on delete cascade,
  code text not null,
  title text not null,
  description text not null default '',
  published boolean not null default true,
  image text,
  item_order_number integer not null default 0,
  hide_activity boolean not null default false,
  created_at timestamptz not null default now(),
  unique (course_id, code)
);
create index chapters_course on public.chapters (course_id, item_order_number);

-- One row per Chapter_TeachingActivity: the kind says which of the spec's entities it is.
create table public.learning_activities (
  id integer generated always as identity primary key,
  chapter_id integer not null references public.chapters (id) on delete cascade,
  key text not null,
  kind text not null,
  item_order_number integer not null default 0,
  title text not null,
  content text not null,
  should_drag_answer boolean not null default false,
  hide_activity boolean not null default false,
  created_at timestamptz not null default now(),
  unique (chapter_id, key),
  constraint learning_activities_kind check (kind in ('info_slide', 'flip_card_question', 'info_slide_question', 'assignment')),
  constraint learning_activities_drag check (not should_drag_answer or kind = 'info_slide_question')
);
comment on column public.learning_activities.content is 'SlideContent, FMCQuestionContent, MCQQuestionContent or IntroToAssignment (plain text, paragraphs split by blank lines).';
create index learning_activities_chapter on public.learning_activities (chapter_id, item_order_number);

-- FlipCardAnswer and InfoSlideAnswer in one table.
create table public.learning_answers (
  id integer generated always as identity primary key,
  activity_id integer not null references public.learning_activities (id) on delete cascade,
  item_order_number integer not null default 0,
  content text not null,
  is_correct boolean not null default false,
  text_when_error text,
  image text,
  image_label text,
  back_image text
);
create index learning_answers_activity on public.learning_answers (activity_id, item_order_number);

-- Institutes and people -------------------------------------------------------------------------
create table public.institutes (
  id integer generated always as identity primary key,
  name text not null unique,
  created_at timestamptz not null default now()
);

create table public.institute_members (
  institute_id integer not null references public.institutes (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  role text not null,
  name text not null default '',
  surname text not null default '',
  student_number text,
  created_at timestamptz not null default now(),
  primary key (institute_id, profile_id, role),
  constraint institute_members_role check (role in ('student', 'teacher', 'checker', 'employee'))
);
create index institute_members_profile on public.institute_members (profile_id);

create table public.institute_classes (
  id integer generated always as identity primary key,
  institute_id integer not null references public.institutes (id) on delete cascade,
  code text not null,
  unique (institute_id, code)
);
create table public.class_students (
  class_id integer not null references public.institute_classes (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  primary key (class_id, profile_id)
);
create index class_students_profile on public.class_students (profile_id);

create table public.teaching_groups (
  id integer generated always as identity primary key,
  institute_id integer not null references public.institutes (id) on delete cascade,
  code text not null,
  can_see_unpublished_materials boolean not null default false,
  unique (institute_id, code)
);
create table public.teaching_group_classes (
  teaching_group_id integer not null references public.teaching_groups (id) on delete cascade,
  class_id integer not null references public.institute_classes (id) on delete cascade,
  primary key (teaching_group_id, class_id)
);
create table public.teaching_group_students (
  teaching_group_id integer not null references public.teaching_groups (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  primary key (teaching_group_id, profile_id)
);
create table public.teaching_group_teachers (
  teaching_group_id integer not null references public.teaching_groups (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  primary key (teaching_group_id, profile_id)
);
create index teaching_group_teachers_profile on public.teaching_group_teachers (profile_id);
create table public.teaching_group_courses (
  teaching_group_id integer not null references public.teaching_groups (id) on delete cascade,
  course_id integer not null references public.courses (id) on delete cascade,
  primary key (teaching_group_id, course_id)
);

-- License with its LicenseStatus: active, expired (with the date) or payment pending. An active
-- licence whose valid_until has passed counts as expired. The newest licence of an institute counts.
create table public.licences (
  id integer generated always as identity primary key,
  institute_id integer not null references public.institutes (id) on delete cascade,
  description text not null,
  status text not null,
  status_since date not null default current_date,
  valid_until date,
  expired_on date,
  created_at timestamptz not null default now(),
  constraint licences_status check (status in ('active', 'expired', 'payment_pending'))
);
create index licences_institute on public.licences (institute_id, status_since desc, id desc);

-- Progress: Attempt (FailedAttempt / SuccessfulAttempt) and Completed --------------------------
create table public.learning_attempts (
  id bigint generated always as identity primary key,
  activity_id integer not null references public.learning_activities (id) on delete cascade,
  student_id uuid not null references public.profiles (id) on delete cascade,
  successful boolean not null,
  created_at timestamptz not null default now()
);
create index learning_attempts_student on public.learning_attempts (student_id, activity_id);
create index learning_attempts_activity on public.learning_attempts (activity_id) where not successful;

create table public.learning_completions (
  activity_id integer not null references public.learning_activities (id) on delete cascade,
  student_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (student_id, activity_id)
);

-- Access (security definer: read the membership tables past their own RLS) -------------------
-- The state of an institute's newest licence: active, expired or payment_pending (none: null).
create function public.learning_licence_state(p_institute integer) returns text
language sql stable security definer
set search_path = ''
as $$
  select case when l.status = 'active' and l.valid_until is not null and l.valid_until < current_date then 'expired' else l.status end
  from public.licences l where l.institute_id = p_institute
  order by l.status_since desc, l.id desc limit 1
$$;

-- Teaching groups the current user is a student of (directly or through a class).
create function public.learning_student_groups() returns setof integer
language sql stable security definer
set search_path = ''
as $$
  select teaching_group_id from public.teaching_group_students where profile_id = (select auth.uid())
  union
  select tgc.teaching_group_id from public.teaching_group_classes tgc
    join public.class_students cs on cs.class_id = tgc.class_id
   where cs.profile_id = (select auth.uid())
$$;

-- What the current user may do with a course: active (through an institute with an active
-- licence), open (open to everyone, logged in), payment_pending, expired, or none.
create function public.learning_course_state(p_course integer) returns text
language sql stable security definer
set search_path = ''
as $$
  with mine as (
    select g.can_see_unpublished_materials, public.learning_licence_state(g.institute_id) as licence
      from public.teaching_groups g
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id and gc.course_id = p_course
     where g.id in (select public.learning_student_groups())
  )
  select case
    when (select auth.uid()) is null then 'none'
    when exists (select 1 from mine where licence = 'active') then 'active'
    when exists (select 1 from public.courses where id = p_course and open_to_everyone) then 'open'
    when exists (select 1 from mine where licence = 'payment_pending') then 'payment_pending'
    when exists (select 1 from mine where licence = 'expired') then 'expired'
    else 'none' end
$$;

-- Whether the current user teaches a group that has this course.
create function public.learning_teaches_course(p_course integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.teaching_group_teachers t
      join public.teaching_group_courses gc on gc.teaching_group_id = t.teaching_group_id
     where t.profile_id = (select auth.uid()) and gc.course_id = p_course)
$$;

create function public.learning_can_open_course(p_course integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.learning_course_state(p_course) in ('active', 'open') or public.learning_teaches_course(p_course)
$$;

-- Unpublished chapters: students of a group with CanSeeUnpublishedMaterials (active licence) and teachers.
create function public.learning_sees_unpublished(p_course integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.learning_teaches_course(p_course) or exists (
    select 1 from public.teaching_groups g
      join public.teaching_group_courses gc on gc.teaching_group_id = g.id and gc.course_id = p_course
     where g.id in (select public.learning_student_groups()) and g.can_see_unpublished_materials
       and public.learning_licence_state(g.institute_id) = 'active')
$$;

-- Whether the current user teaches a group with this student and the activity's course.
create function public.learning_teaches_student(p_student uuid, p_activity integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.teaching_group_teachers t
      join public.teaching_group_courses gc on gc.teaching_group_id = t.teaching_group_id
      join public.chapters ch on ch.course_id = gc.course_id
      join public.learning_activities a on a.chapter_id = ch.id and a.id = p_activity
     where t.profile_id = (select auth.uid())
       and (exists (select 1 from public.teaching_group_students s where s.teaching_group_id = t.teaching_group_id and s.profile_id = p_student)
         or exists (select 1 from public.teaching_group_classes tgc join public.class_students cs on cs.class_id = tgc.class_id
                     where tgc.teaching_group_id = t.teaching_group_id and cs.profile_id = p_student)))
$$;

-- Whether the current user belongs to the institute (any role), or teaches there.
create function public.learning_is_member(p_institute integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.institute_members where institute_id = p_institute and profile_id = (select auth.uid()))
$$;

create function public.learning_teaches_in(p_institute integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.institute_members where institute_id = p_institute and profile_id = (select auth.uid()) and role = 'teacher')
$$;

create function public.learning_teaches_group(p_group integer) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.teaching_group_teachers where teaching_group_id = p_group and profile_id = (select auth.uid()))
$$;

do $$
declare
  t text;
  f text;
begin
  foreach t in array array['courses', 'chapters', 'learning_activities', 'learning_answers', 'institutes', 'institute_members',
                           'institute_classes', 'class_students', 'teaching_groups', 'teaching_group_classes', 'teaching_group_students',
                           'teaching_group_teachers', 'teaching_group_courses', 'licences', 'learning_attempts', 'learning_completions'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated, service_role', t);
    execute format('grant select, insert, update, delete on table public.%I to service_role', t);
  end loop;
  foreach f in array array['learning_licence_state(integer)', 'learning_student_groups()', 'learning_course_state(integer)',
                           'learning_teaches_course(integer)', 'learning_can_open_course(integer)', 'learning_sees_unpublished(integer)',
                           'learning_teaches_student(uuid, integer)', 'learning_is_member(integer)', 'learning_teaches_in(integer)',
                           'learning_teaches_group(integer)'] loop
    execute format('revoke execute on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated, service_role', f);
  end loop;
end
$$;
-- The course list asks these for visitors too (they answer none and false without a user).
grant execute on function public.learning_course_state(integer), public.learning_teaches_course(integer) to anon;
grant usage on sequence public.learning_attempts_id_seq to service_role;

-- Course names and study times are public (the list of /trainingen); everything inside needs access.
grant select on table public.courses to anon, authenticated;
create policy "courses: readable by everyone" on public.courses for select to anon, authenticated using (true);

grant select on table public.chapters, public.learning_activities to authenticated;
create policy "chapters: of a course the user may open; unpublished only for who may see it" on public.chapters for select to authenticated
  using ((select public.learning_can_open_course(course_id)) and (published or (select public.learning_sees_unpublished(course_id))));
create policy "activities: of a readable chapter" on public.learning_activities for select to authenticated
  using (exists (select 1 from public.chapters c where c.id = chapter_id));
-- Which answer is right, and its feedback, stay on the server (not granted).
grant select (id, activity_id, item_order_number, content, image, image_label, back_image) on table public.learning_answers to authenticated;
create policy "answers: of a readable activity" on public.learning_answers for select to authenticated
  using (exists (select 1 from public.learning_activities a where a.id = activity_id));

grant select on table public.institutes, public.institute_members, public.institute_classes, public.class_students, public.teaching_groups,
  public.teaching_group_classes, public.teaching_group_students, public.teaching_group_teachers, public.teaching_group_courses, public.licences to authenticated;
create policy "institutes: their members" on public.institutes for select to authenticated using ((select public.learning_is_member(id)));
create policy "institute members: own rows, the institute's teachers" on public.institute_members for select to authenticated
  using (profile_id = (select auth.uid()) or (select public.learning_teaches_in(institute_id)));
create policy "classes: the institute's members" on public.institute_classes for select to authenticated using ((select public.learning_is_member(institute_id)));
create policy "class students: own rows, the institute's teachers" on public.class_students for select to authenticated
  using (profile_id = (select auth.uid())
    or exists (select 1 from public.institute_classes c where c.id = class_id and (select public.learning_teaches_in(c.institute_id))));
create policy "teaching groups: the institute's members" on public.teaching_groups for select to authenticated using ((select public.learning_is_member(institute_id)));
create policy "group classes: the institute's members" on public.teaching_group_classes for select to authenticated
  using (exists (select 1 from public.teaching_groups g where g.id = teaching_group_id));
create policy "group students: own rows, the group's teachers" on public.teaching_group_students for select to authenticated
  using (profile_id = (select auth.uid()) or (select public.learning_teaches_group(teaching_group_id)));
create policy "group teachers: the institute's members" on public.teaching_group_teachers for select to authenticated
  using (exists (select 1 from public.teaching_groups g where g.id = teaching_group_id));
create policy "group courses: the institute's members" on public.teaching_group_courses for select to authenticated
  using (exists (select 1 from public.teaching_groups g where g.id = teaching_group_id));
create policy "licences: the institute's members" on public.licences for select to authenticated using ((select public.learning_is_member(institute_id)));

-- Attempts are written by the service after it judged the answer (service_role); completions of
-- slides and assignments by the learner. Each reads their own; teachers those of their groups.
grant select on table public.learning_attempts to authenticated;
create policy "attempts: own rows, the student's teachers" on public.learning_attempts for select to authenticated
  using (student_id = (select auth.uid()) or (select public.learning_teaches_student(student_id, activity_id)));
grant select, insert on table public.learning_completions to authenticated;
create policy "completions: own rows, the student's teachers" on public.learning_completions for select to authenticated
  using (student_id = (select auth.uid()) or (select public.learning_teaches_student(student_id, activity_id)));
create policy "completions: own, of a slide or assignment the learner may open" on public.learning_completions for insert to authenticated
  with check (student_id = (select auth.uid())
    and exists (select 1 from public.learning_activities a where a.id = activity_id and a.kind in ('info_slide', 'assignment')));
