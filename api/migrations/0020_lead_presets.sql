-- Saved ideal customer profiles (issue #23, item 4): named per user, loaded into the order form or used by
-- `leadproof leads quote|buy --preset NAME`. A name is unique per user whatever its case. Account deletion deletes
-- a user's presets in its erasure step (the `users` row stays as a tombstone); the cascade covers a row deleted
-- outright.
create table lead_presets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 80),
  -- The profile as `leadIcpSchema` parsed it (country codes upper-cased), a JSON object.
  icp jsonb not null check (jsonb_typeof(icp) = 'object'),
  -- The number of leads saved with the profile; null when none was.
  count integer check (count between 1 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index lead_presets_user_name on lead_presets (user_id, lower(name));
