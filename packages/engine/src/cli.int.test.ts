import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Spawns the built bin the way a user (or `pnpm build` + `leadproof-engine`) would. */
describe('leadproof-engine bin', () => {
  let dir: string;
  let bin: string;
  let binDir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'engine-cli-'));
    // The same settings as tsup.config.ts, into a private folder inside the package (so the bundle
    // resolves its dependencies as when installed) that a parallel `pnpm build` does not disturb.
    // The bin loads parts of itself on demand, so the whole folder is the bin.
    binDir = join(packageDir, `dist-test-cli-${process.pid}`);
    await build({
      entry: { cli: join(packageDir, 'src/cli.ts') },
      format: ['esm'],
      target: 'node20',
      platform: 'node',
      outDir: binDir,
      skipNodeModulesBundle: true,
      silent: true,
      config: false,
      outExtension: () => ({ js: '.js' }),
    });
    bin = join(binDir, 'cli.js');
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(binDir, { recursive: true, force: true });
  });

  it('verifies a file offline and writes the results and the report', async () => {
    const input = join(dir, 'in.csv');
    await writeFile(input, 'Name;E-mail;Mobile\nJane Doe;jane@acme.com;+44 7911 123456\nBob;bob@@x;n/a\n');
    const { stderr } = await run(process.execPath, [
      bin,
      'verify',
      input,
      '--out',
      join(dir, 'out.csv'),
      '--report',
      join(dir, 'report.json'),
      '--offline',
      '--country',
      'GB',
    ]);
    expect(stderr).toMatch(/2 rows in/);
    const out = await readFile(join(dir, 'out.csv'), 'utf8');
    expect(out.split('\r\n')[1]).toContain(',+447911123456,valid,mobile');
    const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
    expect(report).toMatchObject({
      rows: 2,
      email: { dnsChecked: false, status: { invalid: 1, unknown: 1 } },
    });
  });

  it('exits 3 with the user-facing message for an unusable file, and 2 for a usage error', async () => {
    const input = join(dir, 'bad.csv');
    await writeFile(input, 'Name,City\nJane,Paris\n');
    const unusable = await run(process.execPath, [
      bin,
      'verify',
      input,
      '--out',
      join(dir, 'x.csv'),
      '--offline',
    ]).catch((e) => e);
    expect(unusable.code).toBe(3);
    expect(unusable.stderr).toMatch(/no_contact_column/);
    const usage = await run(process.execPath, [bin, 'verify', input]).catch((e) => e);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--out is required/);
  });
});
