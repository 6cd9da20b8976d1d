/**
 * The public runtime settings the API serves at `GET /config.json`. The static site and the dashboard
 * read them at start, so one build runs against any deployment (embedded server or Supabase project).
 */
export interface RuntimeConfig {
  /** Origin of the Supabase Auth API: a Supabase project, or this server (built-in `/auth/v1`). */
  supabaseUrl: string;
  /** The public (anon) key supabase-js sends as `apikey`. */
  supabaseAnonKey: string;
  /** Where signed uploads go (`…/storage/v1`); absent on older servers: the SDK's default then applies. */
  storageUrl?: string;
  /** The "Request a demo" scheduling page. */
  demoBookingUrl?: string;
  /** The checkout product ids of the plans that can be bought online. */
  productIds?: Readonly<Record<string, string>>;
  /** `stripe`, or `local` for embedded mode's test checkout. */
  billingProvider?: string;
}

/** Where the runtime config is served, relative to the page's origin. */
export const RUNTIME_CONFIG_PATH = '/config.json';

let cached: Promise<RuntimeConfig> | undefined;

/**
 * Fetches `/config.json` once per page and caches the answer; a failed fetch is not cached, so a
 * later call tries again.
 */
export function loadRuntimeConfig(fetcher: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  if (!cached) {
    cached = fetchRuntimeConfig(fetcher).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  }
  return cached;
}

async function fetchRuntimeConfig(fetcher: typeof fetch): Promise<RuntimeConfig> {
  const response = await fetcher(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: ${response.status} ${response.statusText}`);
  return parseRuntimeConfig(await response.json());
}

/** Checks the shape of a `/config.json` body; throws naming the first bad field. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  if (typeof body !== 'object' || body === null) throw new Error(`${RUNTIME_CONFIG_PATH}: not an object`);
  const record = body as Record<string, unknown>;
  const required = (name: 'supabaseUrl' | 'supabaseAnonKey'): string => {
    const value = record[name];
    if (typeof value !== 'string' || value.length === 0) {
      throw new Error(`${RUNTIME_CONFIG_PATH}: ${name} is missing`);
    }
    return value;
  };
  const optional = (name: string): string | undefined =>
    typeof record[name] === 'string' ? (record[name] as string) : undefined;
  const config: RuntimeConfig = {
    supabaseUrl: required('supabaseUrl'),
    supabaseAnonKey: required('supabaseAnonKey'),
  };
  const storageUrl = optional('storageUrl');
  if (storageUrl) config.storageUrl = storageUrl;
  const demoBookingUrl = optional('demoBookingUrl');
  if (demoBookingUrl) config.demoBookingUrl = demoBookingUrl;
  const billingProvider = optional('billingProvider');
  if (billingProvider) config.billingProvider = billingProvider;
  if (typeof record.productIds === 'object' && record.productIds !== null) {
    config.productIds = Object.fromEntries(
      Object.entries(record.productIds).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return config;
}

/** Forgets the cached config. For tests only. */
export function resetRuntimeConfigCache(): void {
  cached = undefined;
}
