-- Issue 37, the review's last findings on the bounce guarantee (docs/decisions/bounces.md, "Bounce guarantee: rejected
-- reports, held addresses and large logs").

-- F9: when an operator rejected the report. A rejected report's file no longer counts as reported: uploaded again,
-- it is matched again rather than called a duplicate.
alter table bounce_reports add column rejected_at timestamptz;

-- F8: the file retention applies to every report, a report awaiting review included (its figures and its held
-- claims stay, and it can still be approved). The scan's index covers every status.
drop index bounce_reports_file_kept;
create index bounce_reports_file_kept on bounce_reports ((coalesce(completed_at, updated_at)))
  where file_deleted_at is null;
