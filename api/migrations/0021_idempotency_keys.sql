-- Idempotent POSTs (issue 26, item 2). One row per user and `Idempotency-Key`: written when the first request with
-- the key starts (`response_status` null while it runs), completed with its answer, which a repeat with the same
-- route and body gets again. The key itself is not kept, only its SHA-256, and the answer is encrypted with a key
-- derived from the Idempotency-Key (an API key's token is in the answer that created it). Rows older than 24 hours
-- count as absent and the hourly prune deletes them.
create table idempotency_keys (
  user_id uuid not null references users (id),
  -- SHA-256 of the caller's Idempotency-Key, hex.
  key_hash text not null check (length(key_hash) = 64),
  -- The contract route id (`orders.create`) and the SHA-256 of the request body: a repeat must match both.
  route_id text not null,
  request_hash text not null check (length(request_hash) = 64),
  -- Null while the first request runs; then its HTTP status.
  response_status integer,
  -- Base64 of AES-256-GCM over the answer `{contentType, body}` (JSON): 12-byte nonce, ciphertext, 16-byte tag.
  response text,
  created_at timestamptz not null default now(),
  primary key (user_id, key_hash)
);
create index idempotency_keys_created on idempotency_keys (created_at);

-- `GET /api/orders` pages by status too (issue 26, item 3): one index serves the filtered, ordered page and the
-- counts per status.
create index orders_user_status_created on orders (user_id, status, created_at desc, id desc);
drop index orders_user_status;
