/**
 * The API process's configuration: every environment variable, parsed once at start-up.
 * No other module reads `process.env`; they receive a frozen `Config`.
 */
import path from 'node:path';
import type { ProductKey } from '@leadproof/contract/plans';
import { z } from 'zod';
import { apiPackageRoot } from '../internal/api-package-root';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    // The value is never echoed: a connection URL usually carries a password.
    error:
      'must be a postgres:// or postgresql:// connection URL, e.g. postgres://user:password@host:5432/leadproof',
  });

// `host[:port]`: an IPv4 address or host name, or a bracketed IPv6 address, as `dns.setServers` takes them.
const dnsServer = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

const stripeId = (prefix: string, what: string) =>
  z.string().regex(new RegExp(`^${prefix}_\\w+$`), `must be a Stripe ${what} id (${prefix}_…)`);

/** The Stripe variables of each plan sold online: its product id (`prod_…`) and the price a checkout charges. */
export const stripeCatalogVariables = {
  starter: { product: 'STRIPE_PRODUCT_STARTER', price: 'STRIPE_PRICE_STARTER' },
  growth: { product: 'STRIPE_PRODUCT_GROWTH', price: 'STRIPE_PRICE_GROWTH' },
  scale: { product: 'STRIPE_PRODUCT_SCALE', price: 'STRIPE_PRICE_SCALE' },
  pack1k: { product: 'STRIPE_PRODUCT_PACK_1K', price: 'STRIPE_PRICE_PACK_1K' },
  pack3k: { product: 'STRIPE_PRODUCT_PACK_3K', price: 'STRIPE_PRICE_PACK_3K' },
  pack10k: { product: 'STRIPE_PRODUCT_PACK_10K', price: 'STRIPE_PRICE_PACK_10K' },
} as const satisfies Record<ProductKey, { product: string; price: string }>;

const engineThreadsError = 'must be auto or a whole number from 1 to 8';

