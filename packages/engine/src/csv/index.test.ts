import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module `entry` pulls in, followed through relative imports, with the bare specifiers each one imports. */
function importsOf(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const source = readFileSync(entry, 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)].map(
    (match) => match[1]!,
  );
  seen.set(
    entry,
    specifiers.filter((specifier) => !specifier.startsWith('.')),
  );
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    importsOf(path.resolve(path.dirname(entry), `${specifier}.ts`), seen);
  }
  return seen;
}

describe('@leadproof/engine/csv', () => {
  it('imports no package, Node built-in or not: the dashboard bundles it for the browser', () => {
    const bare = [...importsOf(path.join(import.meta.dirname, 'index.ts'))].filter(
      ([, specifiers]) => specifiers.length,
    );
    expect(bare).toEqual([]);
  });
});
