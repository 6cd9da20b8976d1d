// One-off, re-runnable: renames every source file and folder of the house to kebab-case (issue 36, item 6) with
// `git mv`, then rewrites what names them: relative import specifiers, `@leadproof/<package>/…` subpaths, repository-
// and package-relative paths in any tracked text file (configs, scripts, docs), and file names quoted in comments.
//
//   node scripts/kebab-case-files.mjs [--dry-run]
//
// Left as they are: Astro's routed pages and content collections (their names are URLs), database migrations, and
// names a tool dictates. `scripts/check-file-names.mjs` keeps the rule from then on.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExemptFromKebabCase, kebabCase } from './file-name-rule.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });

const tracked = git('ls-files', '-z')
  .split('\0')
  .filter(Boolean)
  .filter((file) => existsSync(path.join(root, file)));
const trackedSet = new Set(tracked);
const dirs = new Set();
for (const file of tracked)
  for (let d = path.posix.dirname(file); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);

/** The new name of one path segment: the part before its first dot in kebab-case, the rest as it was. */
function renamedSegment(segment) {
  const dot = segment.indexOf('.', 1);
  const stem = dot === -1 ? segment : segment.slice(0, dot);
  return kebabCase(stem) + (dot === -1 ? '' : segment.slice(dot));
}

/** The new path of a tracked file or folder: each segment the rule covers renamed. */
function newPathOf(oldPath, isFile) {
  const segments = oldPath.split('/');
  return segments
    .map((segment, i) => {
      const sub = segments.slice(0, i + 1).join('/');
      const last = i === segments.length - 1;
      if (isExemptFromKebabCase(sub, last && isFile)) return segment;
      return renamedSegment(segment);
    })
    .join('/');
}

const fileMoves = new Map();
for (const file of tracked) {
  const next = newPathOf(file, true);
  if (next !== file) fileMoves.set(file, next);
}
const dirMoves = new Map();
for (const dir of dirs) {
  const next = newPathOf(dir, false);
  if (next !== dir) dirMoves.set(dir, next);
}
// Two names that become one would lose a file.
const targets = new Map();
for (const [from, to] of fileMoves) {
  if (targets.has(to) || (trackedSet.has(to) && !fileMoves.has(to)))
    throw new Error(`${from} and ${targets.get(to) ?? to} would both be ${to}`);
  targets.set(to, from);
}
console.log(`[kebab] ${fileMoves.size} files and ${dirMoves.size} folders to rename`);

const codeExtensions = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.astro', '.mdx'];
const textExtensions = [...codeExtensions, '.json', '.md', '.yaml', '.yml', '.html', '.sh', '.sql', '.css'];
const isText = (file) =>
  textExtensions.some((ext) => file.endsWith(ext)) ||
  /(^|\/)(\.ci\/run|\.gitignore|\.env\.example)$/.test(file);
const resolveExtensions = [
  '',
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.cjs',
  '.astro',
  '.d.ts',
  '/index.ts',
  '/index.tsx',
];

/** The tracked file or folder `target` names, as a module specifier would (extension optional, `.js` for `.ts`). */
function resolveTarget(target) {
  for (const ext of resolveExtensions) {
    if (trackedSet.has(target + ext)) return { path: target + ext, kind: 'file' };
  }
  if (target.endsWith('.js')) {
    const ts = `${target.slice(0, -3)}.ts`;
    if (trackedSet.has(ts)) return { path: ts, kind: 'file' };
  }
  if (dirs.has(target)) return { path: target, kind: 'dir' };
  return undefined;
}

/** `specifier` (relative to the folder `fromDir`) with each segment that names a renamed file or folder renamed. */
function rewriteRelative(specifier, fromDir) {
  const segments = specifier.split('/');
  let at = fromDir;
  const out = [];
  for (const [i, segment] of segments.entries()) {
    if (segment === '.' || segment === '..' || segment === '') {
      at = segment === '..' ? path.posix.dirname(at) : at;
      out.push(segment);
      continue;
    }
    const here = at === '.' ? segment : `${at}/${segment}`;
    const last = i === segments.length - 1;
    if (!last) {
      if (!dirs.has(here)) return specifier;
      out.push(dirMoves.has(here) ? path.posix.basename(dirMoves.get(here)) : segment);
      at = here;
      continue;
    }
    const target = resolveTarget(here);
    if (!target) return specifier;
    const moved = target.kind === 'file' ? fileMoves.get(target.path) : dirMoves.get(target.path);
    out.push(moved && renamedSegment(segment) !== segment ? renamedSegment(segment) : segment);
  }
  return out.join('/');
}

// `@leadproof/<name>` → its folder and `exports`, for subpath specifiers.
const packages = new Map();
for (const file of tracked.filter((f) => f.endsWith('package.json') && !f.includes('node_modules'))) {
  const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  if (manifest.name?.startsWith('@leadproof/'))
    packages.set(manifest.name, { dir: path.posix.dirname(file), exports: manifest.exports ?? {} });
}

