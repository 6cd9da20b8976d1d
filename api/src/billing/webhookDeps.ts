import type { CreditLedger } from '../credits/creditLedger';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { BillingProvider } from './billingProvider';
import type { PlanCatalog } from './planCatalog';

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
