-- Source + Verify: the lead inventory we sell from, who bought which lead, and the contacts each customer
-- already has (from their own uploads), so a purchase never sells them a person twice.

create table leads (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  -- The engine's normalised address (lp_email): trimmed and lower-cased. One lead per address.
  email text not null unique,
  -- E.164, as the engine wrote it in lp_phone_e164 (without the spreadsheet guard).
  phone_e164 text not null check (phone_e164 ~ '^\+[1-9][0-9]{6,14}$'),
  title text not null,
  -- The engine's lp_seniority bucket of the title.
  seniority text not null check (
    seniority in ('owner', 'c_level', 'vp', 'director', 'manager', 'senior', 'individual', 'entry', 'unknown')
  ),
  company text not null,
  industry text not null,
  -- Employees, as a band: an exact count has min = max; "10001+" has no max; unknown has neither.
  company_size_min integer check (company_size_min >= 1),
  company_size_max integer check (company_size_max >= company_size_min),
  -- ISO 3166-1 alpha-2 (the engine's lp_country).
  country text not null check (country ~ '^[A-Z]{2}$'),
  region text,
  -- What the engine said at the last verification. Only usable leads are kept, so the e-mail is valid
  -- (or unknown because that verification ran without DNS) and the phone is valid.
  email_status text not null check (email_status in ('valid', 'unknown')),
  phone_type text,
  score smallint not null check (score between 0 and 100),
  last_verified_at timestamptz not null,
  -- Generated demo data (fictitious people, domains under .example), seeded in embedded mode.
  demo boolean not null default false,
  -- Set when a re-verification failed: the lead is never offered again (rows stay for past sales).
  retired_at timestamptz,
  retired_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- ICP look-ups filter on the inventory kind, country and industry first.
create index leads_match on leads (demo, country, lower(industry)) where retired_at is null;

-- Every lead sold, per customer. The primary key is the rule "the same person is never sold twice to one
-- customer": two orders running at once cannot both reserve a lead, whichever commits first wins it.
create table lead_sales (
  user_id uuid not null references users (id),
  lead_id uuid not null references leads (id),
  order_id uuid not null references orders (id),
  created_at timestamptz not null default now(),
  primary key (user_id, lead_id)
);
create index lead_sales_order on lead_sales (order_id);

-- Contacts a customer already has: the normalised e-mail addresses (lower-case) and E.164 phone numbers
-- of the rows of their completed uploads. Leads matching one of them are never offered to that customer.
create table customer_contact_keys (
  user_id uuid not null references users (id),
  contact_key text not null,
  primary key (user_id, contact_key)
);

-- A buy_leads order served from the demo inventory says so (API, dashboard, results).
alter table orders add column demo boolean not null default false;

-- Which debit a refund gives credits back for: lets a debit be refunded in parts (a lead purchase that
-- delivers fewer leads than ordered) and never beyond what it took.
alter table credit_transactions add column refund_of uuid references credit_transactions (id);
create index credit_transactions_refund_of on credit_transactions (refund_of) where refund_of is not null;
