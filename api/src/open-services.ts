/**
 * Opens the backends one process needs (database with its migrations, job queue) and closes
 * them in the reverse order. Shared by the HTTP server and the worker process.
 */
import { remoteTokenVerifier } from './auth/access-token-verifier';
import { cachingTokenVerifier } from './auth/verified-token-cache';
import { Billing } from './billing/billing';
import type { Config } from './config/config';
import { contactNotifyQueue } from './contact/contact-queues';
import { CreditLedger } from './credits/credit-ledger';
import { assertNoExposedTables } from './db/data-api-exposure';
import { migrate } from './db/migrate';
import { schemaIsCurrent } from './db/schema-current';
import { type Embedded, lockEmbeddedDataDir, openEmbedded } from './embedded/open-embedded';
import { JobQueue } from './jobs/job-queue';
import { customerContactsQueue } from './leads/customer-contacts-job';
import { Readiness } from './lifecycle/readiness';
import { ServiceStatus } from './lifecycle/service-status';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { trackQueueDepth } from './metrics/queue-depth-metrics';
import { openDatabase } from './open-database';
import type { Services } from './services';
import { SupabaseObjectStorage } from './storage/supabase-storage';
import { recordCreditsLow } from './webhooks/credits-low-events';
import { webhookQueue } from './webhooks/webhook-queue';

/** The backends, and the embedded parts among them (for `embeddedRoutes`). */
export type OpenedServices = { services: Services; embedded: Embedded; close(): Promise<void> };

/**
 * Locks the embedded data dir (PGlite only), opens and migrates the database, starts the job queue, and opens the
 * embedded parts the configuration switches on (`openEmbedded`), or the hosted backends they stand in for.
 */
export async function openServices(config: Config, logger: Logger): Promise<OpenedServices> {
  const lock = await lockEmbeddedDataDir(config);
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
      const smtpMailer = config.mail.smtpUrl
        ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
        : undefined;
      const embedded = await openEmbedded(config, { database, logger, smtpMailer });
      // SMTP when SMTP_URL is set, else the dev outbox (openEmbedded opens it exactly then).
      const mailer: Mailer = smtpMailer ?? (embedded.devOutbox as Mailer);
      const verifyAccessToken =
        embedded.verifyAccessToken ??
        cachingTokenVerifier(remoteTokenVerifier((config.auth as { supabaseUrl: string }).supabaseUrl));
      // Before anything can emit a webhook event: the outbox enqueues into it inside other transactions.
      await jobs.prepare(webhookQueue);
      // The /contact form stores a message and enqueues its e-mail in one transaction.
      await jobs.prepare(contactNotifyQueue);
      // A completed upload's transaction enqueues the recording of its contacts.
      await jobs.prepare(customerContactsQueue(config));
      const creditLedger = new CreditLedger(database, undefined, (trx, spends) =>
        recordCreditsLow(trx, jobs, spends),
      );
      const billing = await Billing.create({
        config,
        database,
        creditLedger,
        logger,
        localProvider: embedded.localBilling,
      });
      const storage =
        embedded.localStorage ??
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
        localStorage: embedded.localStorage,
        config,
        database,
        jobs,
        logger,
        mailer,
        builtinAuth: embedded.builtinAuth,
        verifyAccessToken,
        creditLedger,
        billing,
        readiness,
        serviceStatus: new ServiceStatus({ readiness }),
      };
      const untrackQueueDepth = trackQueueDepth(() => jobs.depths());
      return {
        services,
        embedded,
        close: async () => {
          untrackQueueDepth();
          embedded.stopIdleMemoryRelease();
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
