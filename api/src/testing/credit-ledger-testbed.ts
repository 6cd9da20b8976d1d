/**
 * A migrated database of one kind with a CreditLedger on it, for the credit tests that talk to the
 * ledger directly (no server). Registers its own beforeAll/afterAll in the calling describe block.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { CreditLedger } from '../credits/credit-ledger';
import type { Database } from '../db/database';
import { openDatabase } from '../open-database';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-databases';

/** The database and ledger of {@link useCreditLedgerTestbed}, usable once its beforeAll has run. */
export type CreditLedgerTestbed = {
  readonly database: Database;
  readonly ledger: CreditLedger;
  /** Inserts a user with no credits and returns its id. */
  insertUser(): Promise<string>;
};

/** Sets up a fresh migrated database of `kind` and a ledger reading the time from `now`, and disposes both after the block. */
export function useCreditLedgerTestbed(kind: DatabaseKind, now: () => Date): CreditLedgerTestbed {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  let ledger: CreditLedger | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { migrated: true });
    database = await openDatabase(testDb.config);
    ledger = new CreditLedger(database, now);
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The credit ledger testbed is used before its beforeAll ran');
    return value;
  };
  return {
    get database() {
      return ready(database);
    },
    get ledger() {
      return ready(ledger);
    },
    async insertUser() {
      const id = randomUUID();
      await ready(database)
        .db.insertInto('users')
        .values({ id, email: `${id}@example.com`, first_name: null, last_name: null, company: null })
        .execute();
      return id;
    },
  };
}