/** The environment variables the API reads; each is documented in `.env.example`. */
export const envSchema = z
  .object({
    /** HTTP port. @default 8787 */
    PORT: port.default(8787),
    /** Interface to listen on. @default 127.0.0.1 (set 0.0.0.0 in containers) */
    HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    /** Where embedded mode keeps its database, files and mail. @default ./.data */
    LEADPROOF_DATA_DIR: z.string().min(1, 'must not be empty').default('./.data'),
    /** The origin users reach the product at, used in e-mail links. @default http://localhost:$PORT */
    PUBLIC_URL: httpUrl.optional(),
    /** PostgreSQL connection URL. Unset: embedded PostgreSQL (PGlite) under the data dir. */
    DATABASE_URL: postgresUrl.optional(),
    /** The static build of `site/` to serve. @default site/dist beside the api package */
    LEADPROOF_SITE_DIR: z.string().min(1, 'must not be empty').optional(),
    /** Run job workers inside the server process: auto (embedded mode only), on, off. @default auto */
    WORKERS_IN_PROCESS: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
    /** Seconds between job-queue maintenance runs, which also retry jobs of workers that died. @default 30 */
    JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600')
      .default(30),
    /**
     * The local checkout (Pay without a card) when Stripe is not configured: auto (embedded mode only), on
     * (tests, demos on PostgreSQL — never a live site), off. @default auto
     */
    LOCAL_CHECKOUT: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
    /**
     * Seconds a connection may stay silent in the middle of a request (an upload that stopped sending, a
     * client that stopped reading) before the server closes it. @default 60
     */
    HTTP_IDLE_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600')
      .default(60),
    /**
     * Seconds a server that was told to stop keeps serving while `/api/health/ready` answers 503, so a load balancer
     * stops sending to it before it closes. @default 5 in production, 0 in embedded mode
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be 0 or more')
      .max(300, 'must be at most 300')
      .optional(),
    /** The Bearer token a scrape of `/metrics` must send. Unset: see METRICS_PORT and docs/deployment.md "Metrics". */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)')
      .optional(),
    /** Serve `/metrics` on a listener of its own on this port (and not on PORT); workers need it to expose theirs. */
    METRICS_PORT: port.optional(),
    /** The interface the METRICS_PORT listener binds to; anything but loopback needs METRICS_TOKEN. @default 127.0.0.1 */
    METRICS_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    /** How many jobs one process runs at once. @default 2 */
    WORKER_CONCURRENCY: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(32, 'must be at most 32')
      .default(2),
    /** Seconds a graceful shutdown waits for running jobs before releasing them. @default 25 */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .min(1, 'must be at least 1')
      .max(600, 'must be at most 600')
      .default(25),
    /** debug | info | warn | error. @default info */
    LOG_LEVEL: z
      .enum(['debug', 'info', 'warn', 'error'], { error: 'must be one of debug, info, warn, error' })
      .default('info'),
    /**
     * json (one object per line, for log collectors), pretty (readable lines), or auto: json in production mode;
     * in embedded mode pretty when stdout is a terminal, else json. @default auto
     */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { error: 'must be auto, json or pretty' }).default('auto'),
    /** A Supabase project's URL. With SUPABASE_ANON_KEY: auth runs there and `/auth/v1` is not mounted. */
    SUPABASE_URL: httpUrl.optional(),
    /** The Supabase project's public anon key, handed to browsers through /config.json. */
    SUPABASE_ANON_KEY: z.string().min(20, 'must be the project anon key').optional(),
    /** SMTP server for e-mail, e.g. smtps://user:pass@smtp.example.com:465. Unset: the dev outbox under the data dir. */
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
        error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
      })
      .optional(),
    /**
     * The dev outbox when SMTP_URL is unset: auto (embedded mode only; production mode then refuses to start),
     * on (tests, demos on PostgreSQL — never a live site). @default auto
     */
    DEV_OUTBOX: z.enum(['auto', 'on'], { error: 'must be auto or on' }).default('auto'),
    /** Serve `/dev/*` (outbox, local checkout and portal) to every peer, not only loopback ones. @default off */
    DEV_PAGES: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /** Sender of every e-mail. @default Leadproof <no-reply@leadproof.local> */
    MAIL_FROM: z
      .string()
      .min(3, 'must be an address like "Leadproof <no-reply@example.com>"')
      .default('Leadproof <no-reply@leadproof.local>'),
    /**
     * Where messages from the /contact form are e-mailed (they are stored either way). Unset: the address of
     * MAIL_FROM, with a warning at start in production mode. @default the address in MAIL_FROM
     */
    CONTACT_INBOX: z.email({ error: 'must be an e-mail address, e.g. sales@example.com' }).optional(),
    /** Messages one client address may send through the /contact form per hour. @default 5 */
    CONTACT_RATE_LIMIT_PER_HOUR: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(10_000, 'must be at most 10000')
      .default(5),
    /** Trust X-Forwarded-For for the client address (behind your own proxy only). @default false */
    TRUST_PROXY: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('false'),
    /**
     * With TRUST_PROXY: how many proxies in front of the API append to X-Forwarded-For; the client address is
     * that many entries from the right. @default 1
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10, 'must be at most 10')
      .optional(),
    /** The "Request a demo" scheduling page. */
    DEMO_BOOKING_URL: httpUrl.default('https://cal.com/leadproof/demo'),
    /** Auth requests (sign-up, sign-in, refresh, verify, resend) one IP may make per 5 minutes, per kind. @default 30 */
    AUTH_RATE_LIMIT_PER_IP: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(30),
    /** Auth requests for one e-mail address per 5 minutes, per kind; for sign-in, failed ones per address and client. @default 10 */
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    /**
     * The Supabase service-role key: with SUPABASE_URL, files live in Supabase Storage (unset: a folder under the data
     * dir), and account deletion removes the Supabase auth user through the admin API (unset: deletion answers 503).
     */
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20, 'must be the project service-role key').optional(),
    /** MX look-ups for e-mail domains: on, off, or auto (on in production, off in embedded mode). @default auto */
    EMAIL_DNS: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
    /** Resolvers for e-mail domains' MX and mail hosts, comma-separated `host[:port]`. @default the system's */
    EMAIL_DNS_SERVERS: z
      .string()
      .refine((value) => value.split(',').every((server) => dnsServer.test(server.trim())), {
        error: 'must be a comma-separated list of host[:port] resolvers, e.g. 10.0.0.2,1.1.1.1:53',
      })
      .optional(),
    /**
     * Read `.test` e-mail domains as ordinary ones, looked up through EMAIL_DNS_SERVERS, instead of invalid
     * special-use names (tests whose private DNS serves a `.test` world only). @default off
     */
    EMAIL_TEST_DOMAINS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /**
     * The mailbox check (an SMTP probe of each address's mail server): on, off, or auto (on in production, off in
     * embedded mode, because most laptops and clouds block outbound port 25). @default auto
     */
    EMAIL_SMTP_PROBE: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
    /** The mail servers' port the probe connects to. @default 25 */
    EMAIL_SMTP_PORT: port.default(25),
    /** The name the probe greets mail servers with (EHLO); should match the egress IP's PTR record. @default the host of PUBLIC_URL */
    EMAIL_SMTP_HELO: z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,253}$/, 'must be a host name, e.g. probe.example.com')
      .optional(),
    /** The MAIL FROM address of the probe; its domain should publish SPF for the egress IPs. @default verify@{host of PUBLIC_URL} */
    EMAIL_SMTP_MAIL_FROM: z.email({ error: 'must be an e-mail address, e.g. verify@example.com' }).optional(),
    /** Seconds the probe waits for a connection or a reply to one command. @default 10 */
    EMAIL_SMTP_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(300, 'must be at most 300')
      .default(10),
    /**
     * Seconds the probe waits for a mail server's greeting once connected (slow greetings are a common anti-spam
     * delay). @default 30, or EMAIL_SMTP_TIMEOUT_SECONDS when that is longer
     */
    EMAIL_SMTP_GREETING_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(300, 'must be at most 300')
      .optional(),
    /** A socks5:// proxy every probe connection leaves through (egress hosts with a clean IP reputation). */
    EMAIL_SMTP_SOCKS_PROXY: z
      .url({
        protocol: /^socks5h?$/,
        error: 'must be a socks5:// URL, e.g. socks5://user:pass@egress.example.com:1080',
      })
      .optional(),
    /** Seconds before an address that got a temporary answer (greylisting) is asked again. @default 300 */
    EMAIL_SMTP_RETRY_AFTER_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(300),
    /** Times an address with a temporary answer is asked again before it stays unknown. @default 3 */
    EMAIL_SMTP_RETRIES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(20, 'must be at most 20')
      .default(3),
    /** Connections one probe worker opens to one MX host at once. @default 3 */
    EMAIL_SMTP_MAX_PER_MX: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(3),
    /** Connections one probe worker opens at once, over all hosts. @default 50 */
    EMAIL_SMTP_CONCURRENCY: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(50),
    /**
     * Distinct domains per minute, per customer, whose mail servers may keep a probe worker waiting without an
     * answer (tarpits, dead hosts); past it, the customer's next domains wait for a later try. @default 60
     */
    EMAIL_SMTP_UNANSWERED_PER_MINUTE: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(60),
    /** Probe mail hosts on private, loopback or link-local addresses (tests and closed networks only). @default off */
    EMAIL_SMTP_ALLOW_PRIVATE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /** Hours a mailbox verdict (and a domain's catch-all answer) is reused, across orders. @default 72 */
    EMAIL_SMTP_CACHE_HOURS: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be 0 or more')
      .default(72),
    /**
     * Contacts one API key, and one user, may check in real time (`/api/verify`, a batch counting each) per second on
     * average. @default 10
     */
    VERIFY_RATE_LIMIT_PER_SECOND: z.coerce
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .default(10),
    /** Real-time checks allowed in a burst above that rate. @default 50 */
    VERIFY_RATE_LIMIT_BURST: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(50),
    /** Seconds a verification job may run before it is presumed dead and retried. @default 1800 */
    VERIFY_JOB_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .default(1800),
    /** Retries of a failing verification job before the order fails and is refunded. @default 2 */
    VERIFY_JOB_RETRIES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .default(2),
    /**
     * Threads the engine analyses an order's rows on: auto (the engine's default, one per core, 2 at most) or a
     * number. @default auto
     */
    ENGINE_THREADS: z
      .union(
        [
          z.literal('auto'),
          z.coerce.number().int(engineThreadsError).min(1, engineThreadsError).max(8, engineThreadsError),
        ],
        { error: engineThreadsError },
      )
      .default('auto'),
    /**
     * Webhook URLs that resolve to private, loopback, link-local or cloud metadata addresses: off refuses them (at
     * registration and at every delivery), on allows them (tests and closed networks only). Embedded mode allows
     * loopback either way. @default off
     */
    WEBHOOKS_ALLOW_PRIVATE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /**
     * Plain http webhook URLs to any host in production mode (tests on PostgreSQL, closed networks — never a live
     * site: the events carry customers' data). Off: https only, and http to localhost in embedded mode. @default off
     */
    WEBHOOKS_ALLOW_HTTP: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    /** Seconds a webhook receiver has to answer one delivery attempt. @default 10 */
    WEBHOOKS_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .max(60, 'must be at most 60')
      .default(10),
    /**
     * Seconds between a webhook delivery's failed attempt and the next, comma-separated; one attempt more than
     * delays. @default 5,300,1800,7200,18000,28800,28800 (8 attempts over about 23.6 hours)
     */
    WEBHOOKS_RETRY_DELAYS_SECONDS: z
      .string()
      .regex(/^\d{1,6}(,\d{1,6}){0,19}$/, {
        error: 'must be comma-separated whole seconds, e.g. 5,300,1800 (at most 20 retries)',
      })
      .default('5,300,1800,7200,18000,28800,28800'),
    /**
     * Days of failed attempts only (no success since the first of them) after which a webhook endpoint is disabled and
     * its owner e-mailed; a successful test event turns it back on. @default 3
     */
    WEBHOOKS_DISABLE_AFTER_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .positive('must be more than 0')
      .max(365, 'must be at most 365')
      .default(3),
    /** Seed the generated demo lead inventory (fictitious people) on first start: auto (embedded mode only), on, off. @default auto */
    LEADS_DEMO_INVENTORY: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
    /** Credits a newly confirmed account receives once (the free trial); 0 turns it off. @default 50 */
    FREE_TRIAL_CREDITS: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be 0 or more')
      .max(1_000_000, 'must be at most 1000000')
      .default(50),
    /** Free trials granted to new accounts from one client address per 24 hours; later ones start at 0. @default 3 */
    TRIAL_GRANTS_PER_CLIENT_PER_DAY: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(3),
    /** Upload orders one user may hold waiting for their file (pending). @default 5 */
    PENDING_UPLOADS_PER_USER: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(10_000, 'must be at most 10000')
      .default(5),
    /**
     * Days an ended order's files (the uploaded list, the results) are kept before the retention job deletes them;
     * 0 keeps them forever. The order itself, its figures and its receipt stay. @default 30
     */
    FILE_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of days')
      .min(0, 'must be 0 (keep forever) or more')
      .max(36_500, 'must be at most 36500')
      .default(30),
    /** Seconds between two confirmation e-mails to one address. @default 60 */
    AUTH_EMAIL_INTERVAL_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(60),
    /** Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key). With STRIPE_WEBHOOK_SECRET: payments run on Stripe. Unset: the local checkout. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
      .optional(),
    /** The signing secret (whsec_…) of the Stripe webhook endpoint {PUBLIC_URL}/api/billing/webhook. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /** Stripe product id (prod_…) of the Starter monthly plan; required with STRIPE_SECRET_KEY. */
    STRIPE_PRODUCT_STARTER: stripeId('prod', 'product').optional(),
    /** Stripe recurring monthly price id (price_…) of the Starter plan ($199/month); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_STARTER: stripeId('price', 'price').optional(),
    /** Stripe product id (prod_…) of the Pack 1K one-time pack; required with STRIPE_SECRET_KEY. */
    STRIPE_PRODUCT_PACK_1K: stripeId('prod', 'product').optional(),
    /** Stripe one-time price id (price_…) of Pack 1K ($499); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_PACK_1K: stripeId('price', 'price').optional(),
    /** Stripe product id (prod_…) of the Growth monthly plan; required with STRIPE_SECRET_KEY. */
    STRIPE_PRODUCT_GROWTH: stripeId('prod', 'product').optional(),
    /** Stripe recurring monthly price id (price_…) of the Growth plan ($599/month); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_GROWTH: stripeId('price', 'price').optional(),
    /** Stripe product id (prod_…) of the Scale monthly plan; required with STRIPE_SECRET_KEY. */
    STRIPE_PRODUCT_SCALE: stripeId('prod', 'product').optional(),
    /** Stripe recurring monthly price id (price_…) of the Scale plan ($1,499/month); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_SCALE: stripeId('price', 'price').optional(),
    /** Stripe product id (prod_…) of the Pack 3K one-time pack; required with STRIPE_SECRET_KEY. */
    STRIPE_PRODUCT_PACK_3K: stripeId('prod', 'product').optional(),
    /** Stripe one-time price id (price_…) of Pack 3K ($1,299); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_PACK_3K: stripeId('price', 'price').optional(),
    /** Stripe product id (prod_…) of the Pack 10K one-time pack; required with STRIPE_SECRET_KEY. */
    STRIPE_PRODUCT_PACK_10K: stripeId('prod', 'product').optional(),
    /** Stripe one-time price id (price_…) of Pack 10K ($3,999); required with STRIPE_SECRET_KEY. */
    STRIPE_PRICE_PACK_10K: stripeId('price', 'price').optional(),
  })
  .check((ctx) => {
    if (Boolean(ctx.value.SUPABASE_URL) !== Boolean(ctx.value.SUPABASE_ANON_KEY)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [ctx.value.SUPABASE_URL ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'],
        message: 'must be set together with SUPABASE_URL and SUPABASE_ANON_KEY (both or neither)',
      });
    }
    // Without SMTP the confirmation links would sit in a folder (and the log) of a production server,
    // and nobody could confirm an account: refuse to start rather than run so.
    if (ctx.value.DATABASE_URL && !ctx.value.SMTP_URL && ctx.value.DEV_OUTBOX !== 'on') {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['SMTP_URL'],
        message:
          'is required in production mode (DATABASE_URL is set): set it to your SMTP server, ' +
          'e.g. smtps://user:password@smtp.example.com:465 (see docs/deployment.md)',
      });
    }
    if (Boolean(ctx.value.STRIPE_SECRET_KEY) !== Boolean(ctx.value.STRIPE_WEBHOOK_SECRET)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [ctx.value.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'must be set together with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (both or neither)',
      });
    }
    // Metrics name queues, routes and volumes: off this machine only behind the token.
    if (!isLoopbackHost(ctx.value.METRICS_HOST) && !ctx.value.METRICS_TOKEN) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['METRICS_HOST'],
        message:
          'is not a loopback address, so METRICS_TOKEN is required too (or set METRICS_HOST=127.0.0.1)',
      });
    }
    // Alone it would be ignored in silence, and the operator would believe X-Forwarded-For is read.
    if (ctx.value.TRUSTED_PROXY_HOPS !== undefined && !trusted(ctx.value.TRUST_PROXY)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['TRUSTED_PROXY_HOPS'],
        message: 'is only read with TRUST_PROXY=true: set TRUST_PROXY=true too, or remove TRUSTED_PROXY_HOPS',
      });
    }
    if (ctx.value.STRIPE_SECRET_KEY) {
      for (const name of Object.values(stripeCatalogVariables).flatMap(({ product, price }) => [
        product,
        price,
      ])) {
        if (!ctx.value[name]) {
          ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            path: [name],
            message: 'is required when STRIPE_SECRET_KEY is set (see docs/deployment.md, "Stripe")',
          });
        }
      }
    }
  });

