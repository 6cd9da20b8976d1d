import type { AccessTokenVerifier } from './auth/access-token-verifier';
import type { Billing } from './billing/billing';
import type { Config } from './config/config';
import type { CreditLedger } from './credits/credit-ledger';
import type { Database } from './db/database';
import type { BuiltinAuth } from './embedded/auth/builtin-auth';
import type { LocalObjectStorage } from './embedded/storage/local-storage';
import type { JobQueue } from './jobs/job-queue';
import type { Readiness } from './lifecycle/readiness';
import type { ServiceStatus } from './lifecycle/service-status';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { ObjectStorage } from './storage/object-storage';

/**
 * The backends of one process: what request handlers reach through `c.var.services`, and what jobs are given.
 * The composition root opens them (`open-services.ts`).
 */
export type Services = {
  config: Config;
  database: Database;
  jobs: JobQueue;
  logger: Logger;
  mailer: Mailer;
  /** The built-in auth server; undefined when a Supabase project does auth. */
  builtinAuth: BuiltinAuth | undefined;
  verifyAccessToken: AccessTokenVerifier;
  creditLedger: CreditLedger;
  /** Checkout, portal and payment webhooks, over Stripe or the local checkout. */
  billing: Billing;
  storage: ObjectStorage;
  /** The local storage folder, when files are kept on this machine (served under `/storage/v1`). */
  localStorage: LocalObjectStorage | undefined;
  /** Whether this process should get traffic (`/api/health/ready`); the server drains it when stopping. */
  readiness: Readiness;
  /** The public service status (`/api/status`), built on `readiness`. */
  serviceStatus: ServiceStatus;
};
