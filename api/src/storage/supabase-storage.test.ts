import { describe, expect, it } from 'vitest';
import { SupabaseObjectStorage } from './supabase-storage';

describe('SupabaseObjectStorage.remove', () => {
  it('deletes the object and its sealed copy in one call', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('[]', { status: 200 });
    }) as typeof fetch;
    const storage = new SupabaseObjectStorage('https://project.supabase.co', 'service-key', fetchImpl);
    await storage.remove('uploads', 'u/o/original.csv');
    expect(calls[0]!.url).toBe('https://project.supabase.co/storage/v1/object/uploads');
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      prefixes: ['u/o/original.csv', 'u/o/original.csv.confirmed'],
    });
  });
});

describe('SupabaseObjectStorage.seal', () => {
  it('copies the confirmed object to a path no ticket is issued for, with the service key', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ Key: 'uploads/u/o/original.csv.confirmed' }), { status: 200 });
    }) as typeof fetch;
    const storage = new SupabaseObjectStorage('https://project.supabase.co', 'service-key', fetchImpl);
    const sealed = await storage.seal('uploads', 'u/o/original.csv');
    expect(sealed).toBe('u/o/original.csv.confirmed');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://project.supabase.co/storage/v1/object/copy');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer service-key');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      bucketId: 'uploads',
      sourceKey: 'u/o/original.csv',
      destinationKey: 'u/o/original.csv.confirmed',
    });
  });

  it('fails with Supabase’s answer when the copy is refused', async () => {
    const fetchImpl = (async () =>
      new Response('{"message":"not found"}', { status: 404 })) as unknown as typeof fetch;
    const storage = new SupabaseObjectStorage('https://project.supabase.co', 'service-key', fetchImpl);
    await expect(storage.seal('uploads', 'u/o/original.csv')).rejects.toThrow(/copy failed: 404/);
  });
});
