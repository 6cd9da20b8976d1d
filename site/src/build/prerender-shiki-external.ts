/**
 * A build-only Vite plugin: the prerender bundle loads Shiki's grammars and themes from their installed files
 * instead of bundling them. Shiki names every language and theme it ships (253 grammar modules, 65 themes, about
 * 9 MB of source: more than half of the prerender bundle) behind a dynamic import, so Rollup parsed, analysed and
 * wrote all of them, though a page's code blocks load only the few they name. The prerender bundle runs once, on
 * this machine, at build time, and is deleted after it; importing the same files by their absolute path gives the
 * same highlighting. The client bundle never imports Shiki, and `pnpm dev` loads it through Vite as before.
 */

/** The modules left to Node at prerender time: one per grammar or theme, and the inlined WebAssembly engine. */
export const prerenderExternal =
  /^(?:@shikijs\/(?:langs|themes)\/[\w.-]+|@shikijs\/engine-oniguruma\/wasm-inlined)$/;

type ResolveContext = {
  resolve(
    source: string,
    importer: string | undefined,
    options: { skipSelf: boolean },
  ): Promise<{ id: string; external?: boolean | 'absolute' | 'relative' } | null>;
};

/** The plugin, for `vite.plugins` of a build (site/astro.config.mjs). */
export function prerenderShikiExternal() {
  return {
    name: 'leadproof-prerender-shiki-external',
    apply: 'build' as const,
    enforce: 'pre' as const,
    async resolveId(
      this: ResolveContext,
      source: string,
      importer: string | undefined,
      options?: { ssr?: boolean },
    ) {
      if (!options?.ssr || !prerenderExternal.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // An absolute path: the bundle's chunks live in a temporary folder, away from the package's node_modules.
      return resolved ? { id: resolved.id, external: 'absolute' as const } : null;
    },
  };
}
