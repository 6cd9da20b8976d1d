import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { connectSources, contentSecurityPolicy } from './content-security-policy';

const supabase = {
  SUPABASE_URL: 'https://project.supabase.co/',
  SUPABASE_ANON_KEY: 'anon-key-of-the-test-project-0123456789',
};

describe('connectSources', () => {
  it('is the public URL alone with the built-in auth and storage', () => {
    expect(connectSources(loadConfig({ PUBLIC_URL: 'https://leadproof.example.com/' }))).toEqual([
      'https://leadproof.example.com',
    ]);
  });

  it('adds the Supabase project once, for auth and Storage', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://leadproof.example.com',
      ...supabase,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-of-the-test-project-0123',
    });
    expect(connectSources(config)).toEqual(['https://leadproof.example.com', 'https://project.supabase.co']);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(loadConfig({ PORT: '8787', ...supabase }));

  it('allows scripts from this origin and the given hashes only, never inline or eval', () => {
    expect(policy()).toContain("script-src 'self';");
    expect(policy(["'sha256-abc='"])).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy()).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("adds 'wasm-unsafe-eval' for a page that runs WebAssembly, which still allows no JavaScript eval", () => {
    expect(policy(["'sha256-abc='"], { webAssembly: true })).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=';",
    );
    expect(policy([], { webAssembly: true })).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
  });

  it('allows data: images only for a page that asks for them', () => {
    expect(policy()).toContain("img-src 'self';");
    expect(policy([], { dataImages: true })).toContain("img-src 'self' data:;");
  });

  it('names the Supabase project in connect-src, and locks plugins, <base>, framing and forms', () => {
    expect(policy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; " +
        "font-src 'self'; connect-src 'self' http://localhost:8787 https://project.supabase.co; " +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
    );
  });
});
