-- Demo members who chose "Vindbaar op afstand" (decision 321), so the directory's distance filter
-- shows people: Annelies, Bram, Carla, Esther, Fatima, Hanneke and Ingrid. Dirk and Gerrit did not
-- choose it: a distance filter never finds them, the other filters still do.
update public.profile_details set findable_by_distance = true
where user_id in ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004',
                  '00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000007',
                  '00000000-0000-4000-8000-000000000008', '00000000-0000-4000-8000-000000000010',
                  '00000000-0000-4000-8000-000000000011');
