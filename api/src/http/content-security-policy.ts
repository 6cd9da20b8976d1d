/**
 * The Content-Security-Policy of every response. Sessions live in Web Storage, where any script running in
 * the page can read them, so the policy's job is to run no script but the build's own: files from this
 * origin and the exact inline scripts of the page served (by SHA-256 hash), never `'unsafe-inline'`.
 */
import type { Config } from '../config/config';

/** What a page needs beyond the default policy. */
export interface PagePolicyOptions {
  /**
   * The page compiles WebAssembly: the `/docs` pages' search (Pagefind) runs its index in a WebAssembly module,
   * which `'wasm-unsafe-eval'` allows. It allows no JavaScript `eval`.
   */
  webAssembly?: boolean;
  /**
   * The page's stylesheets draw icons from `data:` URLs (the `/docs` code blocks' frames and copy buttons). An
   * image cannot run script, so allowing `data:` images gives injected markup nothing to execute.
   */
  dataImages?: boolean;
}

/** Builds the policy header value; `scriptHashes` are the page's own inline scripts (`'sha256-…'`). */
export type ContentSecurityPolicy = (scriptHashes?: readonly string[], options?: PagePolicyOptions) => string;

/**
 * Where pages served by this process send requests besides their own origin: `PUBLIC_URL` (which
 * `/config.json` names as the built-in auth and storage address, and which may differ from the address a
 * browser typed) and the Supabase project for auth and Storage.
 */
export function connectSources(config: Config): string[] {
  const origins = [config.publicUrl];
  if (config.auth.provider === 'supabase') origins.push(config.auth.supabaseUrl);
  if (config.storage.provider === 'supabase') origins.push(config.storage.supabaseUrl);
  // No wss: origin for Supabase Realtime: supabase-js opens its socket only for a channel, and the
  // dashboard subscribes to none (it polls). A channel added later must add `wss://<project>` here.
  return [...new Set(origins.map((url) => new URL(url).origin))];
}

/** The policy for `config`'s origins, as a builder that adds a page's inline-script hashes. */
export function contentSecurityPolicy(config: Config): ContentSecurityPolicy {
  const connectSrc = ["'self'", ...connectSources(config)].join(' ');
  return (scriptHashes = [], { webAssembly = false, dataImages = false } = {}) =>
    [
      "default-src 'self'",
      `script-src ${["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(' ')}`,
      // 'unsafe-inline' for styles only: server-rendered islands carry style attributes (theme variables,
      // Radix's positioning), Radix dialogs insert a <style> at run time (react-remove-scroll) whose text
      // depends on the scrollbar width, and the dev pages have inline <style>. Hashes cannot cover those,
      // and a hash in style-src would switch 'unsafe-inline' off. Injected CSS cannot run code.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self'${dataImages ? ' data:' : ''}`,
      "font-src 'self'",
      `connect-src ${connectSrc}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ].join('; ');
}
