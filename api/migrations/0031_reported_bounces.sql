-- Issue 37 item 6, learning without leaking (docs/scoring.md, "Learning from bounce reports"; docs/decisions/bounces.md,
-- "Bounce guarantee: learning without leaking").

-- Each address a customer's settled bounce report says hard-bounced, as the SHA-256 the guarantee already keys
-- addresses by: that customer's later checks of it are `invalid`/`mailbox_not_found`, with the evidence "reported
-- bounce (date)". Only ever read for the same user. Pruned a year after the latest report that named it.
create table reported_bounces (
  user_id uuid not null references users (id),
  address_sha256 text not null,
  report_id uuid not null references bounce_reports (id),
  reported_at timestamptz not null,
  primary key (user_id, address_sha256)
);
create index reported_bounces_reported on reported_bounces (reported_at);
create index reported_bounces_report on reported_bounces (report_id);

-- Per verdict, the address's domain and whether a mailbox check called it catch-all: what the per-domain aggregates
-- count (the share of a catch-all domain's accepted addresses that bounced). Null and false for verdicts recorded
-- before this migration, which the aggregates then leave out.
alter table address_verdicts add column domain text;
alter table address_verdicts add column catch_all boolean not null default false;
create index address_verdicts_catch_all_domain on address_verdicts (domain, checked_at) where catch_all;
