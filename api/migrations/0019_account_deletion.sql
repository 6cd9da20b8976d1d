-- Account deletion (issue #25). The `users` row outlives the account as an anonymized tombstone: the credit ledger,
-- kept for accounting, references it, and the row tells every API process to refuse the account's tokens.
-- `deletion_requested_at`: the password was confirmed and deletion began (from then on nothing authenticates);
-- `deleted_at`: every step finished. A row with the first and not the second is finished by the sweep job.
alter table users add column deletion_requested_at timestamptz;
alter table users add column deleted_at timestamptz;
create index users_deletion_unfinished on users (deletion_requested_at)
  where deletion_requested_at is not null and deleted_at is null;
