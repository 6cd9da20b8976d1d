import { type ClientOptions, Leadproof } from '@leadproof/sdk';

/** Options of `createApiClient`: the SDK's, with the browser defaults below. */
export type ApiClientOptions = ClientOptions<false>;

/**
 * The SDK client for the browser: `baseURL` is this page's origin, cookies are included, and
 * `accessToken` (usually the session's) is asked for before every call, so refreshed tokens are used.
 * @example createApiClient({ accessToken: () => session?.access_token, storageURL: config.storageUrl })
 */
export function createApiClient(options: ApiClientOptions = {}): Leadproof {
  return new Leadproof({
    baseURL: window.location.origin,
    credentials: 'include',
    ...options,
  });
}
