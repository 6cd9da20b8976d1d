// `pnpm check:spec-refs`: fails on a comment or text that cites "SPEC §N". SPEC was the first design document; it is
// not in the repository, so a reader (or a user of the SDK or the CLI) cannot look the rule up. Each citation says the
// rule in words instead, or links the docs/ page that states it. docs/ is not scanned: its decision records say on
// purpose where the product departs from SPEC. Run by the test command, before the build.
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** A path relative to the root, with `/` as git writes it. */
const relativePath = (file) => path.relative(root, file).split(path.sep).join('/');
const self = relativePath(fileURLToPath(import.meta.url));
const citation = /\bSPEC\s*§/;
const skippedDirs = new Set(['node_modules', '.git', 'dist', '.astro', 'storybook-static']);

/** Whether a repository-relative path is left unscanned. */
const isSkipped = (file) =>
  file === self || file.startsWith('docs/') || file.split('/').some((part) => skippedDirs.has(part));

/** Tracked and new (not ignored) files, from git; every file under the root when git cannot say. */
async function repositoryFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return listed.split('\0').filter(Boolean);
  } catch {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relativePath(path.join(entry.parentPath, entry.name)));
  }
}

const found = [];
for (const file of await repositoryFiles()) {
  if (isSkipped(file)) continue;
  let bytes;
  try {
    bytes = await readFile(path.join(root, file));
  } catch (error) {
    // Listed by git but deleted in the working tree.
    if (error.code === 'ENOENT') continue;
    throw error;
  }
  if (!bytes.includes('SPEC')) continue;
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      if (citation.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
}

if (found.length > 0) {
  console.error(
    `[check-spec-refs] ${found.length} citation(s) of SPEC, a document that is not in the repository:\n` +
      found.map((hit) => `  ${hit}`).join('\n') +
      '\nWrite the rule itself instead ("48 hours after it was created", "at most one toast is visible"), or link ' +
      'the docs/ page that states it (e.g. docs/results-format.md).',
  );
  process.exit(1);
}
console.log('[check-spec-refs] no SPEC § citations outside docs/');
