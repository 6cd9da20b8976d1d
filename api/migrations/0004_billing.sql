-- Billing: who pays (payment-provider customers), what they pay for (subscriptions, credited payments),
-- the provider's webhook events we have processed, and the local checkout's own sessions (embedded mode).

-- One payment-provider customer per user, created at the first checkout and reused ever after.
create table billing_customers (
  user_id uuid primary key references users (id),
  customer_id text not null unique,
  created_at timestamptz not null default now()
);

-- Our copy of each subscription, kept from checkout and customer.subscription.* events.
create table billing_subscriptions (
  id text primary key,
  user_id uuid not null references users (id),
  customer_id text not null,
  plan_id text not null,
  status text not null,
  cancel_at_period_end boolean not null default false,
  current_period_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index billing_subscriptions_user on billing_subscriptions (user_id);

-- Every payment that bought credits (a pack's checkout, one month of a subscription), so a refund or a
-- dispute finds the credits it takes back. The id is the business key the ledger credit is keyed on.
create table billing_payments (
  id text primary key,
  user_id uuid not null references users (id),
  plan_id text not null,
  credits numeric(14, 2) not null check (credits > 0),
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null,
  credit_transaction_id uuid not null references credit_transactions (id),
  checkout_session_id text,
  subscription_id text,
  invoice_id text unique,
  payment_intent_id text unique,
  created_at timestamptz not null default now()
);
create index billing_payments_user on billing_payments (user_id, created_at desc);

-- Webhook events already handled, by the provider's event id: a replay is answered without effect.
-- Events we cannot use (unknown customer, unhandled type) are recorded too, with their outcome.
create table billing_webhook_events (
  id text primary key,
  type text not null,
  outcome text not null,
  user_id uuid,
  received_at timestamptz not null default now()
);
create index billing_webhook_events_received on billing_webhook_events (received_at);

-- Embedded mode's local checkout (no Stripe): the sessions its /dev/checkout pages show and pay.
create table billing_local_checkout_sessions (
  id text primary key,
  user_id uuid not null references users (id),
  customer_id text not null,
  plan_id text not null,
  mode text not null check (mode in ('payment', 'subscription')),
  amount_cents bigint not null,
  currency text not null,
  status text not null default 'open' check (status in ('open', 'complete', 'canceled')),
  success_url text not null,
  cancel_url text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz
);

-- Embedded mode's local billing portal: short-lived links to one customer's /dev/portal page.
create table billing_local_portal_sessions (
  id text primary key,
  user_id uuid not null references users (id),
  customer_id text not null,
  return_url text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
