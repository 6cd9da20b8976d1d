-- One free trial per mailbox, whatever spelling signed up (`me+1@gmail.com` and `m.e@gmail.com` are one inbox),
-- and a few per client address a day. No foreign key: a deleted account's mailbox has still had its trial.
create table trial_grants (
  mailbox text primary key,
  user_id uuid not null unique,
  client_ip text not null,
  granted_at timestamptz not null default now()
);
create index trial_grants_client_ip on trial_grants (client_ip, granted_at);

-- The trials granted before this table, under the same canonical form as api/src/users/canonicalMailbox.ts.
insert into trial_grants (mailbox, user_id, client_ip, granted_at)
select
  case
    when split_part(local_domain, '@', 2) in ('gmail.com', 'googlemail.com')
      then replace(split_part(local_domain, '@', 1), '.', '') || '@gmail.com'
    else local_domain
  end,
  id, 'unknown', created_at
from (
  select u.id, u.created_at,
    split_part(split_part(lower(u.email), '@', 1), '+', 1) || '@' || split_part(lower(u.email), '@', 2) as local_domain
  from users u
  where exists (select 1 from credit_transactions t where t.idempotency_key = 'trial:' || u.id::text)
) granted
order by created_at
on conflict do nothing;