export type DatabaseConfig = { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string };

export type Config = Readonly<{
  mode: 'embedded' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  siteDir: string;
  database: DatabaseConfig;
  /** Socket inactivity, in milliseconds, after which a connection mid-request is closed. */
  httpIdleTimeoutMs: number;
  /** How long a stopping server answers `ready` with 503 while still serving (`SHUTDOWN_DRAIN_SECONDS`). */
  shutdownDrainMs: number;
  /** Who may read `/metrics`, and where it is served (`METRICS_*`, docs/deployment.md "Metrics"). */
  metrics: MetricsConfig;
  workerConcurrency: number;
  jobMaintenanceIntervalSeconds: number;
  /** The server runs the job workers itself (always in embedded mode). */
  workersInProcess: boolean;
  shutdownTimeoutMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** `auto` (embedded mode only): pretty when stdout is a terminal, else JSON. Production mode is JSON unless told. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** `builtin`: our `/auth/v1` (embedded); `supabase`: a Supabase project. */
  auth:
    | { provider: 'builtin'; rateLimits: AuthRateLimits }
    | {
        provider: 'supabase';
        supabaseUrl: string;
        anonKey: string;
        /** SUPABASE_SERVICE_ROLE_KEY: deletes auth users (account deletion); without it deletion answers 503. */
        serviceRoleKey: string | undefined;
      };
  /** No `smtpUrl`: the dev outbox (embedded mode, or production with `DEV_OUTBOX=on`). */
  mail: { smtpUrl: string | undefined; from: string };
  /** The /contact form: where its messages are e-mailed, and how many one client may send per hour. */
  contact: { inbox: string; inboxConfigured: boolean; perClientPerHour: number };
  /** Proxies in front of the API whose X-Forwarded-For entries are believed (`clientIp`); 0: the header is ignored. */
  trustedProxyHops: number;
  /** Serve `/dev/*` to every peer (`DEV_PAGES=on`); otherwise loopback peers only. */
  devPagesForAnyPeer: boolean;
  demoBookingUrl: string;
  freeTrialCredits: number;
  /** Free trials one client address may receive per 24 hours (`TRIAL_GRANTS_PER_CLIENT_PER_DAY`). */
  trialGrantsPerClientPerDay: number;
  /** Pending upload orders one user may hold (`PENDING_UPLOADS_PER_USER`). */
  pendingUploadsPerUser: number;
  /** Days an ended order's files are kept before they are deleted; 0 keeps them forever (`FILE_RETENTION_DAYS`). */
  fileRetentionDays: number;
  /** Supabase Storage when its URL and service key are set; else the local folder. */
  storage: { provider: 'local' } | { provider: 'supabase'; supabaseUrl: string; serviceRoleKey: string };
  emailDnsChecks: boolean;
  /** Resolvers for e-mail domains (`EMAIL_DNS_SERVERS`); empty: the system's. */
  emailDnsServers: readonly string[];
  /** `.test` e-mail domains are ordinary ones (`EMAIL_TEST_DOMAINS=on`): tests with a private DNS only. */
  emailTestDomains: boolean;
  /** The real-time checks' rate limit per API key and per user, in this process (`VERIFY_RATE_LIMIT_*`). */
  realtimeRateLimit: { ratePerSecond: number; burst: number };
  /** The mailbox check; null when it is off (`EMAIL_SMTP_*`). */
  mailboxProbe: MailboxProbeConfig | null;
  verifyJob: { timeoutSeconds: number; retries: number };
  /** Threads the engine analyses an order's rows on (`ENGINE_THREADS`); undefined: the engine's default. */
  engineThreads: number | undefined;
  /** Webhook deliveries (`WEBHOOKS_*`, docs/deployment.md "Webhooks"). */
  webhooks: WebhooksConfig;
  /** Seed the demo lead inventory on first start (embedded mode by default). */
  leadsDemoInventory: boolean;
  /** `local`: embedded mode's local checkout; `stripe`: Stripe with its webhook secret and catalog ids. */
  billing: BillingConfig;
}>;

