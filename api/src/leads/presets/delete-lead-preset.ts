import type { Database } from '../../db/database';
import { ApiError } from '../../errors/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deletes the user's preset; another user's, an unknown id and one already deleted answer the same 404. */
export async function deleteLeadPreset(database: Database, userId: string, id: string): Promise<void> {
  const deleted = UUID.test(id)
    ? await database.db
        .deleteFrom('lead_presets')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (!deleted) throw new ApiError({ code: 'not_found', message: 'Preset not found.' });
}
