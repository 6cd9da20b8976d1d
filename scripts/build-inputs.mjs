// What a build is made from, as one digest: the files it reads, the environment variables it embeds and the Node.js
// version. `pnpm start` keeps the digest beside a build's output and skips the build while it is unchanged.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders that are outputs, caches or installs, never a build's input. */
const notInputs = new Set([
  'node_modules',
  'dist',
  '.astro',
  '.generated',
  '.data',
  '.tmp',
  'coverage',
  'storybook-static',
  '.git',
]);
/** A digest file of this module, a worktree's `.git` pointer, and files that only tests, stories and logs read. */
const notInputFiles =
  /^\.build-inputs\.json$|^\.git$|\.(test|int\.test|e2e\.test|test-d|stories)\.tsx?$|\.log$/;

/** The files under `dir` (relative to `root`), recursively, without outputs, tests and stories. */
function filesUnder(root, dir) {
  const files = [];
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return files;
    throw error;
  }
  for (const entry of entries) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!notInputs.has(entry.name)) files.push(...filesUnder(root, relative));
    } else if (entry.isFile() && !notInputFiles.test(entry.name)) files.push(relative);
  }
  return files;
}

/** The files directly in `dir` (its package.json, configs, .env files), not its folders. */
function filesIn(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && !notInputFiles.test(entry.name))
    .map((entry) => path.posix.join(dir, entry.name));
}

/**
 * The inputs of a build under `root`: every file of `trees` (folders, recursively), the top-level files of `folders`
 * (a package's manifest and configs), the values of the environment variables `env` names (unset is recorded as such)
 * and the Node.js version. Returns `{ digest, files, env }`, with each file's own SHA-256 to say what changed.
 */
export function buildInputs({ root, trees = [], folders = [], env = [], environment = process.env }) {
  const paths = new Set();
  for (const folder of folders) for (const file of filesIn(root, folder)) paths.add(file);
  for (const tree of trees) for (const file of filesUnder(root, tree)) paths.add(file);
  const files = {};
  for (const file of [...paths].sort()) {
    files[file] = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
  }
  const variables = Object.fromEntries(
    [...new Set(env)].sort().map((name) => [name, environment[name] ?? null]),
  );
  const digest = createHash('sha256')
    .update(JSON.stringify({ node: process.version, files, env: variables }))
    .digest('hex');
  return { digest, node: process.version, files, env: variables };
}

/** What differs between two `buildInputs` results, as short phrases (at most `limit`, then a count). */
export function changedInputs(before, after, limit = 3) {
  const changes = [];
  if (before.node !== after.node) changes.push(`Node.js ${before.node} → ${after.node}`);
  for (const name of new Set([...Object.keys(before.env ?? {}), ...Object.keys(after.env)])) {
    if (before.env?.[name] !== after.env[name]) changes.push(`${name} changed`);
  }
  const beforeFiles = before.files ?? {};
  for (const file of new Set([...Object.keys(beforeFiles), ...Object.keys(after.files)])) {
    if (!(file in after.files)) changes.push(`${file} removed`);
    else if (!(file in beforeFiles)) changes.push(`${file} added`);
    else if (beforeFiles[file] !== after.files[file]) changes.push(`${file} changed`);
  }
  return changes.length > limit ? [...changes.slice(0, limit), `${changes.length - limit} more`] : changes;
}
