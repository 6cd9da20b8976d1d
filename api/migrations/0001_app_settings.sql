-- Instance-wide settings and generated secrets (for example, signing keys), one JSON value per key.
create table app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- Identifies this installation's data, so a restart can be told from a fresh start.
insert into app_settings (key, value)
values ('instance', jsonb_build_object('id', gen_random_uuid(), 'createdAt', now()));
