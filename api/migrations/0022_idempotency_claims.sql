-- Idempotency-Keys that cannot be abused (issue 34, findings 1, 3 and 4).
-- `principal`: who made the first request (`session`, or `apiKey:{id}`): only the same credential gets its answer
-- again, so a `read` API key cannot replay what a session's request answered. Rows from before this migration belong
-- to no credential (`legacy`), so a repeat of them within their last day is refused, never replayed to another.
alter table idempotency_keys add column principal text;
update idempotency_keys set principal = 'legacy';
alter table idempotency_keys alter column principal set not null;
-- `claim_id`: the one execution a claim starts. Charges are keyed by it, never by the caller's key text, which the
-- store forgets after 24 hours while the ledger keeps its keys forever. A claim taken over from a process that died
-- keeps it (the same execution goes on); a claim of an expired key gets a new one.
alter table idempotency_keys add column claim_id uuid not null default gen_random_uuid();
-- `response_sha256`: SHA-256 of the answer's body. An answer larger than a few kilobytes (after compression), or one
-- that carries a secret shown once (a new API key), is kept as this hash only (`response` null once
-- `response_status` is set): a repeat is refused with 409 instead of replayed.
alter table idempotency_keys add column response_sha256 text check (length(response_sha256) = 64);
