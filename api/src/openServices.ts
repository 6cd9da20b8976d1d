/**
 * Opens the backends one process needs (database with its migrations, job queue) and closes
 * them in the reverse order. Shared by the HTTP server and the worker process.
 */
import { localTokenVerifier, remoteTokenVerifier } from './auth/accessTokenVerifier';
import { BuiltinAuth } from './auth/builtinAuth';
import { liveSessionVerifier } from './auth/liveSessions';
import { cachingTokenVerifier } from './auth/verifiedTokenCache';
import { Billing } from './billing/billing';
import type { Config } from './config/config';
import { contactNotifyQueue } from './contact/contactQueues';
import { CreditLedger } from './credits/creditLedger';
import { assertNoExposedTables } from './db/dataApiExposure';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { schemaIsCurrent } from './db/schemaCurrent';
import { JobQueue } from './jobs/jobQueue';
import { acquireDataDirLock, type DataDirLock } from './lifecycle/dataDirLock';
import { Readiness } from './lifecycle/readiness';
import { ServiceStatus } from './lifecycle/serviceStatus';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { trackQueueDepth } from './metrics/queueDepthMetrics';
import type { Services } from './services';
import { LocalObjectStorage } from './storage/localStorage';
import { SupabaseObjectStorage } from './storage/supabaseStorage';
import { recordCreditsLow } from './webhooks/creditsLowEvents';
import { webhookQueue } from './webhooks/webhookQueue';

export type OpenedServices = { services: Services; close(): Promise<void> };

/** Locks the embedded data dir (PGlite only), opens and migrates the database, starts the job queue. */
export async function openServices(config: Config, logger: Logger): Promise<OpenedServices> {
  const lock: DataDirLock | undefined =
    config.database.driver === 'pglite' ? await acquireDataDirLock(config.dataDir) : undefined;
  try {
    const database = await openDatabase(config.database);
    try {
      const applied = await migrate(database);
      if (applied.length > 0) logger.info(`database migrated: ${applied.join(', ')}`);
      await assertNoExposedTables(database);
      const jobs = await JobQueue.start(database, {
        logger,
        supervise: true,
        maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds,
      });
      const mailer = createMailer(config, logger);
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
        : cachingTokenVerifier(remoteTokenVerifier((config.auth as { supabaseUrl: string }).supabaseUrl));
      // Before anything can emit a webhook event: the outbox enqueues into it inside other transactions.
      await jobs.prepare(webhookQueue);
      // The /contact form stores a message and enqueues its e-mail in one transaction.
      await jobs.prepare(contactNotifyQueue);
      const creditLedger = new CreditLedger(database, undefined, (trx, spend) =>
        recordCreditsLow(trx, jobs, spend),
      );
      const billing = await Billing.create({ config, database, creditLedger, logger });
      const localStorage =
        config.storage.provider === 'local'
          ? await LocalObjectStorage.open(config.dataDir, database)
          : undefined;
      const storage =
        localStorage ??
        new SupabaseObjectStorage(
          (config.storage as { supabaseUrl: string }).supabaseUrl,
          (config.storage as { serviceRoleKey: string }).serviceRoleKey,
        );
      const readiness = new Readiness({
        database: () => database.executeSql('select 1'),
        queue: () => jobs.isUp(),
        migrations: () => schemaIsCurrent(database),
      });
      const services: Services = {
        storage,
        localStorage,
        config,
        database,
        jobs,
        logger,
        mailer,
        builtinAuth,
        verifyAccessToken,
        creditLedger,
        billing,
        readiness,
        serviceStatus: new ServiceStatus({ readiness }),
      };
      const untrackQueueDepth = trackQueueDepth(() => jobs.depths());
      return {
        services,
        close: async () => {
          untrackQueueDepth();
          await jobs.stop(config.shutdownTimeoutMs);
          await database.close();
          await lock?.release();
        },
      };
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
