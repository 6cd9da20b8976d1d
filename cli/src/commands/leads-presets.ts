/** `leadproof leads presets list|save|rename|delete`: saved ideal customer profiles. */
import type { LeadPreset } from '@leadproof/contract/leads';
import { findLeadPreset, formatSizeRange } from '../lead-presets';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';
import { type LeadsProfileOptions, parseCount, profileRequest } from './leads-quote';

/** The preset's profile in a line: `Software in US · vp, director · title: sales · 51-200`. */
export function describePreset(preset: Pick<LeadPreset, 'icp'>): string {
  const { icp } = preset;
  return [
    `${icp.industries.join(', ')} in ${icp.countries.join(', ')}`,
    ...(icp.seniorities?.length ? [icp.seniorities.join(', ')] : []),
    ...(icp.titleKeywords?.length ? [`title: ${icp.titleKeywords.join(', ')}`] : []),
    ...(icp.companySizes?.length ? [`size: ${icp.companySizes.map(formatSizeRange).join(', ')}`] : []),
  ].join(' · ');
}

/** `leadproof leads presets list`: your presets, by name. */
export async function runLeadsPresetsList(options: CommandOptions): Promise<void> {
  const { client } = await signedInClient(options);
  const { items } = await client.leads.presets.list({ signal: options.runtime.signal });
  createOutput(options).result({ items }, () => {
    if (items.length === 0)
      return 'No presets yet. Save one with `leadproof leads presets save --name "US SaaS VPs" --industry Software --country US --seniority vp`.';
    return table([
      ['NAME', 'COUNT', 'UPDATED', 'PROFILE'],
      ...items.map((preset) => [
        preset.name,
        preset.count === null ? '' : formatNumber(preset.count),
        formatTime(preset.updatedAt),
        describePreset(preset),
      ]),
    ]);
  });
}

/** Options of `leadproof leads presets save`. */
export interface LeadsPresetsSaveOptions extends CommandOptions, LeadsProfileOptions {
  /** `--name`: what to call the preset; a name you already have is refused. */
  name: string;
}

/** `leadproof leads presets save --name NAME …profile flags [--count N]`: saves the profile under a name. */
export async function runLeadsPresetsSave(options: LeadsPresetsSaveOptions): Promise<void> {
  const icp = profileRequest(options);
  const count = options.count === undefined ? null : parseCount(options.count);
  const { client } = await signedInClient(options);
  const preset = await client.leads.presets.create(
    { name: options.name, icp, count },
    { signal: options.runtime.signal },
  );
  createOutput(options).result(preset, () => [
    `Saved preset “${preset.name}”: ${describePreset(preset)}${preset.count === null ? '' : `, ${formatNumber(preset.count)} lead(s)`}.`,
    `Use it with \`leadproof leads quote --preset "${preset.name}"\`.`,
  ]);
}

/** Options of `leadproof leads presets rename`. */
export interface LeadsPresetsRenameOptions extends CommandOptions {
  /** The preset's current name (any case) or id. */
  preset: string;
  /** The new name. */
  name: string;
}

/** `leadproof leads presets rename NAME NEW-NAME`. */
export async function runLeadsPresetsRename(options: LeadsPresetsRenameOptions): Promise<void> {
  const { client } = await signedInClient(options);
  const signal = options.runtime.signal;
  const preset = await findLeadPreset(client, options.preset, signal);
  const renamed = await client.leads.presets.rename(preset.id, { name: options.name }, { signal });
  createOutput(options).result(renamed, () => `Renamed preset “${preset.name}” to “${renamed.name}”.`);
}

/** Options of `leadproof leads presets delete`. */
export interface LeadsPresetsDeleteOptions extends CommandOptions {
  /** The preset's name (any case) or id. */
  preset: string;
}

/** `leadproof leads presets delete NAME`. */
export async function runLeadsPresetsDelete(options: LeadsPresetsDeleteOptions): Promise<void> {
  const { client } = await signedInClient(options);
  const signal = options.runtime.signal;
  const preset = await findLeadPreset(client, options.preset, signal);
  await client.leads.presets.delete(preset.id, { signal });
  createOutput(options).result(
    { id: preset.id, name: preset.name, deleted: true },
    () => `Deleted preset “${preset.name}”.`,
  );
}
