-- Built-in auth server (embedded mode): accounts, sessions, rotating refresh tokens, rate limits.
-- Named auth_* in the public schema so they never collide with a Supabase project's own `auth` schema.
create table auth_users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  password_hash text not null,
  user_metadata jsonb not null default '{}'::jsonb,
  email_confirmed_at timestamptz,
  -- sha256 of the one-time confirmation secret; the secret itself exists only in the e-mail.
  confirmation_token_hash text unique,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index auth_sessions_user_id on auth_sessions (user_id);

-- A session's refresh tokens form one family: each use rotates to a child; reusing a rotated
-- token revokes the whole session.
create table auth_refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
create index auth_refresh_tokens_session_id on auth_refresh_tokens (session_id);

-- Fixed-window counters shared by every API process.
create table auth_rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

-- The product's own record of a customer, created on first sight of their access token.
create table users (
  id uuid primary key,
  email text not null,
  first_name text,
  last_name text,
  company text,
  created_at timestamptz not null default now()
);
