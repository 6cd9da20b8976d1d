import type { LeadPreset } from '@leadproof/contract/leads';
import type { Leadproof } from '@leadproof/sdk/node';
import { describe, expect, it } from 'vitest';
import { leadsRequest, profileRequest } from './commands/leads-quote';
import { ExitError } from './errors';
import { findLeadPreset, withPreset } from './lead-presets';

const preset: LeadPreset = {
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  name: 'US SaaS VPs',
  icp: {
    industries: ['Software'],
    countries: ['US'],
    seniorities: ['vp', 'director'],
    titleKeywords: ['sales'],
    companySizes: [{ min: 51, max: 200 }, { min: 1000 }],
  },
  count: 50,
  createdAt: '2026-11-25T21:00:00.000Z',
  updatedAt: '2026-11-25T21:00:00.000Z',
};
const noFlags = { industries: [], countries: [], seniorities: [], titles: [], sizes: [], count: undefined };
const clientWith = (items: LeadPreset[]) =>
  ({ leads: { presets: { list: async () => ({ items }) } } }) as unknown as Leadproof;

describe('withPreset (a preset and the flags given with it)', () => {
  it("is the preset's profile and count when no flag is given", () => {
    expect(leadsRequest(withPreset(noFlags, preset))).toEqual({ icp: preset.icp, count: 50 });
  });

  it("lets each flag given replace that field of the preset's, and keeps the others", () => {
    const merged = withPreset({ ...noFlags, countries: ['ca', 'GB'], sizes: ['11-50'], count: '20' }, preset);
    expect(leadsRequest(merged)).toEqual({
      icp: { ...preset.icp, countries: ['CA', 'GB'], companySizes: [{ min: 11, max: 50 }] },
      count: 20,
    });
  });

  it('has no count when neither the preset nor the flags give one', () => {
    expect(withPreset(noFlags, { ...preset, count: null }).count).toBeUndefined();
    expect(profileRequest(withPreset(noFlags, { ...preset, count: null }))).toEqual(preset.icp);
  });
});

describe('findLeadPreset', () => {
  const other = { ...preset, id: '3f1c2a4e-0000-4000-8000-000000000002', name: 'EU fintech' };

  it('finds a preset by name whatever its case, or by id', async () => {
    const client = clientWith([preset, other]);
    const signal = new AbortController().signal;
    expect((await findLeadPreset(client, 'us saas vps', signal)).id).toBe(preset.id);
    expect((await findLeadPreset(client, ` ${other.id} `, signal)).name).toBe('EU fintech');
  });

  it("names the user's presets when there is none by that name (exit 1)", async () => {
    const error = await findLeadPreset(
      clientWith([preset, other]),
      'APAC',
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExitError);
    expect(error).toMatchObject({ code: 1, reason: 'preset_not_found' });
    expect((error as Error).message).toBe(
      'You have no preset named “APAC”. Your presets: “US SaaS VPs”, “EU fintech”.',
    );
  });

  it('says how to save one when the user has none', async () => {
    const error = await findLeadPreset(clientWith([]), 'APAC', new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(
      /you have no presets yet\. Save one with `leadproof leads presets save/,
    );
  });
});
