/**
 * How the CLI names saved lead profiles (presets): by name, whatever its case (the API keeps names unique that
 * way), or by id; and how a preset and the profile flags given with it make one profile.
 * @module
 */
import type { CompanySizeRange, LeadPreset } from '@leadproof/contract/leads';
import type { Leadproof } from '@leadproof/sdk/node';
import type { LeadsProfileOptions } from './commands/leads-quote';
import { ExitError, exitCodes } from './errors';

/** A size range as `--size` takes it: `51-200`, `1000+`. */
export function formatSizeRange(range: CompanySizeRange): string {
  return range.max === undefined ? `${range.min}+` : `${range.min}-${range.max}`;
}

/** The preset's profile, with each profile flag that was given replacing the preset's field. */
export function withPreset(flags: LeadsProfileOptions, preset: LeadPreset): LeadsProfileOptions {
  const { icp } = preset;
  const given = (list: string[], saved: readonly string[] | undefined) =>
    list.length > 0 ? list : [...(saved ?? [])];
  return {
    industries: given(flags.industries, icp.industries),
    countries: given(flags.countries, icp.countries),
    seniorities: given(flags.seniorities, icp.seniorities),
    titles: given(flags.titles, icp.titleKeywords),
    sizes: given(flags.sizes, icp.companySizes?.map(formatSizeRange)),
    count: flags.count ?? (preset.count === null ? undefined : String(preset.count)),
  };
}

/** The user's preset called `name` (any case) or with that id; exit 1 listing their presets when there is none. */
export async function findLeadPreset(
  client: Leadproof,
  name: string,
  signal: AbortSignal,
): Promise<LeadPreset> {
  const { items } = await client.leads.presets.list({ signal });
  const wanted = name.trim().toLowerCase();
  const found = items.find((preset) => preset.name.toLowerCase() === wanted || preset.id === name.trim());
  if (found) return found;
  throw new ExitError(
    exitCodes.error,
    items.length === 0
      ? `You have no preset named “${name}”: you have no presets yet. Save one with \`leadproof leads presets save --name NAME --industry … --country …\`.`
      : `You have no preset named “${name}”. Your presets: ${items.map((preset) => `“${preset.name}”`).join(', ')}.`,
    'preset_not_found',
  );
}
