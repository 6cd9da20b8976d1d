-- Messages from the /contact form (issue #40, item 1): kept so that none is lost when mail is down, e-mailed to the
-- operator by the `contact-notify` job (`notified_at` once sent), and deleted by the daily prune
-- `CONTACT_MESSAGE_RETENTION_DAYS` (365) days after they arrive. Sent without an account, so no user is referenced,
-- and no network address is kept (the per-client rate limit lives in `auth_rate_limits`, pruned after a day).
create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  topic text not null check (topic in ('sales', 'support', 'billing', 'privacy', 'other')),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 254),
  company text not null default '' check (length(company) <= 200),
  -- The plan whose Contact Sales button led to the form (`enterprise-monthly`), if any.
  plan_id text,
  message text not null check (length(message) between 1 and 5000),
  -- SHA-256 (hex) of the sender's Idempotency-Key: a retried POST finds its first message instead of a second one.
  idempotency_key_hash text unique check (length(idempotency_key_hash) = 64),
  notified_at timestamptz,
  created_at timestamptz not null default now()
);
create index contact_messages_created on contact_messages (created_at);
