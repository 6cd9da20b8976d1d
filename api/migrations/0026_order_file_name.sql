-- Orders carry the name of the uploaded file (issue 40): the list, the detail, the e-mails and the download names
-- show it. The API keeps a sanitized base name (api/src/orders/uploadFileName.ts); orders created before took the
-- raw name into request_details, which is cleaned the same way here.
alter table orders add column file_name text check (char_length(file_name) between 1 and 255);
update orders
set file_name = nullif(
  left(btrim(regexp_replace(regexp_replace(
    regexp_replace(request_details ->> 'fileName', '^.*[/\\]', ''),
    '[[:cntrl:]]', '', 'g'), '[<>:"|?*]', '_', 'g')), 255),
  '')
where type = 'upload_csv' and request_details ? 'fileName';
