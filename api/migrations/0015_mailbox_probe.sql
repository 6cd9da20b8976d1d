-- The mailbox check (issue 20). An upload order whose addresses go to the probe queue keeps, between the engine run
-- and the merge, its engine report and the path of the unprobed results (`order_probes`), and its addresses in
-- domain-grouped batches that any probe worker may take (`probe_batches`). Both are deleted when the order ends:
-- they hold the customer's addresses.
create table order_probes (
  order_id uuid primary key references orders (id) on delete cascade,
  -- The engine's report of the unprobed results; the merge updates it with the verdicts.
  report jsonb not null,
  unprobed_path text not null,
  addresses integer not null,
  -- The outage breaker opened (outbound port 25 blocked): the remaining batches answer without probing.
  outage boolean not null default false,
  created_at timestamptz not null default now()
);

create table probe_batches (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  seq integer not null,
  -- Addresses still to ask (a JSON array of strings); empty once the batch is done.
  pending jsonb not null,
  -- Verdicts so far, by address (`MailboxVerdict`).
  verdicts jsonb not null default '{}'::jsonb,
  -- Addresses that had a temporary answer and were asked again, over the batch's life.
  retried integer not null default 0,
  tries integer not null default 0,
  retry_at timestamptz,
  -- The probe workers that took the batch, in order (`host:pid`), so scale-out can be seen.
  probed_by jsonb not null default '[]'::jsonb,
  done boolean not null default false,
  updated_at timestamptz not null default now(),
  unique (order_id, seq)
);
create index probe_batches_open on probe_batches (order_id) where not done;

-- Verdicts reused across orders and customers for EMAIL_SMTP_CACHE_HOURS. The key is the SHA-256 (hex) of the normalized
-- address (of the domain for catch-all answers), never the address; the stored reply has the address masked.
create table mailbox_verdict_cache (
  address_sha256 text primary key,
  verdict jsonb not null,
  checked_at timestamptz not null
);
create table mailbox_domain_cache (
  domain_sha256 text primary key,
  catch_all boolean not null,
  checked_at timestamptz not null
);
