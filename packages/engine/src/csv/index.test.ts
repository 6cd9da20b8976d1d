import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImportsOf } from '../../test/module-imports';

describe('@leadproof/engine/csv', () => {
  it('imports no package, Node built-in or not: the dashboard bundles it for the browser', () => {
    const bare = [...runtimeImportsOf(path.join(import.meta.dirname, 'index.ts'))].filter(
      ([, specifiers]) => specifiers.length,
    );
    expect(bare).toEqual([]);
  });
});
