/** Test-run settings, read once: where the PostgreSQL server for integration tests is. */
export const testConfig = Object.freeze({
  /** An admin connection to PostgreSQL 15; `pnpm test` sets it after starting the local cluster. */
  postgresUrl:
    process.env.LEADPROOF_TEST_POSTGRES_URL ??
    'postgresql://root@localhost/postgres?host=%2Fvar%2Frun%2Fpostgresql',
  chromiumPath: process.env.LEADPROOF_CHROMIUM_PATH ?? '/usr/bin/chromium',
});
