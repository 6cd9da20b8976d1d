// The build `pnpm start` serves: the API server and the static site (marketing pages, dashboard, docs). The two do not
// depend on each other's output (the site reads the API's sources for its OpenAPI reference), so they build side by
// side; each is skipped while the digest of its inputs, kept beside its output, is unchanged. Storybook's catalogue,
// the SDK's type declarations and the CLI are not served, so they are not built here (`pnpm build` makes them).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, changedInputs } from './build-inputs.mjs';
import { run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Workspace package folders by package name, from pnpm-workspace.yaml's `packages` globs (`dir` or `dir/*`). */
function workspacePackages() {
  const globs = [];
  let inPackages = false;
  for (const line of readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) inPackages = line.startsWith('packages:');
    else if (inPackages && /^\s+-\s/.test(line))
      globs.push(line.replace(/^\s+-\s+/, '').replace(/["']/g, ''));
  }
  const folders = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return readdirNames(path.join(root, parent)).map((name) => `${parent}/${name}`);
  });
  const packages = new Map();
  for (const folder of folders) {
    const manifest = path.join(root, folder, 'package.json');
    if (existsSync(manifest)) packages.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  return packages;
}

/** The names of the folders in `dir`. */
function readdirNames(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** `folder` and every workspace package it depends on (dependencies and devDependencies), transitively. */
export function workspaceClosure(folder, packages = workspacePackages()) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current)) return;
    seen.add(current);
    const manifest = JSON.parse(readFileSync(path.join(root, current, 'package.json'), 'utf8'));
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      if (String(range).startsWith('workspace:') && packages.has(name)) visit(packages.get(name));
    }
  };
  visit(folder);
  return [...seen].sort();
}

/**
 * The inputs of building the package in `folder`: the repository's top-level files (lockfile, workspace, base
 * tsconfig) and patches, and of the package and each workspace package it depends on, the top-level files
 * (manifest, configs, .env) and the `src` and `public` trees; plus `trees` and `env`.
 */
export function packageInputs(folder, { trees = [], env = [] } = {}) {
  const closure = workspaceClosure(folder);
  return {
    folders: ['.', ...closure],
    trees: ['patches', ...closure.flatMap((dir) => [`${dir}/src`, `${dir}/public`]), ...trees],
    env,
  };
}

/**
 * Environment variables the site's build embeds or reads: its public address (canonical URLs, sitemap), the
 * `astro:env` fields of astro.config.mjs, the dev proxy's port (read by the config), and any `PUBLIC_` variable
 * (Vite exposes those to the pages). A test keeps this list in step with what the sources read.
 */
export const siteEnv = ['SITE_URL', 'SUPPORT_EMAIL', 'LEADPROOF_API_PORT', 'NODE_ENV'];

const tsup = (folder) => [path.join(root, folder, 'node_modules', 'tsup', 'dist', 'cli-default.js')];
const astro = [path.join(root, 'site', 'node_modules', 'astro', 'astro.js'), 'build'];

/** The steps, in the order their progress lines are numbered: the longest first, so it starts first. */
export function servingSteps(environment = process.env) {
  const publicVariables = Object.keys(environment).filter((name) => name.startsWith('PUBLIC_'));
  return [
    {
      label: 'the site, dashboard and docs',
      folder: 'site',
      args: astro,
      outputs: ['site/dist/index.html', 'site/dist/dashboard/index.html'],
      // The docs section renders guides from the repository's docs/ folder (site/src/docs/repo-pages.ts).
      inputs: packageInputs('site', { trees: ['docs'], env: [...siteEnv, ...publicVariables] }),
    },
    {
      label: 'the API server',
      folder: 'api',
      args: tsup('api'),
      outputs: ['api/dist/main.js', 'api/dist/engine-worker.js'],
      inputs: packageInputs('api', { env: ['NODE_ENV'] }),
    },
  ];
}

/** Where a step keeps the inputs its output was built from: beside the output, never inside what is served. */
const digestFile = (step, base = root) => path.join(base, step.folder, '.build-inputs.json');

function readRecorded(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Builds `step` unless its outputs exist and were built from the same inputs; prints a line when it starts and when
 * it ends, with the time it took. The recorded digest is removed before a build and written after it succeeds, so an
 * interrupted or failed build is never taken for a current one. Resolves with `'built'` or `'current'`.
 */
export async function buildStep(
  step,
  { position, total, base = root, log = console.log, environment = process.env },
) {
  const tag = `(${position}/${total})`;
  const started = Date.now();
  const inputs = buildInputs({ root: base, ...step.inputs, environment });
  const file = digestFile(step, base);
  const recorded = readRecorded(file);
  const outputsExist = step.outputs.every((output) => existsSync(path.join(base, output)));
  if (outputsExist && recorded?.digest === inputs.digest) {
    log(`[start] ${step.label}: up to date ${tag}, inputs checked in ${seconds(Date.now() - started)}`);
    return 'current';
  }
  const why = !outputsExist
    ? 'no build yet'
    : recorded
      ? changedInputs(recorded, inputs).join(', ')
      : 'built without a record of its inputs';
  log(`[start] building ${step.label} ${tag}… (${why})`);
  rmSync(file, { force: true });
  const code = await run(process.execPath, step.args, {
    cwd: path.join(base, step.folder),
    env: { ...environment, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (code !== 0) throw new Error(`building ${step.label} failed (exit code ${code})`);
  writeFileSync(file, `${JSON.stringify(inputs)}\n`);
  log(`[start] built ${step.label} in ${seconds(Date.now() - started)} ${tag}`);
  return 'built';
}

/** Builds every step that is not current, side by side; rejects when one fails (after the others end). */
export async function buildForServing({ log = console.log } = {}) {
  const started = Date.now();
  const steps = servingSteps();
  const results = await Promise.allSettled(
    steps.map((step, index) => buildStep(step, { position: index + 1, total: steps.length, log })),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  if (results.some((result) => result.value === 'built')) {
    log(`[start] build ready in ${seconds(Date.now() - started)}`);
  }
}
