-- An upload's workbook sheet and file format (issue 42): the sheet of an .xlsx workbook the customer chose (null: its
-- first visible worksheet), counted at upload-complete and verified by the job; and the format upload-complete read
-- from the file's bytes, which names the original's download (`….original.xlsx`) and its Content-Type. Orders
-- confirmed before this have no format recorded: they were CSV.
alter table orders add column sheet text check (char_length(sheet) between 1 and 255);
alter table orders add column original_format text check (original_format in ('csv', 'xlsx'));
