/**
 * The prerender bundle leaves Shiki's grammars and themes to Node (prerender-shiki-external.ts): only in the server
 * (prerender) build, only for those modules, and by the path the bundler resolved, so Node loads the same file.
 */
import { describe, expect, it } from 'vitest';
import { prerenderExternal, prerenderShikiExternal } from './prerender-shiki-external';

const grammar = '/repo/node_modules/.pnpm/@shikijs+langs@3.23.0/node_modules/@shikijs/langs/dist/json.mjs';
const context = { resolve: async () => ({ id: grammar }) };
const resolveId = (source: string, ssr: boolean) =>
  prerenderShikiExternal().resolveId.call(context, source, '/repo/shiki/dist/langs.mjs', { ssr });

describe('prerenderShikiExternal', () => {
  it('leaves a grammar, a theme and the WebAssembly engine to Node in the prerender bundle', async () => {
    expect(await resolveId('@shikijs/langs/json', true)).toEqual({ id: grammar, external: 'absolute' });
    for (const source of ['@shikijs/themes/night-owl', '@shikijs/engine-oniguruma/wasm-inlined']) {
      expect(prerenderExternal.test(source), source).toBe(true);
    }
  });

  it('bundles everything else, and everything in the client bundle', async () => {
    expect(await resolveId('@shikijs/langs/json', false)).toBeNull();
    expect(await resolveId('shiki', true)).toBeNull();
    expect(await resolveId('@shikijs/core', true)).toBeNull();
    expect(prerenderShikiExternal().apply).toBe('build');
  });
});