/**
 * Where `/metrics` is served: on the API's own port (`app`; to loopback peers only when no token is set), on a
 * listener of its own (`listener`: METRICS_PORT), or nowhere (`off`: production with neither variable set).
 */
export type MetricsConfig = {
  /** The Bearer token a scrape must send; undefined: none is asked. */
  token: string | undefined;
  serve:
    | { on: 'app'; loopbackOnly: boolean }
    | { on: 'listener'; port: number; host: string }
    | { on: 'off' };
};

/** How the mailbox check probes mail servers (`EMAIL_SMTP_*`, docs/deployment.md "Mailbox check"). */
export type MailboxProbeConfig = {
  port: number;
  helo: string;
  mailFrom: string;
  timeoutSeconds: number;
  greetingTimeoutSeconds: number;
  socksProxy: string | undefined;
  retryAfterSeconds: number;
  retries: number;
  maxPerMx: number;
  concurrency: number;
  unansweredPerMinute: number;
  allowPrivate: boolean;
  cacheHours: number;
};

/** How webhooks are delivered (`WEBHOOKS_*`). */
export type WebhooksConfig = {
  /** Allow URLs on private, loopback, link-local and metadata addresses (`WEBHOOKS_ALLOW_PRIVATE=on`). */
  allowPrivate: boolean;
  /** Allow plain http URLs to any host (`WEBHOOKS_ALLOW_HTTP=on`). */
  allowHttp: boolean;
  /** One attempt's limit, connection to last byte. */
  timeoutMs: number;
  /** The waits between attempts; a delivery fails after `retryDelaysSeconds.length + 1` attempts. */
  retryDelaysSeconds: readonly number[];
  /** How long an endpoint may fail every attempt before it is disabled (`WEBHOOKS_DISABLE_AFTER_DAYS`). */
  disableAfterMs: number;
};

