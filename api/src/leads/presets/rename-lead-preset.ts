import type { LeadPreset } from '@leadproof/contract/leads';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors/api-error';
import { getLeadPresetOrThrow } from './get-lead-preset-or-throw';
import { toLeadPresetResponse } from './lead-preset-response';
import { assertPresetNameFree, duplicatePresetName, isUniqueViolation } from './preset-names';

/** Renames the user's preset (404 when it is not theirs; 409 when another of theirs has the name). */
export async function renameLeadPreset(
  database: Database,
  userId: string,
  id: string,
  name: string,
): Promise<LeadPreset> {
  const preset = await getLeadPresetOrThrow(database, userId, id);
  // The same name in another case is a rename of this preset, not a clash.
  await assertPresetNameFree(database.db, userId, name, preset.id);
  try {
    const row = await database.db
      .updateTable('lead_presets')
      .set({ name, updated_at: new Date() })
      .where('id', '=', preset.id)
      .returningAll()
      .executeTakeFirst();
    // Deleted by another request in between: as gone as one that never was.
    if (!row) throw new ApiError({ code: 'not_found', message: 'Preset not found.' });
    return toLeadPresetResponse(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePresetName(name);
    throw error;
  }
}
