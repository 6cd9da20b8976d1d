// Fails the test command when a source file or folder is named in another case than kebab-case (issue 36, item 6):
// the house has one file-name case, as its anchors do (scripts/file-name-rule.mjs says what is exempt).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExemptFromKebabCase, kebabCase } from './file-name-rule.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 1 << 26,
})
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));

const stemOf = (segment) => {
  const dot = segment.indexOf('.', 1);
  return dot === -1 ? segment : segment.slice(0, dot);
};
const problems = new Set();
for (const file of files) {
  const segments = file.split('/');
  segments.forEach((segment, i) => {
    const sub = segments.slice(0, i + 1).join('/');
    if (isExemptFromKebabCase(sub, i === segments.length - 1)) return;
    const stem = stemOf(segment);
    if (kebabCase(stem) !== stem) problems.add(`${sub} → ${kebabCase(stem)}${segment.slice(stem.length)}`);
  });
}
if (problems.size > 0) {
  console.error(
    `[check-file-names] ${problems.size} name(s) not in kebab-case (the house's one file-name case):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('[check-file-names] every source file and folder is in kebab-case');
