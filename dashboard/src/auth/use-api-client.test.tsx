// @vitest-environment happy-dom

import { AuthProvider } from '@leadproof/auth/AuthProvider';
import { loadRuntimeConfig, resetRuntimeConfigCache } from '@leadproof/auth/runtime-config';
import { createFakeAuthBackend, fakeSession } from '@leadproof/auth/testing/fake-auth-backend';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApiClient } from './use-api-client';

const originalFetch = globalThis.fetch;
const requests: Request[] = [];

beforeEach(() => {
  // The SDK's transport: the client takes the page's fetch when it is built.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Response.json({ balance: 7 });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  requests.length = 0;
  resetRuntimeConfigCache();
});

describe('useApiClient', () => {
  it("sends the current session's token and takes storageURL from /config.json", async () => {
    // Seed the page's config cache, as the first /config.json fetch would.
    await loadRuntimeConfig(async () =>
      Response.json({
        supabaseUrl: 'http://x',
        supabaseAnonKey: 'k',
        storageUrl: 'https://files.example/storage/v1',
      }),
    );
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <AuthProvider backend={backend}>{children}</AuthProvider>
    );
    const { result } = renderHook(() => useApiClient(), { wrapper });
    await waitFor(() => expect(result.current.storageURL).toBe('https://files.example/storage/v1'));
    expect(result.current.baseURL).toBe(window.location.origin);

    await expect(result.current.users.balance()).resolves.toEqual({ balance: 7 });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-ada@example.com');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('reports a 401 from /api to onUnauthorized, and the call still fails', async () => {
    globalThis.fetch = (async () =>
      Response.json(
        { error: { code: 'unauthorized', message: 'Your session has ended.' } },
        { status: 401 },
      )) as typeof fetch;
    const backend = createFakeAuthBackend({ session: fakeSession('ada@example.com') });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <AuthProvider backend={backend}>{children}</AuthProvider>
    );
    let reported = 0;
    const { result } = renderHook(() => useApiClient({ onUnauthorized: () => reported++ }), { wrapper });
    await expect(result.current.withOptions({ maxRetries: 0 }).users.balance()).rejects.toThrow();
    expect(reported).toBe(1);
  });
});
