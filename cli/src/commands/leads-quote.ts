import {
  type CompanySizeRange,
  type LeadIcp,
  type LeadQuoteResponse,
  leadCountSchema,
  leadIcpSchema,
} from '@leadproof/contract/leads';
import type { Leadproof } from '@leadproof/sdk/node';
import { UsageError } from '../errors';
import { findLeadPreset, withPreset } from '../lead-presets';
import { createOutput, formatCredits, formatNumber } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** The ideal customer profile as `leads quote` and `leads buy` take it from their flags. */
export interface LeadsProfileOptions {
  /** `--industry`: one or more industries (repeatable, or comma-separated). */
  industries: string[];
  /** `--country`: ISO 3166-1 alpha-2 codes (repeatable, or comma-separated). */
  countries: string[];
  /** `--seniority`: owner, c_level, vp, director, manager, senior, individual, entry. */
  seniorities: string[];
  /** `--title`: keywords, any of which the job title contains. */
  titles: string[];
  /** `--size MIN-MAX` (or `MIN+`): company sizes in employees. */
  sizes: string[];
  /** `--count N`: how many leads (required unless the preset saved one). */
  count?: string | undefined;
}

/** `--preset NAME`: start from a saved profile; the profile flags given replace its fields. */
export interface LeadsPresetOption {
  preset?: string | undefined;
}

/** Options of `leadproof leads quote`. */
export interface LeadsQuoteOptions extends CommandOptions, LeadsProfileOptions, LeadsPresetOption {}

/** `--size` values: `51-200`, `1000-` or `1000+` (no upper bound), `250` (exactly). */
function parseSize(text: string): CompanySizeRange {
  const match = /^\s*(\d+)\s*(?:(-|\+)\s*(\d*)\s*)?$/.exec(text);
  const min = Number(match?.[1]);
  const max = match?.[3] ? Number(match[3]) : match?.[2] ? undefined : min;
  if (!match || min < 1 || (max !== undefined && max < min))
    throw new UsageError(`--size "${text}" is not a size range: write MIN-MAX (51-200), MIN+ (1000+) or N.`);
  return max === undefined ? { min } : { min, max };
}

/** `--count` as a number of leads (exit 2 when it is not one). */
export function parseCount(text: string): number {
  const count = Number(text);
  if (!/^\d+$/.test(text.trim()) || !leadCountSchema.safeParse(count).success)
    throw new UsageError(`--count "${text}" must be a whole number from 1 to 10,000.`);
  return count;
}

/** The profile and count from the flags, checked against the API contract (exit 2 when wrong). */
export function leadsRequest(options: LeadsProfileOptions): { icp: LeadIcp; count: number } {
  const icp = profileRequest(options);
  if (options.count === undefined) throw new UsageError('Give --count: how many leads (1 to 10,000).');
  return { icp, count: parseCount(options.count) };
}

/** The profile from the flags, checked against the API contract (exit 2 when wrong). */
export function profileRequest(options: Omit<LeadsProfileOptions, 'count'>): LeadIcp {
  if (options.industries.length === 0)
    throw new UsageError('Give at least one --industry (for example Software).');
  if (options.countries.length === 0)
    throw new UsageError('Give at least one --country (an ISO code, e.g. US).');
  const parsed = leadIcpSchema.safeParse({
    industries: options.industries,
    countries: options.countries,
    ...(options.seniorities.length > 0 ? { seniorities: options.seniorities } : {}),
    ...(options.titles.length > 0 ? { titleKeywords: options.titles } : {}),
    ...(options.sizes.length > 0 ? { companySizes: options.sizes.map(parseSize) } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag = {
      industries: '--industry',
      countries: '--country',
      seniorities: '--seniority',
      titleKeywords: '--title',
      companySizes: '--size',
    }[String(issue?.path[0])];
    throw new UsageError(`${flag ?? 'The profile'}: ${issue?.message ?? 'is not valid'}.`);
  }
  return parsed.data;
}

/**
 * The profile and count of `leads quote|buy`: from the flags, or with `--preset` from the saved profile with the
 * flags given replacing its fields. Without a preset the flags are checked before anything is sent.
 */
export async function resolveLeadsRequest(
  options: LeadsProfileOptions & LeadsPresetOption,
  client: Leadproof,
  signal: AbortSignal,
): Promise<{ icp: LeadIcp; count: number; preset: string | null }> {
  if (options.preset === undefined) return { ...leadsRequest(options), preset: null };
  const preset = await findLeadPreset(client, options.preset, signal);
  const merged = withPreset(options, preset);
  const icp = profileRequest(merged);
  if (merged.count === undefined)
    throw new UsageError(`The preset “${preset.name}” has no count saved: give --count.`);
  return { icp, count: parseCount(merged.count), preset: preset.name };
}

/** The request of `leads quote|buy` (`resolveLeadsRequest`), its quote, and the user's balance, fetched together. */
export async function quoteWithBalance(
  options: LeadsProfileOptions & LeadsPresetOption,
  client: Leadproof,
  signal: AbortSignal,
) {
  const request = await resolveLeadsRequest(options, client, signal);
  const [quote, { balance }] = await Promise.all([
    client.leads.quote({ icp: request.icp, count: request.count }, { signal }),
    client.users.balance({ signal }),
  ]);
  return { ...request, quote, balance };
}

/** The profile in a few words: `Software in US`. */
export function describeProfile(icp: LeadIcp): string {
  return `${icp.industries.join(', ')} in ${icp.countries.join(', ')}`;
}

/** The quote as lines for people. */
export function quoteLines(icp: LeadIcp, quote: LeadQuoteResponse, balance: number): string[] {
  return [
    `${describeProfile(icp)}: ${formatNumber(quote.matching)} lead(s) match, ${formatNumber(quote.available)} you can buy.`,
    `${formatNumber(quote.count)} lead(s) cost ${formatCredits(quote.cost)} (${formatCredits(quote.pricePerRow)} per lead). Your balance: ${formatCredits(balance)}.`,
    ...(quote.demo ? ['Demo data: these are fictitious people from the demo inventory.'] : []),
  ];
}

/** `leadproof leads quote`: how many leads match a profile, how many you can buy, and the cost. */
export async function runLeadsQuote(options: LeadsQuoteOptions): Promise<void> {
  // Flags alone are checked before signing in; a preset has to be fetched first.
  if (options.preset === undefined) leadsRequest(options);
  const { client } = await signedInClient(options);
  const { icp, preset, quote, balance } = await quoteWithBalance(options, client, options.runtime.signal);
  createOutput(options).result({ icp, quote, balance, preset }, () => quoteLines(icp, quote, balance));
}
