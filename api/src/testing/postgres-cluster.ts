/**
 * A throwaway PostgreSQL cluster of its own (initdb into a temporary folder, its own port and
 * socket folder), for tests that stop and restart the database server: the shared cluster that
 * other tests use must never be restarted under them. Runs as the `postgres` user when the tests
 * run as root (initdb refuses root), as the current user otherwise.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

export type PostgresCluster = {
  port: number;
  /** Creates an empty database; returns its connection URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server as an administrator would (`pg_ctl stop -m fast`: sessions are terminated). */
  stop(): Promise<void>;
  /** Starts it again on the same data and port. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  dispose(): Promise<void>;
};

/** The newest installed PostgreSQL's `bin` folder (Debian layout), or the one `pg_config` names. */
async function binDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  return (await run('pg_config', ['--bindir'])).stdout.trim();
}

/** Initialises and starts a new cluster listening on 127.0.0.1 and a free port. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = await binDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const port = await freePort();
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(dir, 'server.log');
  const pgCtl = async (args: string[]) => {
    try {
      await as('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', ...args]);
    } catch (error) {
      const tail = (await readFile(log, 'utf8').catch(() => '')).slice(-2000);
      throw new Error(`pg_ctl ${args[0]} failed: ${(error as Error).message}\n${tail}`);
    }
  };
  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  await pgCtl(['-o', serverOptions, 'start']);
  let running = true;
  return {
    port,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: async () => {
      await pgCtl(['-m', 'fast', 'stop']);
      running = false;
    },
    start: async () => {
      await pgCtl(['-o', serverOptions, 'start']);
      running = true;
    },
    dispose: async () => {
      if (running) await pgCtl(['-m', 'immediate', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
