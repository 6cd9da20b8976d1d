-- Issue 37 item 7, privacy: a bounce report's file (the customer's bounce log) is deleted FILE_RETENTION_DAYS after
-- the report ended, as an order's files are (0018); the report stays with its figures. The guarantee's address
-- records (`address_verdicts`, `bounce_refunds`, `bounced_verdicts`) are pruned once older than its 60 days.
alter table bounce_reports add column file_deleted_at timestamptz;
-- The retention job's scan: reports that still have their file, by when they ended (a pending report abandoned
-- before upload-complete, by its last update).
create index bounce_reports_file_kept on bounce_reports ((coalesce(completed_at, updated_at)))
  where file_deleted_at is null and status in ('pending', 'completed', 'duplicate', 'failed');
-- The prune's scans.
create index bounce_refunds_created on bounce_refunds (created_at);