/** A plan sold through Stripe: its product id (sent by the pricing page) and the price a checkout charges. */
export type StripeCatalogItem = { productId: string; priceId: string };

export type BillingConfig =
  | { provider: 'local' }
  /** Production without Stripe: checkouts are refused, so nobody gets credits without paying. */
  | { provider: 'none' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      catalog: Readonly<Record<ProductKey, StripeCatalogItem>>;
    };

export type AuthRateLimits = { perIp: number; perEmail: number; emailIntervalSeconds: number };

/** Thrown when the environment is invalid; its message is one line per bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function trusted(trustProxy: 'true' | 'false' | '1' | '0'): boolean {
  return trustProxy === 'true' || trustProxy === '1';
}

// A loop, not `/\/+$/`, which restarts at every slash of a run that does not reach the end (scripts/check-regexes.mjs).
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 47) end--;
  return url.slice(0, end);
}

function mailboxProbeConfig(e: z.infer<typeof envSchema>, publicUrl: string): MailboxProbeConfig {
  const host = new URL(publicUrl).hostname;
  return {
    port: e.EMAIL_SMTP_PORT,
    helo: e.EMAIL_SMTP_HELO ?? host,
    mailFrom: e.EMAIL_SMTP_MAIL_FROM ?? `verify@${host}`,
    timeoutSeconds: e.EMAIL_SMTP_TIMEOUT_SECONDS,
    greetingTimeoutSeconds:
      e.EMAIL_SMTP_GREETING_TIMEOUT_SECONDS ?? Math.max(30, e.EMAIL_SMTP_TIMEOUT_SECONDS),
    socksProxy: e.EMAIL_SMTP_SOCKS_PROXY,
    retryAfterSeconds: e.EMAIL_SMTP_RETRY_AFTER_SECONDS,
    retries: e.EMAIL_SMTP_RETRIES,
    maxPerMx: e.EMAIL_SMTP_MAX_PER_MX,
    concurrency: e.EMAIL_SMTP_CONCURRENCY,
    unansweredPerMinute: e.EMAIL_SMTP_UNANSWERED_PER_MINUTE,
    allowPrivate: e.EMAIL_SMTP_ALLOW_PRIVATE === 'on',
    cacheHours: e.EMAIL_SMTP_CACHE_HOURS,
  };
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The bare address of a sender such as `Leadproof <no-reply@example.com>`. */
function addressIn(mailbox: string): string {
  const start = mailbox.lastIndexOf('<');
  const end = mailbox.lastIndexOf('>');
  return (start >= 0 && end > start ? mailbox.slice(start + 1, end) : mailbox).trim();
}

