/**
 * The client bundle renders with Preact's compat layer (preact-in-the-browser.ts): React's entries resolve to it
 * only in the client build, from the site's own dependency; the prerender bundle keeps React.
 */
import { describe, expect, it } from 'vitest';
import { browserRenderer, preactInTheBrowser } from './preact-in-the-browser';

const resolved: [string, string | undefined][] = [];
const context = {
  resolve: async (source: string, importer: string | undefined) => {
    resolved.push([source, importer]);
    return { id: `/resolved/${source}` };
  },
};
const resolveId = (source: string, ssr: boolean) =>
  preactInTheBrowser().resolveId.call(context, source, '/repo/dashboard/src/app.tsx', { ssr });

describe('preactInTheBrowser', () => {
  it("sends React's entries to preact/compat in the client build, resolved from the site", async () => {
    expect(await resolveId('react', false)).toEqual({ id: '/resolved/preact/compat' });
    expect(await resolveId('react-dom/client', false)).toEqual({ id: '/resolved/preact/compat/client' });
    expect(await resolveId('react/jsx-runtime', false)).toEqual({
      id: '/resolved/preact/compat/jsx-runtime',
    });
    expect(resolved.every(([, importer]) => importer?.endsWith('/site/package.json'))).toBe(true);
    expect(Object.keys(browserRenderer)).toContain('react-dom');
  });

  it('leaves the prerender bundle, other modules and `pnpm dev` alone', async () => {
    expect(await resolveId('react', true)).toBeNull();
    expect(await resolveId('react-dom/server', false)).toBeNull();
    expect(await resolveId('@tanstack/react-query', false)).toBeNull();
    expect(preactInTheBrowser().apply).toBe('build');
  });
});
