-- What upload-complete counted and charged for: the job verifies only a file with these bytes, so a file replaced
-- after it was confirmed (a ticket still valid, a retried job) is never verified for the price of the first.
alter table orders add column original_file_size bigint check (original_file_size >= 0);
alter table orders add column original_file_sha256 text check (original_file_sha256 ~ '^[0-9a-f]{64}$');