/** Each plan's Stripe product and price ids, from `stripeCatalogVariables`. */
function stripeCatalog(e: z.infer<typeof envSchema>): Record<ProductKey, StripeCatalogItem> {
  const ids = Object.entries(stripeCatalogVariables).map(([key, { product, price }]) => [
    key,
    { productId: e[product] ?? '', priceId: e[price] ?? '' },
  ]);
  return Object.fromEntries(ids) as Record<ProductKey, StripeCatalogItem>;
}

function metricsConfig(e: z.infer<typeof envSchema>): MetricsConfig {
  const token = e.METRICS_TOKEN;
  if (e.METRICS_PORT !== undefined) {
    return { token, serve: { on: 'listener', port: e.METRICS_PORT, host: e.METRICS_HOST } };
  }
  if (token) return { token, serve: { on: 'app', loopbackOnly: false } };
  // Without a token, embedded mode serves this machine only (like the dev pages); production serves nobody.
  return { token, serve: e.DATABASE_URL ? { on: 'off' } : { on: 'app', loopbackOnly: true } };
}

/** Parses the environment into a frozen `Config`, or throws a `ConfigError` naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty string is how shells and .env files say "unset".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.LEADPROOF_DATA_DIR);
  const publicUrl = withoutTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return Object.freeze({
    mode: e.DATABASE_URL ? 'production' : 'embedded',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    siteDir: path.resolve(e.LEADPROOF_SITE_DIR ?? path.join(apiPackageRoot(), '..', 'site', 'dist')),
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    httpIdleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    // Embedded mode has no load balancer to tell: it stops at once.
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (e.DATABASE_URL ? 5 : 0)) * 1000,
    metrics: metricsConfig(e),
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobMaintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS,
    workersInProcess: e.WORKERS_IN_PROCESS === 'on' || (e.WORKERS_IN_PROCESS === 'auto' && !e.DATABASE_URL),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT === 'auto' && e.DATABASE_URL ? 'json' : e.LOG_FORMAT,
    auth:
      e.SUPABASE_URL && e.SUPABASE_ANON_KEY
        ? {
            provider: 'supabase',
            supabaseUrl: withoutTrailingSlashes(e.SUPABASE_URL),
            anonKey: e.SUPABASE_ANON_KEY,
            serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
          }
        : {
            provider: 'builtin',
            rateLimits: {
              perIp: e.AUTH_RATE_LIMIT_PER_IP,
              perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
              emailIntervalSeconds: e.AUTH_EMAIL_INTERVAL_SECONDS,
            },
          },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    contact: {
      inbox: e.CONTACT_INBOX ?? addressIn(e.MAIL_FROM),
      inboxConfigured: e.CONTACT_INBOX !== undefined,
      perClientPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    },
    trustedProxyHops: trusted(e.TRUST_PROXY) ? (e.TRUSTED_PROXY_HOPS ?? 1) : 0,
    devPagesForAnyPeer: e.DEV_PAGES === 'on',
    demoBookingUrl: e.DEMO_BOOKING_URL,
    freeTrialCredits: e.FREE_TRIAL_CREDITS,
    trialGrantsPerClientPerDay: e.TRIAL_GRANTS_PER_CLIENT_PER_DAY,
    pendingUploadsPerUser: e.PENDING_UPLOADS_PER_USER,
    fileRetentionDays: e.FILE_RETENTION_DAYS,
    storage:
      e.SUPABASE_URL && e.SUPABASE_SERVICE_ROLE_KEY
        ? {
            provider: 'supabase',
            supabaseUrl: withoutTrailingSlashes(e.SUPABASE_URL),
            serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
          }
        : { provider: 'local' },
    emailDnsChecks: e.EMAIL_DNS === 'on' || (e.EMAIL_DNS === 'auto' && Boolean(e.DATABASE_URL)),
    emailDnsServers: e.EMAIL_DNS_SERVERS ? e.EMAIL_DNS_SERVERS.split(',').map((server) => server.trim()) : [],
    emailTestDomains: e.EMAIL_TEST_DOMAINS === 'on',
    realtimeRateLimit: { ratePerSecond: e.VERIFY_RATE_LIMIT_PER_SECOND, burst: e.VERIFY_RATE_LIMIT_BURST },
    mailboxProbe:
      e.EMAIL_SMTP_PROBE === 'on' || (e.EMAIL_SMTP_PROBE === 'auto' && Boolean(e.DATABASE_URL))
        ? mailboxProbeConfig(e, publicUrl)
        : null,
    verifyJob: { timeoutSeconds: e.VERIFY_JOB_TIMEOUT_SECONDS, retries: e.VERIFY_JOB_RETRIES },
    engineThreads: e.ENGINE_THREADS !== 'auto' ? e.ENGINE_THREADS : undefined,
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'on',
      allowHttp: e.WEBHOOKS_ALLOW_HTTP === 'on',
      timeoutMs: Math.round(e.WEBHOOKS_TIMEOUT_SECONDS * 1000),
      retryDelaysSeconds: e.WEBHOOKS_RETRY_DELAYS_SECONDS.split(',').map(Number),
      disableAfterMs: Math.round(e.WEBHOOKS_DISABLE_AFTER_DAYS * 24 * 3600_000),
    },
    leadsDemoInventory:
      e.LEADS_DEMO_INVENTORY === 'on' || (e.LEADS_DEMO_INVENTORY === 'auto' && !e.DATABASE_URL),
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            // The schema's check guarantees every plan's two ids when the key is set.
            catalog: stripeCatalog(e),
          }
        : e.LOCAL_CHECKOUT === 'on' || (e.LOCAL_CHECKOUT === 'auto' && !e.DATABASE_URL)
          ? { provider: 'local' }
          : { provider: 'none' },
  } satisfies Config);
}

/** Reads this process's environment; the only place in the API that touches `process.env`. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
