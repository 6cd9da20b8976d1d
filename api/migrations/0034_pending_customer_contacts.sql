-- Issue 38, item 1: an upload's contacts (`customer_contact_keys`) are recorded once the order has completed, from its
-- stored results, instead of beside the engine (docs/decisions/orders.md, "An upload's contacts: after it completes").
-- An order's row here, written in the transaction that completes it, says its contacts are still to record: the
-- contacts job deletes it when they are in, and a lead purchase records its customer's pending ones before it picks
-- any lead, so it never sells back a contact the customer has.
create table pending_customer_contacts (
  order_id uuid primary key references orders (id),
  user_id uuid not null references users (id)
);
create index pending_customer_contacts_user on pending_customer_contacts (user_id);
