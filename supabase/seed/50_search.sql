-- Demo common queries for the search box's type-ahead (embedded databases only, scripts/seed.ts).
-- On a real site this table fills itself: a query typed by at least 5 different people on one day
-- (docs/decisions/161-common-queries-without-identity.md). The library's documents come from the
-- build; community and activity documents from the triggers of 20261124040000_search.sql.
insert into public.search_popular_queries (query, people, first_seen, last_seen) values
  ('methotrexaat bijwerkingen', 12, current_date - 30, current_date - 1),
  ('moe na het werk', 7, current_date - 20, current_date - 2),
  ('artrose in de knie', 9, current_date - 40, current_date - 3),
  ('jicht en voeding', 6, current_date - 15, current_date - 5)
on conflict (query) do nothing;
