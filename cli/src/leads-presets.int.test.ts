/**
 * `leadproof leads facets`, `leads presets list|save|rename|delete` and `leads quote|buy --preset` with the built
 * CLI against the real server and its demo inventory (on PGlite: the API's own suites cover both databases).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LeadFacetsResponse, LeadPreset, LeadQuoteResponse } from '@leadproof/contract/leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvObjects } from '../../api/src/leads/test-leads';
import { startTestServer, type TestServer } from '../../api/src/testing/start-test-server';
import { singleDatabaseKinds } from '../../api/src/testing/test-databases';
import { createTestUser, type TestUser } from '../../api/src/testing/test-users';
import { ensureBuiltCli, runCli } from './testing/built-cli';

describe.each(singleDatabaseKinds)('leadproof leads presets on %s', { timeout: 180_000 }, (kind) => {
  let server: TestServer;
  let user: TestUser;
  let home: string;

  beforeAll(async () => {
    ensureBuiltCli();
    server = await startTestServer(kind, {
      LEADS_DEMO_INVENTORY: 'on',
      EMAIL_DNS: 'off',
      FREE_TRIAL_CREDITS: '100',
    });
    user = await createTestUser(server);
    home = await mkdtemp(path.join(tmpdir(), 'leadproof-cli-presets-'));
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const leadproof = (args: string[], stdin?: string) =>
    runCli(['--api-url', server.url, ...args], {
      cwd: home,
      stdin,
      env: { HOME: home, XDG_CONFIG_HOME: path.join(home, 'config') },
    });
  const json = async <T>(args: string[]): Promise<T> => {
    const run = await leadproof([...args, '--json']);
    expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
    return JSON.parse(run.stdout) as T;
  };

  it('lists the facets, saves presets, and quotes and buys with --preset', async () => {
    const login = await leadproof(['login', '--email', user.email, '--password-stdin'], `${user.password}\n`);
    expect(login.code).toBe(0);

    const facets = await json<LeadFacetsResponse>(['leads', 'facets']);
    expect(facets.demo).toBe(true);
    expect(facets.countries).toContainEqual(expect.objectContaining({ value: 'US', name: 'United States' }));
    const text = await leadproof(['leads', 'facets']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('lead(s) on offer (demo data');
    expect(text.stdout).toContain('Industries (--industry):');
    expect(text.stdout).toMatch(/^ {2}US +United States +[\d,]+$/m);

    expect((await leadproof(['leads', 'presets', 'list'])).stdout).toContain('No presets yet.');
    const save = await leadproof([
      'leads',
      'presets',
      'save',
      '--name',
      'US SaaS VPs',
      '--industry',
      'Software',
      '--country',
      'US',
      '--seniority',
      'vp,director',
      '--count',
      '5',
    ]);
    expect(save.code, save.stderr).toBe(0);
    expect(save.stdout).toContain('Saved preset “US SaaS VPs”: Software in US · vp, director, 5 lead(s).');
    const duplicate = await leadproof([
      'leads',
      'presets',
      'save',
      '--name',
      'us saas vps',
      '--industry',
      'Software',
      '--country',
      'US',
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('You already have a preset named “US SaaS VPs”');
    const bad = await leadproof(['leads', 'presets', 'save', '--name', 'x', '--industry', 'Software']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--country');
    const saved = await json<LeadPreset>([
      'leads',
      'presets',
      'save',
      '--name',
      'German retail',
      '--industry',
      'Retail',
      '--country',
      'DE',
    ]);
    expect(saved).toMatchObject({ name: 'German retail', count: null });
    const listed = await leadproof(['leads', 'presets', 'list']);
    expect(listed.stdout.split('\n')[0]).toMatch(/^NAME +COUNT +UPDATED +PROFILE$/);
    expect(listed.stdout).toMatch(/German retail .*Retail in DE/);
    expect(listed.stdout).toMatch(/US SaaS VPs +5 .*Software in US · vp, director/);

    // The preset's profile and count, as if the flags were given.
    type Quote = { icp: unknown; quote: LeadQuoteResponse; preset: string | null };
    const byPreset = await json<Quote>(['leads', 'quote', '--preset', 'us saas vps']);
    const byFlags = await json<Quote>([
      'leads',
      'quote',
      '--industry',
      'Software',
      '--country',
      'US',
      '--seniority',
      'vp,director',
      '--count',
      '5',
    ]);
    expect(byPreset.preset).toBe('US SaaS VPs');
    expect(byPreset.quote).toEqual(byFlags.quote);
    expect(byPreset.quote.count).toBe(5);
    // A flag given with the preset replaces that field only.
    const overridden = await json<Quote>([
      'leads',
      'quote',
      '--preset',
      'US SaaS VPs',
      '--country',
      'CA',
      '--count',
      '7',
    ]);
    expect(overridden.icp).toEqual({
      industries: ['Software'],
      countries: ['CA'],
      seniorities: ['vp', 'director'],
    });
    expect(overridden.quote.count).toBe(7);
    const noCount = await leadproof(['leads', 'quote', '--preset', 'German retail']);
    expect(noCount.code).toBe(2);
    expect(noCount.stderr).toContain('The preset “German retail” has no count saved: give --count.');
    const unknown = await leadproof(['leads', 'quote', '--preset', 'APAC']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'You have no preset named “APAC”. Your presets: “German retail”, “US SaaS VPs”.',
    );

    const buy = await leadproof([
      'leads',
      'buy',
      '--preset',
      'US SaaS VPs',
      '--yes',
      '--wait',
      '--out',
      'vps.csv',
    ]);
    expect(buy.code, buy.stderr).toBe(0);
    expect(buy.stdout).toContain('completed: 5 verified lead(s) for 7.5 credits.');
    const rows = await readCsvObjects(await readFile(path.join(home, 'vps.csv'), 'utf8'));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({ Industry: 'Software', lp_country: 'US' });
      expect(['vp', 'director']).toContain(row.lp_seniority);
    }

    const rename = await leadproof(['leads', 'presets', 'rename', 'german RETAIL', 'DE retail']);
    expect(rename.code, rename.stderr).toBe(0);
    expect(rename.stdout).toContain('Renamed preset “German retail” to “DE retail”.');
    const clash = await leadproof(['leads', 'presets', 'rename', 'DE retail', 'us saas vps']);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('You already have a preset named “US SaaS VPs”');
    const deleted = await leadproof(['leads', 'presets', 'delete', 'US SaaS VPs']);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain('Deleted preset “US SaaS VPs”.');
    const left = await json<{ items: LeadPreset[] }>(['leads', 'presets', 'list']);
    expect(left.items.map((preset) => preset.name)).toEqual(['DE retail']);
  });
});
