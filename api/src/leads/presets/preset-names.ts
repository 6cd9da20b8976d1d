/** Preset names: unique per user whatever their case, and the 409s that say so. */
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { ApiError } from '../../errors/api-error';

/** The 409 for a name the user already has. */
export function duplicatePresetName(name: string): ApiError {
  return new ApiError({
    code: 'conflict',
    message: `You already have a preset named “${name}”. Choose another name, or rename or delete that one.`,
  });
}

/** PostgreSQL's unique violation: two requests raced past the check with the same name. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Throws the 409 when `userId` has a preset named `name` (any case) other than `exceptId`. */
export async function assertPresetNameFree(
  db: Kysely<Schema>,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('lead_presets')
    .select('name')
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) throw duplicatePresetName(taken.name);
}
