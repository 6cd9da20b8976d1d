-- File retention (issue 25): an order's stored files (the uploaded list, the results) are deleted
-- FILE_RETENTION_DAYS after the order ended, or at once when the customer asks. The order stays, with its figures
-- and receipt; these columns say that its files are gone, when, and why.
alter table orders add column files_deleted_at timestamptz;
-- The retention, in days, that deleted them (FILE_RETENTION_DAYS then); null when the customer deleted them.
alter table orders add column files_retention_days integer check (files_retention_days > 0);
alter table orders add constraint orders_files_retention_days_deleted
  check (files_retention_days is null or files_deleted_at is not null);
-- The retention job's scan: ended orders that still have their files, by when they ended (an order ended by an
-- older release may lack `completed_at`; its last update is its end).
create index orders_files_kept on orders ((coalesce(completed_at, updated_at)))
  where files_deleted_at is null and status in ('completed', 'needs_fix', 'failed');
