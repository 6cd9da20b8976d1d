/**
 * A database seen through a counter of the statements sent: what tests of batched statements (group commit, one
 * look-up per turn) count. A new `Database` object, so the per-database queues keyed by it are its own.
 */
import type { KyselyPlugin } from 'kysely';
import type { Database } from '../db/database';

/** `opened` with a counter of the statements sent through it. */
export function countedStatements(opened: Database): { database: Database; counter: { statements: number } } {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { database: { ...opened, db: opened.db.withPlugin(plugin) }, counter };
}
