/**
 * Table types for Kysely, one interface per table, kept in step with `api/migrations/*.sql`.
 * Columns the database fills in are `Generated<…>`.
 */
import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Timestamp>;
}

export interface Schema {
  app_settings: AppSettingsTable;
}
