import type { CreditLedger } from '../credits/credit-ledger';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { BillingProvider } from './billing-provider';
import type { PlanCatalog } from './plan-catalog';

/** What the webhook handlers work with. */
export type WebhookDeps = {
  database: Database;
  creditLedger: CreditLedger;
  catalog: PlanCatalog;
  provider: BillingProvider;
  logger: Logger;
  now: () => Date;
};

/** What a handler did with an event, recorded with the event id. */
export type WebhookOutcome = { outcome: string; userId?: string | undefined };
