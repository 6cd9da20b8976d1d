-- Issue 37 item 5, measured accuracy: each completed order a bounce report touches shows "valid addresses: N;
-- reported hard bounces: M; measured accuracy 1 − M/N" (docs/decisions/bounces.md, "Bounce guarantee: measured accuracy").

-- Every (order, address) pair whose `valid` verdict a report's hard bounce contradicted, per report: refunded or
-- not (an address two orders called valid is one refund but a hard bounce of each). Per report, so that a report an
-- operator rejects takes back only its own pairs. Pruned with `address_verdicts` after the guarantee's 60 days.
create table bounced_verdicts (
  report_id uuid not null references bounce_reports (id),
  source_id uuid not null,
  address_sha256 text not null,
  user_id uuid not null references users (id),
  created_at timestamptz not null,
  primary key (source_id, address_sha256, report_id)
);
create index bounced_verdicts_report on bounced_verdicts (report_id);
create index bounced_verdicts_created on bounced_verdicts (created_at);

-- The measurement, kept on the order: its verdicts and bounced pairs are pruned after 60 days, the figure stays.
-- All three null until a settled report touches the order.
alter table orders add column measured_valid_addresses integer check (measured_valid_addresses > 0);
alter table orders add column measured_hard_bounces integer check (measured_hard_bounces >= 0);
alter table orders add column measured_at timestamptz;
alter table orders add constraint orders_measured_accuracy_whole check (
  (measured_valid_addresses is null and measured_hard_bounces is null and measured_at is null)
  or (measured_valid_addresses is not null and measured_hard_bounces is not null and measured_at is not null
      and measured_hard_bounces <= measured_valid_addresses)
);
