/**
 * `pnpm start`'s build cache (scripts/serving-build.mjs, scripts/build-inputs.mjs): a build is skipped only while every
 * input is what it was built from. The tests sit here, in the unit project's folders, because the site is the build
 * the cache saves most on; they run the scripts as plain ES modules, as `node scripts/start.mjs` does.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoPages } from '../docs/repo-pages';

type Inputs = { digest: string; files: Record<string, string>; env: Record<string, string | null> };
type InputSpec = { trees?: string[]; folders?: string[]; env?: string[] };
type Step = { label: string; folder: string; args: string[]; outputs: string[]; inputs: InputSpec };
type BuildInputsModule = {
  buildInputs(
    options: InputSpec & { root: string; environment?: Record<string, string | undefined> },
  ): Inputs;
  changedInputs(before: Inputs, after: Inputs): string[];
};
type ServingBuildModule = {
  buildStep(
    step: Step,
    options: {
      position: number;
      total: number;
      base: string;
      log: (line: string) => void;
      environment: object;
    },
  ): Promise<'built' | 'current'>;
  servingSteps(environment?: Record<string, string>): Step[];
  siteEnv: string[];
};

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const scriptsModule = (name: string) => path.join(repoRoot, 'scripts', name);
const { buildInputs, changedInputs } = (await import(scriptsModule('build-inputs.mjs'))) as BuildInputsModule;
const { buildStep, servingSteps, siteEnv } = (await import(
  scriptsModule('serving-build.mjs')
)) as ServingBuildModule;

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'leadproof-build-inputs-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('pkg/package.json', '{"name":"pkg"}\n');
  write('pkg/src/page.ts', 'export const title = "one";\n');
  write('pkg/src/page.test.ts', 'test file\n');
  write('pkg/dist/page.js', 'built\n');
  write('pkg/node_modules/dep/index.js', 'dep\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('buildInputs', () => {
  const spec = { folders: ['.', 'pkg'], trees: ['pkg/src'], env: ['SITE_URL'] };
  const inputs = (environment: Record<string, string> = {}) =>
    buildInputs({ root: dir, ...spec, environment });

  it('is the same for the same files and environment', () => {
    expect(inputs().digest).toBe(inputs().digest);
    expect(Object.keys(inputs().files)).toEqual(['pkg/package.json', 'pkg/src/page.ts', 'pnpm-lock.yaml']);
  });

  it('changes with a source, the lockfile, a manifest, an added or removed file, or a named variable', () => {
    const before = inputs();
    const changes: Array<[string, () => void, Record<string, string>?]> = [
      ['pkg/src/page.ts changed', () => write('pkg/src/page.ts', 'export const title = "two";\n')],
      ['pnpm-lock.yaml changed', () => write('pnpm-lock.yaml', 'lockfileVersion: 9.1\n')],
      ['pkg/package.json changed', () => write('pkg/package.json', '{"name":"pkg","version":"2"}\n')],
      ['pkg/src/new.ts added', () => write('pkg/src/new.ts', 'export {};\n')],
      ['pkg/src/page.ts removed', () => rmSync(path.join(dir, 'pkg/src/page.ts'))],
      ['SITE_URL changed', () => {}, { SITE_URL: 'https://leadproof.example' }],
    ];
    for (const [change, apply, environment] of changes) {
      const snapshot = readdirSync(path.join(dir, 'pkg/src')).map((name) => [
        name,
        readFileSync(path.join(dir, 'pkg/src', name), 'utf8'),
      ]);
      const lock = readFileSync(path.join(dir, 'pnpm-lock.yaml'), 'utf8');
      const manifest = readFileSync(path.join(dir, 'pkg/package.json'), 'utf8');
      apply();
      const after = inputs(environment);
      expect(after.digest, change).not.toBe(before.digest);
      expect(changedInputs(before, after), change).toEqual([change]);
      // Back to the starting tree for the next change.
      rmSync(path.join(dir, 'pkg/src'), { recursive: true });
      for (const [name, text] of snapshot) write(`pkg/src/${name}`, text as string);
      write('pnpm-lock.yaml', lock);
      write('pkg/package.json', manifest);
      expect(inputs().digest).toBe(before.digest);
    }
  });

  it('ignores outputs, installs and tests', () => {
    const before = inputs().digest;
    write('pkg/dist/page.js', 'rebuilt\n');
    write('pkg/node_modules/dep/index.js', 'upgraded in place\n');
    write('pkg/src/page.test.ts', 'another test\n');
    write('pkg/.build-inputs.json', '{}\n');
    expect(inputs().digest).toBe(before);
  });
});

describe('buildStep', () => {
  // A build that counts its runs: writes the output and appends to a log outside the inputs.
  const step: Step = {
    label: 'the page',
    folder: 'pkg',
    args: [
      '-e',
      "const fs=require('node:fs');fs.mkdirSync('dist',{recursive:true});fs.writeFileSync('dist/page.js',fs.readFileSync('src/page.ts'));fs.appendFileSync('../runs.log','run\\n');if(process.env.FAIL_BUILD)process.exit(3)",
    ],
    outputs: ['pkg/dist/page.js'],
    // FAIL_BUILD is not an input: it stands for a build that breaks halfway (killed, out of disk).
    inputs: { folders: ['.', 'pkg'], trees: ['pkg/src'] },
  };
  const lines: string[] = [];
  const build = (environment: Record<string, string> = {}) =>
    buildStep(step, { position: 1, total: 1, base: dir, log: (line) => lines.push(line), environment });
  const runs = () => readFileSync(path.join(dir, 'runs.log'), 'utf8').split('\n').filter(Boolean).length;

  beforeEach(() => {
    lines.length = 0;
    rmSync(path.join(dir, 'pkg/dist'), { recursive: true });
  });

  it('builds once, then skips while the inputs are unchanged', async () => {
    expect(await build()).toBe('built');
    expect(await build()).toBe('current');
    expect(runs()).toBe(1);
    expect(lines[0]).toBe('[start] building the page (1/1)… (no build yet)');
    expect(lines[1]).toMatch(/^\[start\] built the page in \d+\.\d s \(1\/1\)$/);
    expect(lines[2]).toMatch(/^\[start\] the page: up to date \(1\/1\), inputs checked in \d+\.\d s$/);
  });

  it('rebuilds when an input changed, and says which', async () => {
    await build();
    write('pkg/src/page.ts', 'export const title = "two";\n');
    expect(await build()).toBe('built');
    expect(runs()).toBe(2);
    expect(lines).toContain('[start] building the page (1/1)… (pkg/src/page.ts changed)');
    expect(readFileSync(path.join(dir, 'pkg/dist/page.js'), 'utf8')).toContain('two');
  });

  it('rebuilds when the output is gone, or was built without a record of its inputs', async () => {
    await build();
    rmSync(path.join(dir, 'pkg/dist'), { recursive: true });
    expect(await build()).toBe('built');
    rmSync(path.join(dir, 'pkg/.build-inputs.json'));
    expect(await build()).toBe('built');
    expect(lines).toContain('[start] building the page (1/1)… (built without a record of its inputs)');
    expect(runs()).toBe(3);
  });

  it('keeps no record of a failed build, so the next start builds again', async () => {
    await build();
    write('pkg/src/page.ts', 'export const title = "two";\n');
    // The failed build overwrote the output; the inputs then go back to what the old record describes.
    await expect(build({ FAIL_BUILD: '1' })).rejects.toThrow('building the page failed (exit code 3)');
    write('pkg/src/page.ts', 'export const title = "one";\n');
    expect(await build()).toBe('built');
    expect(runs()).toBe(3);
    expect(readFileSync(path.join(dir, 'pkg/dist/page.js'), 'utf8')).toContain('one');
  });
});

describe('the serving steps', () => {
  const site = () => {
    const found = servingSteps().find((step) => step.folder === 'site');
    if (!found) throw new Error('no site step');
    return found;
  };

  it('builds the API server and the site, and not Storybook, the CLI or the SDK declarations', () => {
    expect(servingSteps().map((step) => step.folder)).toEqual(['site', 'api']);
  });

  it("keys the site on what it reads: its packages' sources, the API's, the repository guides, the lockfile", () => {
    const files = Object.keys(buildInputs({ root: repoRoot, ...site().inputs }).files);
    for (const file of [
      'pnpm-lock.yaml',
      'site/astro.config.mjs',
      'site/src/pages/index.astro',
      'dashboard/src/index.ts',
      'packages/ui/src/index.ts',
      'packages/auth/src/auth-client.ts',
      'packages/sdk/src/index.ts',
      'api/src/http/openapi/build-open-api-document.ts',
      'api/package.json',
      ...repoPages.map((page) => page.file),
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it("names every environment variable the site's sources read", () => {
    const read = new Set<string>();
    const scan = (file: string) => {
      const text = readFileSync(file, 'utf8');
      for (const [, name = ''] of text.matchAll(/(?:process\.env|import\.meta\.env)\.([A-Z][A-Z0-9_]*)/g))
        read.add(name);
      for (const [, name = ''] of text.matchAll(/([A-Z][A-Z0-9_]*):\s*envField\./g)) read.add(name);
    };
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
          scan(full);
      }
    };
    scan(path.join(repoRoot, 'site/astro.config.mjs'));
    for (const folder of ['site/src', 'dashboard/src', 'packages/auth/src', 'packages/ui/src'])
      walk(path.join(repoRoot, folder));
    // Vite's own values, the same for every production build.
    const builtIn = new Set(['MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'SITE', 'ASSETS_PREFIX']);
    // Named in code samples the pages show a reader (api-section.astro), never read by the build.
    const inSamples = new Set(['LEADPROOF_API_KEY']);
    const missing = [...read].filter(
      (name) =>
        !builtIn.has(name) && !inSamples.has(name) && !name.startsWith('PUBLIC_') && !siteEnv.includes(name),
    );
    expect(missing).toEqual([]);
    expect(site().inputs.env).toEqual(expect.arrayContaining(siteEnv));
    expect(servingSteps({ PUBLIC_URL: 'x' }).find((step) => step.folder === 'site')?.inputs.env).toContain(
      'PUBLIC_URL',
    );
  });
});
