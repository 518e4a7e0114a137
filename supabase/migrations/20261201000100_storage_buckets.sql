-- The storage buckets as code (issue 34, decision 300). On Supabase, Storage's own tables exist
-- (storage.buckets, storage.objects, made by Storage as supabase_storage_admin) and postgres may
-- write storage.buckets; the embedded databases have no storage schema (files live on disk), so
-- this does nothing there.
--
-- Both buckets are PRIVATE: no public URL serves a file, and storage.objects has no policy for anon
-- or authenticated, so the Storage API refuses them every read and write (RLS; only the functions'
-- service-role key passes). The browser asks /api/v1/storage/{bucket}/{path}, which checks the
-- caller's right to see the photo or story image and answers a short signed URL
-- (functions/storage/storage.mts). The functions store only JPEGs they made themselves (sharp,
-- metadata stripped): a photo is 360x360, a story image at most 1440 px wide.
do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'no storage.buckets (not Supabase): buckets skipped';
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values
    ('avatars', 'avatars', false, 1048576, array['image/jpeg']),
    ('story-images', 'story-images', false, 5242880, array['image/jpeg'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;
end
$$;
