-- Prepaid credits: an append-only ledger of signed transactions over lots that expire.
-- The balance is sum(credit_transactions.amount) for a user: derived, never stored.

create table pricing (
  type text primary key,
  price_per_row numeric(10, 2) not null check (price_per_row > 0)
);
-- Credit rules: 1 credit per contact verified; 1.5 per contact sourced and verified.
insert into pricing (type, price_per_row) values ('upload_csv', 1), ('buy_leads', 1.5);

create table credit_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  amount numeric(14, 2) not null check (amount <> 0),
  reason text not null check (reason in ('grant', 'purchase', 'refund', 'order', 'expiry', 'adjustment')),
  description text,
  order_id uuid,
  -- Makes each business event land once: 'trial:<user>', 'stripe:<event id>', 'order:<id>:debit', ...
  idempotency_key text unique,
  created_at timestamptz not null default now(),
  -- Insertion order, to list transactions written in the same instant deterministically.
  seq bigint generated always as identity
);
create index credit_transactions_user_created on credit_transactions (user_id, created_at desc, seq desc);

-- Credits that arrived together and expire together (a purchase, a grant, a subscription month).
create table credit_lots (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  transaction_id uuid not null unique references credit_transactions (id),
  amount numeric(14, 2) not null check (amount > 0),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index credit_lots_user_expires on credit_lots (user_id, expires_at);

-- Which lots a spending (or expiry, chargeback) transaction drew from; a refund draws negatively.
-- A lot's remainder is its amount minus its allocations.
create table credit_allocations (
  transaction_id uuid not null references credit_transactions (id),
  lot_id uuid not null references credit_lots (id),
  amount numeric(14, 2) not null,
  primary key (transaction_id, lot_id)
);
create index credit_allocations_lot on credit_allocations (lot_id);
