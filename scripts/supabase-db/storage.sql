-- Storage's side of the storage schema, for tests only (scripts/supabase-db.ts runs it as
-- supabase_storage_admin with search_path storage, as Storage runs its migrations). Hand-written:
-- the final shapes of buckets and objects with the column names and types of supabase/storage at
-- commit 4fa61fba (tenant migrations up to 0063), and the triggers that change what a client may
-- do. Left out: prefixes, multipart uploads, analytics/vector/iceberg buckets, object versioning
-- (not yet live there), the search and listing functions and Storage's migration bookkeeping.

create type buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table buckets (
  id text primary key,
  name text not null,
  owner uuid, -- deprecated upstream in favour of owner_id
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type buckettype not null default 'STANDARD'
);
create unique index bname on buckets (name);

create table objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references buckets (id),
  name text,
  owner uuid, -- deprecated upstream in favour of owner_id
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index bucketid_objname on objects (bucket_id, name);
create index name_prefix_search on objects (name text_pattern_ops);

-- Every API role holds all rights on both tables (platform.sql's default privileges); RLS, with no
-- policy unless a project adds one, is what keeps anon and authenticated out. postgres may pass
-- its rights on.
alter table buckets enable row level security;
alter table objects enable row level security;
grant all on buckets, objects to postgres with grant option;

-- Rows go only through the Storage API, which sets storage.allow_delete_query for its own deletes:
-- a DELETE from SQL would leave the files behind, so it is refused.
create function protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501';
  end if;
  return null;
end
$$;

create trigger protect_buckets_delete before delete on buckets
  for each statement execute function protect_delete();
create trigger protect_objects_delete before delete on objects
  for each statement execute function protect_delete();

create function update_updated_at_column() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger update_objects_updated_at before update on objects
  for each row execute function update_updated_at_column();

create function enforce_bucket_name_length() returns trigger language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

create trigger enforce_bucket_name_length_trigger before insert or update of name on buckets
  for each row execute function enforce_bucket_name_length();
