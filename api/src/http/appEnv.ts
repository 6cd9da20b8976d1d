import type { AccessTokenVerifier, TokenUser } from '../auth/accessTokenVerifier';
import type { BuiltinAuth } from '../auth/builtinAuth';
import type { Billing } from '../billing/billing';
import type { Config } from '../config/config';
import type { CreditLedger } from '../credits/creditLedger';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/jobQueue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { LocalObjectStorage } from '../storage/localStorage';
import type { ObjectStorage } from '../storage/objectStorage';

/** What every request handler can reach through `c.var.services`. */
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
};

/** How the caller proved who they are: a session access token (JWT) or an API key. */
export type AuthMethod = 'session' | 'apiKey';

export type AppEnv = { Variables: { services: Services; user: TokenUser; authMethod: AuthMethod } };
