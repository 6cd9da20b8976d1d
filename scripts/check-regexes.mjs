// `pnpm check:regexes`: every regular-expression literal in the engine and the API, checked for catastrophic
// backtracking by recheck. Both read customer-controlled text (CSV cells, headers, request fields), where one
// super-linear pattern lets a single upload pin a core for hours. Exits 1 naming each vulnerable literal with an
// attack string; run by the test command, so CI fails on a new one.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from 'recheck';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
// Product code only: tests, test kits and the benchmark's baseline read text the suite itself writes.
const scannedDirs = ['packages/engine/src', 'api/src'];
const skippedDirs = new Set(['node_modules', 'dist', 'testing', 'test']);
const isTest = (name) => /\.(test|int\.test|e2e\.test)\.tsx?$/.test(name);

async function* sourceFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* sourceFiles(full);
    } else if (
      /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      !isTest(entry.name)
    ) {
      yield full;
    }
  }
}

/** The regular-expression literals of one file, as `{ source, flags, line }`, found by TypeScript's parser. */
function regexLiterals(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const end = literal.lastIndexOf('/');
      found.push({
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
        line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const literals = [];
for (const dir of scannedDirs) {
  for await (const file of sourceFiles(path.join(root, dir))) {
    const text = await readFile(file, 'utf8');
    for (const literal of regexLiterals(file, text))
      literals.push({ file: path.relative(root, file), ...literal });
  }
}

const vulnerable = [];
const undecided = [];
for (const literal of literals) {
  // A fixed seed makes the fuzzer's verdict the same on every run.
  const diagnostics = await check(literal.source, literal.flags, { randomSeed: 1, timeout: 10_000 });
  if (diagnostics.status === 'vulnerable') vulnerable.push({ ...literal, diagnostics });
  else if (diagnostics.status === 'unknown') undecided.push({ ...literal, diagnostics });
}

for (const { file, line, source, flags, diagnostics } of vulnerable) {
  const attack = diagnostics.attack?.pattern ?? diagnostics.attack?.string ?? '';
  console.error(
    `[regexes] ${file}:${line} /${source}/${flags} is vulnerable (${diagnostics.complexity?.summary ?? 'super-linear'}); attack: ${String(attack).slice(0, 120)}`,
  );
}
for (const { file, line, source, flags, diagnostics } of undecided) {
  console.error(
    `[regexes] ${file}:${line} /${source}/${flags} could not be decided: ${diagnostics.error?.kind ?? ''}`,
  );
}
if (vulnerable.length > 0 || undecided.length > 0) {
  console.error(
    '[regexes] Rewrite these so no character can be matched in two ways (or as a loop over the string); see docs/security.md.',
  );
  process.exit(1);
}
console.log(
  `[regexes] ${literals.length} regular expressions in ${scannedDirs.join(', ')}: none super-linear`,
);
