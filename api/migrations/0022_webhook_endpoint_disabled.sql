-- An endpoint whose deliveries have all failed for days is disabled (issue 34, finding 5), as Stripe and Svix do.
-- `failing_since`: the first failed attempt after the last success (null while the endpoint answers).
-- `disabled_at` / `disabled_reason`: when and why it stopped receiving events; a successful test event clears both.
alter table webhook_endpoints add column failing_since timestamptz;
alter table webhook_endpoints add column disabled_at timestamptz;
alter table webhook_endpoints add column disabled_reason text;
