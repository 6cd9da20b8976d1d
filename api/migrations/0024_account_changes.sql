-- Changing the password and the e-mail address (issues #34 finding 6 and #40 item 6).
-- An e-mail change waits on the new address: `email_change` holds it, and the sha256 of its one-time link
-- (the secret itself exists only in the e-mail) confirms it, within 24 hours of `email_change_sent_at`.
alter table auth_users add column email_change text;
alter table auth_users add column email_change_token_hash text unique;
alter table auth_users add column email_change_sent_at timestamptz;
-- A session opened by a password-reset link may choose a new password without the current one, until then.
alter table auth_sessions add column password_reset_until timestamptz;
-- The issue time of the newest access token whose e-mail the row took: an e-mail changed at the auth server reaches
-- `users` from the first newer token, and a token from before the change can never put the old address back.
alter table users add column email_token_issued_at timestamptz;
