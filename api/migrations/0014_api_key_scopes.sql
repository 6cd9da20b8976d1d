-- API key scopes and expiry (issue #19 item 13). `scope` is what a key may do (`full`, `verify`, `read`; see
-- `packages/sdk/src/contract/api-key-scopes.ts`); existing keys keep `full`, what they could do before.
-- `expires_at` null means the key lives until revoked; after it the key is refused like a revoked one.
alter table api_keys add column scope text not null default 'full'
  check (scope in ('full', 'verify', 'read'));
alter table api_keys add column expires_at timestamptz;
