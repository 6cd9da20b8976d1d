/**
 * What a plan button needs from the account code, loaded only when one is pressed: the configured
 * product ids, and starting a checkout as the signed-in user. It brings in the auth client (to read the
 * session) and the SDK client, which the pricing page does not need to paint.
 */
import { createApiClient } from '@leadproof/auth/api-client';
import { getAuthClient } from '@leadproof/auth/auth-client';
import { loadRuntimeConfig } from '@leadproof/auth/runtime-config';

/** The product ids of `/config.json`. */
export async function configuredProductIds(): Promise<Readonly<Record<string, string>> | undefined> {
  return (await loadRuntimeConfig()).productIds;
}

/**
 * Creates a checkout session for `productId` through the SDK and resolves with its URL, or with
 * `null` when this browser holds no session (the visitor must sign in first).
 */
export async function createCheckoutForSession(productId: string): Promise<string | null> {
  const auth = await getAuthClient();
  const { data } = await auth.getSession();
  if (!data.session) return null;
  // Asked for on each call, so a token refreshed meanwhile is the one sent.
  const api = createApiClient({
    accessToken: async () => (await auth.getSession()).data.session?.access_token,
  });
  const { url } = await api.billing.createCheckoutSession({ product_id: productId });
  return url;
}
