// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';

describe('createApiClient', () => {
  it("calls this page's origin with the session's bearer token and cookies", async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      accessToken: () => 'session-token',
      storageURL: 'https://project.supabase.co/storage/v1',
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return Response.json({ balance: 50 });
      },
    });
    expect(client.baseURL).toBe(window.location.origin);
    expect(client.storageURL).toBe('https://project.supabase.co/storage/v1');
    await expect(client.users.balance()).resolves.toEqual({ balance: 50 });
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/users/me/balance`);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer session-token');
    expect(requests[0]?.credentials).toBe('include');
  });
});
