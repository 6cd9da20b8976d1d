-- Orders: an uploaded list (upload_csv) or sourced leads (buy_leads), moved through their statuses
-- by the server only.
create table orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  type text not null check (type in ('upload_csv', 'buy_leads')),
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'needs_fix', 'failed')),
  request_details jsonb not null default '{}'::jsonb,
  -- The one storage path a signed upload was issued for; upload-complete accepts only this path.
  upload_path text,
  original_file_path text,
  result_file_path text,
  row_count integer check (row_count >= 0),
  credits_used numeric(14, 2),
  debit_transaction_id uuid references credit_transactions (id),
  rows_processed integer not null default 0,
  status_message text,
  stats jsonb,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index orders_user_created on orders (user_id, created_at desc);
create index orders_user_status on orders (user_id, status);
