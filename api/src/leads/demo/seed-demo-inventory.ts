/**
 * Seeds the generated demo inventory the first time an embedded server starts, through the same import
 * path as an operator's file. Runs once per database: a marker in `app_settings` remembers it.
 */
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { importLeads } from '../import-leads';
import { generateDemoInventory } from './demo-inventory';

const SEEDED_KEY = 'leads.demo_inventory_seeded';

/** Imports the demo inventory unless it was seeded before; returns how many leads it added. */
export async function seedDemoInventory(database: Database, logger: Logger): Promise<number> {
  const seeded = await database.db
    .selectFrom('app_settings')
    .select('key')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (seeded) return 0;
  // Demo leads are always checked offline: their `.example` domains are reserved and never resolve.
  const report = await importLeads(database, generateDemoInventory(), { demo: true, offline: true });
  await database.db
    .insertInto('app_settings')
    .values({ key: SEEDED_KEY, value: JSON.stringify(report), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  logger.info(
    `demo lead inventory seeded: ${report.imported} fictitious leads (domains under .example), marked as demo data`,
  );
  return report.imported;
}
