import type { Trx } from '../db/trx';

/**
 * Takes the user's row lock until `trx` ends: requests of one user that count what they hold and then add to it
 * (endpoints, presets, test events) run one at a time, so two at once cannot both take the last place.
 */
export async function lockUserRow(trx: Trx, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}
