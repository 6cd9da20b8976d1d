import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(src);
const queryFiles = files.filter((file) => path.basename(file) === 'queries.ts');

/** The key root of a feature's queries.ts: the literal of `all: ['root'] as const`. */
function keyRoots(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\ball:\s*\[\s*'([^']+)'\s*\]/g)].map((m) => m[1] ?? '');
}

describe('query keys (STYLE convention 8)', () => {
  it('every feature queries.ts has exactly one key root, and no two features share one', () => {
    expect(queryFiles.length).toBeGreaterThanOrEqual(4);
    const roots = queryFiles.map((file) => {
      const found = keyRoots(file);
      expect(found, path.relative(src, file)).toHaveLength(1);
      return found[0];
    });
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('no key-root literal is written as a query key outside its queries.ts', () => {
    const roots = queryFiles.flatMap(keyRoots);
    const offenders = files
      .filter((file) => !queryFiles.includes(file) && file !== fileURLToPath(import.meta.url))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return roots
          .filter((root) => new RegExp(`\\[\\s*['"\`]${root}['"\`]`).test(text))
          .map((root) => `${path.relative(src, file)}: ['${root}'…]`);
      });
    expect(offenders).toEqual([]);
  });

  it('no screen calls /api with fetch: everything goes through the SDK client', () => {
    const offenders = files
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .filter((file) => /fetch\(\s*['"`]\/api/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
