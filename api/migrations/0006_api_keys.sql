-- API keys: long-lived bearer tokens for scripts and the CLI, scoped to one user. Only a SHA-256 hash of
-- the secret is stored; `prefix` (the first characters of the secret) lets people recognise a key.
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  name text not null check (length(name) between 1 and 100),
  prefix text not null,
  -- Hex SHA-256 of the whole secret; the secret itself is shown once at creation and never stored.
  secret_hash text not null unique,
  created_at timestamptz not null default now(),
  -- Updated at most once a minute per key, so that scripts calling in a loop do not write on every request.
  last_used_at timestamptz,
  -- Revoked keys are kept (not deleted) so that their hash can never be reissued and audits stay possible.
  revoked_at timestamptz
);
create index api_keys_user_active on api_keys (user_id, created_at desc) where revoked_at is null;
