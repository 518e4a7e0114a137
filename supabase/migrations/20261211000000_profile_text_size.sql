-- A member's text size (issue 41, docs/decisions/442-text-size.md): A+ or A++ from the menu or the
-- settings, kept with the account so it follows the member to another device. Null: never chosen
-- (the browser's own choice, its cookie, stands). The member changes only this column of their own
-- row (the profiles' update policy already limits a member to their own row).
alter table public.profiles
  add column text_size text
  constraint profiles_text_size_check check (text_size in ('normaal', 'groter', 'grootst'));

comment on column public.profiles.text_size is
  'The text size the member chose (normaal, groter, grootst); null until they choose one.';

grant update (text_size) on table public.profiles to authenticated;
