-- Real-time checks (issue 21): each charged check is a ledger transaction of its own, reason `realtime`, keyed by the
-- caller's Idempotency-Key so a retried call is charged once. The history lists them one line a day
-- (`CreditLedger.list`).
alter table credit_transactions drop constraint credit_transactions_reason_check;
alter table credit_transactions add constraint credit_transactions_reason_check
  check (reason in ('grant', 'purchase', 'refund', 'order', 'expiry', 'adjustment', 'realtime'));
create index credit_transactions_realtime_day on credit_transactions (user_id, created_at) where reason = 'realtime';
