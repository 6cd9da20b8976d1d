#!/usr/bin/env node
import { isEngineInputError } from '@leadproof/engine';
import { BouncesCommandError, runBouncesCommand } from './bounces/bounces-command';
import { ConfigError, loadConfigFromProcess } from './config/config';
import { isDatabaseConnectionError } from './db/connection-errors';
import { migrate } from './db/migrate';
/**
 * `leadproof-api [serve|worker [--queue all|probe|webhooks|verify]|migrate|inventory import FILE.csv|rotate-signing-key [--now]|bounces review [--approve ID|--reject ID]]`: the API's process entry. The only place that exits the process.
 */
import {
  RotateSigningKeyCommandError,
  runRotateSigningKeyCommand,
} from './embedded/auth/rotate-signing-key-command';
import { InventoryCommandError, runInventoryCommand } from './leads/inventory-import-command';
import { DataDirLockedError } from './lifecycle/data-dir-lock';
import { createLogger, type Logger } from './logger';
import { openDatabase } from './open-database';
import { startServer } from './server';
import { startWorker, WorkerNeedsPostgresError } from './worker';
import { type WorkerQueues, workerQueueNames } from './workers';

const usage =
  'Usage: leadproof-api [serve|worker [--queue all|probe|webhooks|verify]|migrate|inventory import FILE.csv|rotate-signing-key [--now]|bounces review [--approve ID|--reject ID]]';

function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let signalled = false;
  const handler = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    signalled = true;
    logger.info(`${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error('shutdown failed', { err: error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/**
 * pg-boss 10 records a job's end without awaiting it (`complete`/`fail` in its `work` loop), so
 * a database outage at that moment is an unhandled rejection, which would end the process and
 * every job it runs. The job stays active and is retried when it expires; the pool reconnects.
 * Any other unhandled rejection is a bug and still ends the process.
 */
function surviveDatabaseOutages(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseConnectionError(reason)) throw reason;
    logger.warn('database unreachable', { err: reason });
  });
}

async function main(command: string): Promise<void> {
  const config = loadConfigFromProcess();
  const logger = createLogger(config.logLevel, { format: config.logFormat });
  surviveDatabaseOutages(logger);
  switch (command) {
    case 'serve': {
      const server = await startServer(config, logger);
      const where = config.host === '127.0.0.1' ? `http://localhost:${config.port}` : server.url;
      logger.info(
        `Leadproof is running at ${where} (${config.mode} mode, database: ${server.services.database.driver})`,
      );
      onShutdownSignal(logger, server.stop);
      return;
    }
    case 'worker': {
      const queues = parseWorkerQueues(process.argv.slice(3));
      const worker = await startWorker(config, logger, queues);
      logger.info(`worker started (queues: ${queues}, concurrency ${config.workerConcurrency})`);
      onShutdownSignal(logger, worker.stop);
      return;
    }
    case 'migrate': {
      const database = await openDatabase(config.database);
      try {
        const applied = await migrate(database);
        logger.info(applied.length > 0 ? `applied ${applied.join(', ')}` : 'database is up to date');
      } finally {
        await database.close();
      }
      return;
    }
    case 'inventory': {
      process.stdout.write(await runInventoryCommand(config, process.argv.slice(3)));
      return;
    }
    case 'rotate-signing-key': {
      process.stdout.write(await runRotateSigningKeyCommand(config, process.argv.slice(3)));
      return;
    }
    case 'bounces': {
      process.stdout.write(await runBouncesCommand(config, process.argv.slice(3)));
      return;
    }
    default:
      process.stderr.write(`Unknown command "${command}". ${usage}\n`);
      process.exit(2);
  }
}

/** `worker`'s arguments: `--queue NAME` (or `--queue=NAME`), `all` when absent. */
function parseWorkerQueues(args: readonly string[]): WorkerQueues {
  const at = args.findIndex((arg) => arg === '--queue' || arg.startsWith('--queue='));
  if (at < 0 && args.length === 0) return 'all';
  const value =
    at < 0 ? undefined : args[at]!.includes('=') ? args[at]!.slice('--queue='.length) : args[at + 1];
  if (
    at < 0 ||
    args.length !== (args[at]!.includes('=') ? 1 : 2) ||
    !workerQueueNames.includes(value as WorkerQueues)
  ) {
    process.stderr.write(`worker takes --queue ${workerQueueNames.join('|')}. ${usage}\n`);
    process.exit(2);
  }
  return value as WorkerQueues;
}

main(process.argv[2] ?? 'serve').catch((error: Error) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof WorkerNeedsPostgresError ||
    error instanceof InventoryCommandError ||
    error instanceof RotateSigningKeyCommandError ||
    error instanceof BouncesCommandError ||
    isEngineInputError(error);
  process.stderr.write(`leadproof-api: ${expected ? error.message : (error.stack ?? error.message)}\n`);
  process.exit(1);
});
