-- Password recovery on the built-in auth server: the hash of the one-time link e-mailed by /auth/v1/recover,
-- and when it was sent (it works for an hour, and a second one waits like a confirmation e-mail does).
alter table auth_users add column recovery_token_hash text unique;
alter table auth_users add column recovery_sent_at timestamptz;
