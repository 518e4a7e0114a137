-- Members directory at scale (issue 13 "Performance"; bench:people). The view of
-- 20261124010000_people_contacts.sql checked blocks row by row (a sub-query per member, with an OR
-- no index serves) and wrapped forms and interests in coalesce(), which kept the GIN indexes out of
-- the diagnosis and interest filters. Now:
--   * blocks: the caller's blocked-or-blocking ids are gathered once (two index scans) and excluded
--     with NOT IN, which PostgreSQL runs as one hashed lookup per row; a visitor has none;
--   * forms and interests are the stored arrays (null when empty or without consent), so `&&` on
--     them uses profile_details_forms_idx / _interests_idx; readers coalesce when they present;
--   * an index on member_blocks (user_id) already exists as the primary key; the reverse direction
--     has member_blocks_blocked_idx.
-- Same columns, same rules (visitors: public profiles; paused profiles hidden but to themselves;
-- people who blocked or muted each other never see each other).
create or replace view public.member_directory as
select
  p.id,
  p.username,
  p.created_at,
  p.profile_public,
  p.is_volunteer,
  coalesce(d.gender, 0) as gender,
  d.birth_year,
  coalesce(d.biography, '') as biography,
  d.relation_term,
  d.forms,
  d.phase,
  d.interests,
  d.photo_path,
  d.earth_point
from public.profiles p
left join public.profile_details d on d.user_id = p.id
where ((select auth.uid()) is not null or p.profile_public)
  and (p.paused_until is null or p.paused_until <= now() or p.id = (select auth.uid()))
  and p.id not in (
    select b.blocked_id from public.member_blocks b where b.user_id = (select auth.uid())
    union all
    select b.user_id from public.member_blocks b where b.blocked_id = (select auth.uid())
  );

comment on view public.member_directory is 'Members as the directory and profile pages show them; health fields are only stored with consent (profile_details_health_needs_consent). forms and interests may be null (none).';
