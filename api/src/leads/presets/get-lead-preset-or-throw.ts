import type { Database } from '../../db/database';
import { ApiError } from '../../errors/api-error';
import type { LeadPresetRow } from './lead-preset-response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's preset `id`; another user's and an unknown id answer the same 404, so ids cannot be probed. */
export async function getLeadPresetOrThrow(
  database: Database,
  userId: string,
  id: string,
): Promise<LeadPresetRow> {
  // Not a UUID cannot be a preset; checking first keeps PostgreSQL from raising a cast error.
  const row = UUID.test(id)
    ? await database.db
        .selectFrom('lead_presets')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError({ code: 'not_found', message: 'Preset not found.' });
  return row;
}
