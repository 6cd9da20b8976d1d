/**
 * The second wall behind the schema: row-level security on every Leadproof table with no policy for Supabase's API
 * roles, and none of their privileges. If an operator lists the schema in the Data API's exposed schemas, or a
 * grant slips in, the API roles still read nothing; and a server that finds one of them able to read a table
 * refuses to start, naming it.
 */
import type { Database } from './database';
import { DATA_API_ROLES, LEADPROOF_SCHEMA } from './leadproof-schema';

const roleList = DATA_API_ROLES.map((role) => `'${role}'`).join(', ');

/**
 * Enables row-level security on every table of the schema and revokes the API roles' privileges on the schema and
 * everything in it: SQL for one transaction. Idempotent, and it touches only what needs it (a table without
 * row-level security, a role that holds something), so the usual run takes no table lock. Run after every
 * migration run, so tables added later are covered too.
 */
export const LOCK_DOWN_SCHEMA = `
do $$
declare
  item record;
begin
  for item in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${LEADPROOF_SCHEMA}' and c.relkind in ('r', 'p') and not c.relrowsecurity
  loop
    execute format('alter table ${LEADPROOF_SCHEMA}.%I enable row level security', item.relname);
  end loop;
  for item in
    select r.rolname from pg_roles r
    where r.rolname in (${roleList})
      and (has_schema_privilege(r.oid, '${LEADPROOF_SCHEMA}', 'USAGE')
        or exists (select from information_schema.role_table_grants g
                   where g.table_schema = '${LEADPROOF_SCHEMA}' and g.grantee = r.rolname)
        or exists (select from information_schema.role_usage_grants g
                   where g.object_schema = '${LEADPROOF_SCHEMA}' and g.grantee = r.rolname))
  loop
    execute format('revoke all on schema ${LEADPROOF_SCHEMA} from %I', item.rolname);
    execute format('revoke all on all tables in schema ${LEADPROOF_SCHEMA} from %I', item.rolname);
    execute format('revoke all on all sequences in schema ${LEADPROOF_SCHEMA} from %I', item.rolname);
    execute format('revoke all on all functions in schema ${LEADPROOF_SCHEMA} from %I', item.rolname);
  end loop;
end
$$`;

/** A Leadproof table that a Data API role can read. */
export type ExposedTable = { table: string; role: string; rowLevelSecurity: boolean };

/** The Leadproof tables that `anon` or `authenticated` can select from (empty where those roles do not exist). */
export async function findExposedTables(database: Database): Promise<ExposedTable[]> {
  const { rows } = await database.executeSql(`
select c.relname as table, r.rolname as role, c.relrowsecurity as rls
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
cross join pg_roles r
where n.nspname = '${LEADPROOF_SCHEMA}'
  and c.relkind in ('r', 'p', 'v', 'm')
  and r.rolname in (${roleList})
  and has_schema_privilege(r.oid, n.oid, 'USAGE')
  and has_table_privilege(r.oid, c.oid, 'SELECT')
order by 1, 2`);
  return rows.map((row) => ({
    table: String(row.table),
    role: String(row.role),
    rowLevelSecurity: row.rls === true,
  }));
}

/** Thrown at start-up when a Data API role can read a Leadproof table. */
export class ExposedTableError extends Error {
  override name = 'ExposedTableError';
}

/** Refuses to go on when {@link findExposedTables} finds anything; the message names each table and the fix. */
export async function assertNoExposedTables(database: Database): Promise<void> {
  const exposed = await findExposedTables(database);
  if (exposed.length === 0) return;
  const list = exposed
    .map(({ table, role }) => `${LEADPROOF_SCHEMA}.${table} (readable by ${role})`)
    .join(', ');
  throw new ExposedTableError(
    `Refusing to serve: Supabase's Data API roles can read Leadproof tables: ${list}. Anyone with the anon key ` +
      `could read them through the Data API. Fix: revoke all on schema ${LEADPROOF_SCHEMA} from anon, authenticated; ` +
      `revoke all on all tables in schema ${LEADPROOF_SCHEMA} from anon, authenticated; and keep ` +
      `"${LEADPROOF_SCHEMA}" out of the project's exposed schemas (docs/deployment.md, "Supabase database").`,
  );
}
