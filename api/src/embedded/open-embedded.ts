/**
 * Embedded mode's backends, each switched on by its own setting (docs/decisions/embedded.md): the built-in auth
 * server, local storage, the local checkout and portal, the dev outbox, and the data dir lock that PGlite needs.
 * The composition root (`open-services.ts`) puts what this opens into `Services`, next to the hosted backends it
 * replaces; hosted code sees them only through the interfaces they implement.
 */
import { type AccessTokenVerifier, localTokenVerifier } from '../auth/access-token-verifier';
import { cachingTokenVerifier } from '../auth/verified-token-cache';
import { internalWebhookUrl } from '../billing/billing';
import { PlanCatalog } from '../billing/plan-catalog';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { acquireDataDirLock, type DataDirLock } from '../lifecycle/data-dir-lock';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { BuiltinAuth } from './auth/builtin-auth';
import { liveSessionVerifier } from './auth/live-sessions';
import { LocalProvider } from './billing/local-provider';
import { loadLocalWebhookSecret } from './billing/local-webhook-secret';
import { limitHeapGrowth } from './heap-growth';
import { releaseMemoryWhenIdle } from './idle-memory-release';
import { DevOutbox } from './mail/dev-outbox';
import { LocalObjectStorage } from './storage/local-storage';

/** The embedded parts this process runs; undefined where the hosted backend does the job instead. */
export type Embedded = {
  /** The dev outbox, when no SMTP server is configured (`SMTP_URL`). */
  devOutbox: DevOutbox | undefined;
  /** The built-in auth server (`AUTH_PROVIDER=builtin`), and the verifier of the tokens it signs. */
  builtinAuth: BuiltinAuth | undefined;
  verifyAccessToken: AccessTokenVerifier | undefined;
  /** The local storage folder (`STORAGE_PROVIDER=local`), served under `/storage/v1`. */
  localStorage: LocalObjectStorage | undefined;
  /** The local checkout and portal, when payments run locally (no `STRIPE_SECRET_KEY`; `LOCAL_CHECKOUT=on`). */
  localBilling: LocalProvider | undefined;
  /** Stops the full collections of a quiet process (PGlite only: the one process of embedded mode). */
  stopIdleMemoryRelease: () => void;
};

/**
 * Locks the data dir when the database is PGlite, before it opens: PGlite is a single-process database, and a
 * second process on the same files would corrupt them. Undefined on PostgreSQL.
 */
export async function lockEmbeddedDataDir(config: Config): Promise<DataDirLock | undefined> {
  return config.database.driver === 'pglite' ? acquireDataDirLock(config.dataDir) : undefined;
}

/** Opens the embedded parts `config` switches on, over the opened (and migrated) database. */
export async function openEmbedded(
  config: Config,
  deps: { database: Database; logger: Logger; smtpMailer: Mailer | undefined },
): Promise<Embedded> {
  const { database, logger } = deps;
  const devOutbox = deps.smtpMailer ? undefined : openDevOutbox(config, logger);
  const mailer = deps.smtpMailer ?? (devOutbox as DevOutbox);
  const builtinAuth =
    config.auth.provider === 'builtin'
      ? await BuiltinAuth.create({
          database,
          mailer,
          logger,
          publicUrl: config.publicUrl,
          rateLimits: config.auth.rateLimits,
        })
      : undefined;
  const verifyAccessToken = builtinAuth
    ? liveSessionVerifier(
        cachingTokenVerifier(
          localTokenVerifier(builtinAuth.signingKeys.verificationKey, builtinAuth.issuer),
          {
            stillTrusted: builtinAuth.signingKeys.trusts,
          },
        ),
        builtinAuth.sessions,
      )
    : undefined;
  const localStorage =
    config.storage.provider === 'local' ? await LocalObjectStorage.open(config.dataDir, database) : undefined;
  const localBilling = config.billing.provider === 'local' ? await openLocalBilling(config, deps) : undefined;
  // Embedded mode's one process holds everything: its heaps grow less, and give back what they hold when quiet.
  if (config.database.driver === 'pglite') limitHeapGrowth();
  const stopIdleMemoryRelease = config.database.driver === 'pglite' ? releaseMemoryWhenIdle() : () => {};
  return { devOutbox, builtinAuth, verifyAccessToken, localStorage, localBilling, stopIdleMemoryRelease };
}

function openDevOutbox(config: Config, logger: Logger): DevOutbox {
  // Only DEV_OUTBOX=on gets here in production mode (the config refuses it otherwise): say so at every start.
  if (config.mode === 'production') {
    logger.warn(
      'mail: DEV_OUTBOX=on in production mode: e-mail is kept in the dev outbox, never sent. ' +
        'Use it for tests and demos only; set SMTP_URL for real users.',
    );
  }
  return new DevOutbox(config.dataDir, config.mail.from, logger);
}

async function openLocalBilling(
  config: Config,
  { database, logger }: { database: Database; logger: Logger },
): Promise<LocalProvider> {
  if (config.mode === 'production') {
    logger.warn(
      'billing: LOCAL_CHECKOUT=on in production mode: anyone signed in can add credits without paying. ' +
        'Use it for tests and demos only.',
    );
  }
  return new LocalProvider({
    database,
    catalog: PlanCatalog.fromConfig(config.billing),
    publicUrl: config.publicUrl,
    webhookUrl: internalWebhookUrl(config),
    webhookSecret: await loadLocalWebhookSecret(database),
    logger,
    now: () => new Date(),
  });
}
