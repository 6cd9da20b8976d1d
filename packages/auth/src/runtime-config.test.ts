import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfigCache } from './runtime-config';

afterEach(resetRuntimeConfigCache);

const body = {
  supabaseUrl: 'http://localhost:8787',
  supabaseAnonKey: 'anon',
  storageUrl: 'http://localhost:8787/storage/v1',
  demoBookingUrl: 'https://cal.com/leadproof/demo',
  productIds: { starter: 'prod_starter', pack1k: 'prod_pack1k' },
  billingProvider: 'local',
};

describe('loadRuntimeConfig', () => {
  it('fetches /config.json once and caches it', async () => {
    const fetcher = vi.fn(async () => Response.json(body));
    const first = await loadRuntimeConfig(fetcher);
    const second = await loadRuntimeConfig(fetcher);
    expect(first).toEqual(body);
    expect(second).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('does not cache a failure', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('down', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValueOnce(Response.json(body));
    await expect(loadRuntimeConfig(fetcher)).rejects.toThrow('/config.json: 503 Service Unavailable');
    await expect(loadRuntimeConfig(fetcher)).resolves.toEqual(body);
  });
});

describe('parseRuntimeConfig', () => {
  it('needs the auth URL and key, and keeps only known optional fields', () => {
    expect(() => parseRuntimeConfig({ supabaseAnonKey: 'anon' })).toThrow('supabaseUrl is missing');
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
    expect(
      parseRuntimeConfig({ supabaseUrl: 'u', supabaseAnonKey: 'k', storageUrl: 5, extra: true }),
    ).toEqual({
      supabaseUrl: 'u',
      supabaseAnonKey: 'k',
    });
  });
});
