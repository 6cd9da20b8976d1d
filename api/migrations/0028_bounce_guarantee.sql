-- Issue 37, the bounce guarantee. A customer uploads the bounce log of a campaign; each hard bounce of an address one
-- of their completed orders or real-time checks called `valid` within 60 days gives 1 credit back, once per (order,
-- address), as one `refund` transaction per report (docs/decisions/bounces.md, "Bounce guarantee").

-- What we called each address a customer checked: written when an order's results are delivered and when a real-time
-- check is charged, `valid` and `risky` only (the two verdicts a bounce can contradict or that the guarantee names as
-- not covered). The address is kept as the SHA-256 of its lower-cased form: matching needs no more.
create table address_verdicts (
  user_id uuid not null references users (id),
  -- The order that checked the address, or for a real-time check the ledger transaction that charged it.
  source_id uuid not null,
  source text not null check (source in ('order', 'realtime')),
  address_sha256 text not null,
  status text not null check (status in ('valid', 'risky')),
  checked_at timestamptz not null,
  primary key (source_id, address_sha256)
);
create index address_verdicts_user_address on address_verdicts (user_id, address_sha256, checked_at);
create index address_verdicts_checked on address_verdicts (checked_at);

create table bounce_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'completed', 'awaiting_review', 'duplicate', 'failed')),
  file_name text,
  -- The one storage path a signed upload was issued for, then the sealed file and what it held when confirmed.
  upload_path text,
  file_path text,
  file_size bigint,
  file_sha256 text,
  format text,
  -- What the job found: rows read, bounces by kind, matches per order, what was not refundable (`BounceSummary`).
  summary jsonb,
  refundable_credits numeric(14, 2) not null default 0,
  review_cap numeric(14, 2) not null default 0,
  refunded_credits numeric(14, 2) not null default 0,
  refund_transaction_id uuid references credit_transactions (id),
  duplicate_of uuid references bounce_reports (id),
  status_message text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  reviewed_at timestamptz
);
create index bounce_reports_user_created on bounce_reports (user_id, created_at desc);
create index bounce_reports_user_sha256 on bounce_reports (user_id, file_sha256);
create index bounce_reports_awaiting_review on bounce_reports (created_at) where status = 'awaiting_review';

-- Once per (order, address), whatever the number of reports: a row claims the refund for its report (given at once,
-- or when the operator approves a report awaiting review; a rejected report gives its claims up).
create table bounce_refunds (
  source_id uuid not null,
  address_sha256 text not null,
  user_id uuid not null references users (id),
  report_id uuid not null references bounce_reports (id),
  created_at timestamptz not null,
  primary key (source_id, address_sha256)
);
create index bounce_refunds_report on bounce_refunds (report_id);

-- The report a bounce-guarantee refund was given for.
alter table credit_transactions add column bounce_report_id uuid references bounce_reports (id);