/** A `@leadproof/<name>/<subpath>` specifier whose file was renamed, with its subpath renamed as `exports` maps it. */
function rewritePackageSubpath(specifier) {
  const match = /^(@leadproof\/[^/]+)\/(.+)$/.exec(specifier);
  const pkg = match && packages.get(match[1]);
  if (!pkg) return specifier;
  const subpath = `./${match[2]}`;
  if (typeof pkg.exports[subpath] === 'string') return specifier; // an explicit key: its name is the API
  for (const [key, value] of Object.entries(pkg.exports)) {
    if (!key.endsWith('*') || typeof value !== 'string') continue;
    const prefix = key.slice(0, -1);
    if (!subpath.startsWith(prefix)) continue;
    const star = subpath.slice(prefix.length);
    const fromDir = path.posix.join(pkg.dir, path.posix.dirname(value.replace('*', star)));
    const rewritten = rewriteRelative(`./${path.posix.basename(value.replace('*', star))}`, fromDir);
    const renamedStar = star
      .split('/')
      .map((segment, i, all) =>
        i === all.length - 1
          ? path.posix.basename(rewritten).replace(path.posix.extname(value), '')
          : rewriteRelative(`./${segment}`, path.posix.join(pkg.dir, path.posix.dirname(value))).slice(2),
      )
      .join('/');
    return `${match[1]}/${prefix.slice(2)}${renamedStar}`;
  }
  return specifier;
}

// Paths written out in full, longest first: repository-relative everywhere, package-relative inside their package.
const pathPairs = [...fileMoves, ...dirMoves].sort((a, b) => b[0].length - a[0].length);
function withoutExtension(p) {
  const base = path.posix.basename(p);
  const dot = base.indexOf('.', 1);
  return dot === -1 ? p : p.slice(0, p.length - (base.length - dot));
}
function replacePaths(text, pairs) {
  if (pairs.length === 0) return text;
  const map = new Map();
  for (const [from, to] of pairs) {
    map.set(from, to);
    const bare = withoutExtension(from);
    if (bare !== from && !map.has(bare)) map.set(bare, withoutExtension(to));
  }
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  const escaped = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![A-Za-z0-9_@-])(?:${escaped.join('|')})(?![A-Za-z0-9_-])`, 'g');
  return text.replace(pattern, (found) => map.get(found));
}
// A file's name quoted alone (`orderStore.ts` in a comment or a doc).
const baseNames = new Map();
for (const [from, to] of fileMoves) baseNames.set(path.posix.basename(from), path.posix.basename(to));
const basePattern = new RegExp(
  `(?<![A-Za-z0-9_/.-])(?:${[...baseNames.keys()]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![A-Za-z0-9_-])`,
  'g',
);

const specifierPattern = /(['"`])((?:\.{1,2}\/|@leadproof\/)[^'"`\n$]*)\1/g;
let changedFiles = 0;
for (const file of tracked) {
  // Applied migrations stay byte for byte what databases ran.
  if (!isText(file) || file.startsWith('scripts/kebab-case-files') || file.startsWith('api/migrations/'))
    continue;
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  let text = before;
  const fromDir = path.posix.dirname(file);
  if (codeExtensions.some((ext) => file.endsWith(ext))) {
    text = text.replace(specifierPattern, (whole, quote, specifier) => {
      const next = specifier.startsWith('@leadproof/')
        ? rewritePackageSubpath(specifier)
        : rewriteRelative(specifier, fromDir);
      return `${quote}${next}${quote}`;
    });
  }
  text = replacePaths(text, pathPairs);
  for (const [name, pkg] of packages) {
    if (pkg.dir === '.' || !file.startsWith(`${pkg.dir}/`)) continue;
    const local = pathPairs
      .filter(([from]) => from.startsWith(`${pkg.dir}/`))
      .map(([from, to]) => [from.slice(pkg.dir.length + 1), to.slice(pkg.dir.length + 1)]);
    text = replacePaths(text, local);
    void name;
  }
  text = text.replace(basePattern, (found) => baseNames.get(found));
  if (text !== before) {
    changedFiles++;
    if (!dryRun) writeFileSync(full, text);
  }
}
console.log(`[kebab] ${changedFiles} files name a renamed one`);

if (!dryRun) {
  // Files first (each to its new name in its old folder), then the folders, deepest first.
  for (const [from, to] of fileMoves) {
    const inOldDir = path.posix.join(path.posix.dirname(from), path.posix.basename(to));
    if (inOldDir !== from) git('mv', from, inOldDir);
  }
  const folderOrder = [...dirMoves].sort((a, b) => b[0].split('/').length - a[0].split('/').length);
  for (const [from] of folderOrder) {
    const to = path.posix.join(path.posix.dirname(from), path.posix.basename(dirMoves.get(from)));
    if (to !== from) git('mv', from, to);
  }
}
