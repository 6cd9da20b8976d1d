-- The built-in auth server's ES256 signing keys, one row per key id. The key with no retires_at signs new access
-- tokens; a key replaced by `leadproof-api rotate-signing-key` stays published and accepted until retires_at, by
-- when every token it signed has expired, and is deleted after.
create table auth_signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now(),
  retires_at timestamptz
);
-- At most one current key, even when two processes generate the first one at the same moment.
create unique index auth_signing_keys_current on auth_signing_keys ((retires_at is null)) where retires_at is null;

-- The key generated before this table keeps signing, so the tokens it issued stay valid. Its private half then
-- lives in one place only.
insert into auth_signing_keys (kid, private_jwk, public_jwk, created_at)
select value ->> 'kid', value -> 'privateJwk', value -> 'publicJwk', coalesce((value ->> 'createdAt')::timestamptz, updated_at)
from app_settings
where key = 'auth.signing_key';
delete from app_settings where key = 'auth.signing_key';
