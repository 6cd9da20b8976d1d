-- Leadproof's tables move out of `public`, which Supabase's Data API serves to anyone holding the anon key, into
-- a schema of their own. Their indexes, constraints and owned sequences move with them. On a new database the
-- tables are already there (the search path puts new tables in it), and every statement here is a no-op.
create schema if not exists leadproof;
alter table if exists public.app_settings set schema leadproof;
alter table if exists public.auth_users set schema leadproof;
alter table if exists public.auth_sessions set schema leadproof;
alter table if exists public.auth_refresh_tokens set schema leadproof;
alter table if exists public.auth_rate_limits set schema leadproof;
alter table if exists public.users set schema leadproof;
alter table if exists public.pricing set schema leadproof;
alter table if exists public.credit_transactions set schema leadproof;
alter table if exists public.credit_lots set schema leadproof;
alter table if exists public.credit_allocations set schema leadproof;
alter table if exists public.billing_customers set schema leadproof;
alter table if exists public.billing_subscriptions set schema leadproof;
alter table if exists public.billing_payments set schema leadproof;
alter table if exists public.billing_webhook_events set schema leadproof;
alter table if exists public.billing_local_checkout_sessions set schema leadproof;
alter table if exists public.billing_local_portal_sessions set schema leadproof;
alter table if exists public.orders set schema leadproof;
alter table if exists public.api_keys set schema leadproof;
alter table if exists public.leads set schema leadproof;
alter table if exists public.lead_sales set schema leadproof;
alter table if exists public.customer_contact_keys set schema leadproof;
