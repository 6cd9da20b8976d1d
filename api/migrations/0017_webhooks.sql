-- Signed webhooks (issue 22, part 4). A user's endpoints, the events that happened to them (an outbox written in the
-- transaction of what happened: an order's end, a debit), one delivery per event and endpoint, and each HTTP attempt
-- of a delivery. Deleting an endpoint deletes its deliveries and their attempts: pending ones are dropped with it.
create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  url text not null check (length(url) <= 2048),
  description text not null default '' check (length(description) <= 200),
  -- The subscribed event types, a JSON array of strings (`WebhookEventType`).
  events jsonb not null,
  -- `credits.low` fires when a debit takes the balance from at least this to below it; null without that event.
  credits_low_threshold integer check (credits_low_threshold >= 0),
  -- The Standard Webhooks signing key (`whsec_` + base64). Kept as is, not hashed: every delivery is signed with it.
  secret text not null,
  created_at timestamptz not null default now()
);
create index webhook_endpoints_user on webhook_endpoints (user_id, created_at);

create table webhook_events (
  -- `msg_…`: the `webhook-id` header of every attempt of every delivery of this event.
  id text primary key check (id like 'msg\_%'),
  user_id uuid not null references users (id),
  type text not null,
  -- The JSON body POSTed: `{type, timestamp, data}`.
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index webhook_events_user on webhook_events (user_id, created_at);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  event_id text not null references webhook_events (id),
  status text not null default 'pending' check (status in ('pending', 'retrying', 'succeeded', 'failed')),
  -- When the queued job will try again; null once the delivery succeeded or failed for good.
  next_attempt_at timestamptz,
  created_at timestamptz not null default now(),
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);

create table webhook_attempts (
  delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
  -- 1 for the first try; the key makes a job that runs twice record its attempt once.
  attempt integer not null check (attempt >= 1),
  attempted_at timestamptz not null,
  -- The receiver's HTTP status; null when none came (timeout, refused connection, blocked address).
  response_status integer,
  duration_ms integer not null check (duration_ms >= 0),
  error text,
  -- At most the first 1 KB of the receiver's answer.
  response_body text not null default '',
  primary key (delivery_id, attempt)
);
