import type { LeadPreset } from '@leadproof/contract/leads';
import type { Database } from '../../db/database';
import { toLeadPresetResponse } from './lead-preset-response';

/** The user's presets, by name (case-insensitively). */
export async function listLeadPresets(database: Database, userId: string): Promise<LeadPreset[]> {
  const rows = await database.db
    .selectFrom('lead_presets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  return rows.map(toLeadPresetResponse);
}
