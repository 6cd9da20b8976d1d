-- The itemised receipt of an uploaded list: what upload-complete held for its rows, and once the order ends what was
-- charged for the billable rows and refunded for the rest (duplicates, rows no check could decide, a failed order).
alter table orders add column billing jsonb;
