import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every module `entry` pulls in at run time, followed through relative imports (type-only ones are erased, so not
 * followed), with the bare specifiers each one imports: what a browser bundle of `entry` would have to resolve.
 */
export function runtimeImportsOf(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const source = readFileSync(entry, 'utf8');
  const specifiers = [...source.matchAll(/(?:import|export)(?!\s+type\s)[^'"]*from\s+'([^']+)'/g)].map(
    (match) => match[1]!,
  );
  seen.set(
    entry,
    specifiers.filter((specifier) => !specifier.startsWith('.')),
  );
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    runtimeImportsOf(path.resolve(path.dirname(entry), `${specifier}.ts`), seen);
  }
  return seen;
}
