import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImportsOf } from '../test/module-imports';

describe('@leadproof/engine/count-byte-rows', () => {
  it('imports no package but papaparse, and no Node built-in: the dashboard counts with it in the browser', () => {
    const bare = new Set(
      [...runtimeImportsOf(path.join(import.meta.dirname, 'count-byte-rows.ts'))].flatMap(
        ([, specifiers]) => specifiers,
      ),
    );
    expect([...bare]).toEqual(['papaparse']);
  });
});
