import type { LeadPreset } from '@leadproof/contract/leads';
import type { Selectable } from 'kysely';
import type { LeadPresetsTable } from '../../db/schema';

/** A row of `lead_presets`. */
export type LeadPresetRow = Selectable<LeadPresetsTable>;

/** The preset as the API answers with it. */
export function toLeadPresetResponse(row: LeadPresetRow): LeadPreset {
  return {
    id: row.id,
    name: row.name,
    icp: row.icp,
    count: row.count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
