import type { LeadIcp, LeadPreset } from '@leadproof/contract/leads';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors/api-error';
import { lockUserRow } from '../../users/lock-user-row';
import { toLeadPresetResponse } from './lead-preset-response';
import { assertPresetNameFree, duplicatePresetName, isUniqueViolation } from './preset-names';

/** How many presets one user may keep. */
export const MAX_LEAD_PRESETS = 100;

/** A parsed `POST /api/leads/presets` body. */
export type NewLeadPreset = { name: string; icp: LeadIcp; count: number | null };

/** Saves a profile under a name the user does not have yet (409 otherwise, or when they hold the most). */
export async function createLeadPreset(
  database: Database,
  userId: string,
  preset: NewLeadPreset,
): Promise<LeadPreset> {
  try {
    const row = await database.db.transaction().execute(async (trx) => {
      await lockUserRow(trx, userId);
      const { count } = await trx
        .selectFrom('lead_presets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_LEAD_PRESETS) {
        throw new ApiError({
          code: 'conflict',
          message: `You already have ${MAX_LEAD_PRESETS} presets, the most an account can keep. Delete one you no longer use first.`,
        });
      }
      await assertPresetNameFree(trx, userId, preset.name);
      return trx
        .insertInto('lead_presets')
        .values({
          user_id: userId,
          name: preset.name,
          icp: JSON.stringify(preset.icp),
          count: preset.count,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toLeadPresetResponse(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePresetName(preset.name);
    throw error;
  }
}
