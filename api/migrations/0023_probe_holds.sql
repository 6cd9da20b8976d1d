-- Issue 41. A try of a probe batch whose addresses were held without asking anyone (outbound port 25 looked blocked)
-- counts as a hold, not as one of the EMAIL_SMTP_RETRIES tries meant for greylisting: a run of dead hosts that made
-- the outage breaker open for a moment must not use up the retries of the live domains it held. Holds have a budget
-- of their own, of the same size. `order_probes.outage` now says that some address's final verdict was such a hold.
alter table probe_batches add column holds integer not null default 0;
