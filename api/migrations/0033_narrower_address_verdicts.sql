-- Issue 38: an order writes a verdict row per valid or risky address while the engine runs, and each random-keyed
-- index entry is most of the database's work (docs/decisions/orders.md, "An order's records: one random index").
-- The address is kept as the 32 bytes of its SHA-256 instead of 64 hex characters, and one index keyed by it,
-- (user_id, address_sha256, source_id), both keeps a source's address once and serves the bounce match: the former
-- primary key (source_id, address_sha256) and index (user_id, address_sha256, checked_at) go. What reads by order
-- (deleting an earlier try's rows, measured accuracy) gets an index on source_id, whose entries for one order share
-- a key. The prune's (checked_at) and the calibration's catch-all index stay.
alter table address_verdicts drop constraint address_verdicts_pkey;
drop index address_verdicts_user_address;
alter table address_verdicts alter column address_sha256 type bytea using decode(address_sha256, 'hex');
alter table address_verdicts add constraint address_verdicts_pkey primary key (user_id, address_sha256, source_id);
create index address_verdicts_source on address_verdicts (source_id);
