import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const smtp = 'smtps://user:password@smtp.example.com:465';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('embedded');
    expect(config.port).toBe(8787);
    expect(config.publicUrl).toBe('http://localhost:8787');
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.resolve('.data', 'pglite') });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and honours LEADPROOF_DATA_DIR', () => {
    const config = loadConfig({ PORT: '9000', LEADPROOF_DATA_DIR: '/tmp/lp' });
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.dataDir).toBe('/tmp/lp');
  });

  it('switches to production on PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/leadproof', SMTP_URL: smtp });
    expect(config.mode).toBe('production');
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u:p@db:5432/leadproof' });
  });

  it('never runs the free local checkout in production unless forced', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'local' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SMTP_URL: smtp }).billing).toEqual({
      provider: 'none',
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h/db', SMTP_URL: smtp, LOCAL_CHECKOUT: 'on' }).billing,
    ).toEqual({
      provider: 'local',
    });
    expect(loadConfig({ LOCAL_CHECKOUT: 'off' }).billing).toEqual({ provider: 'none' });
  });

  it('refuses production mode without SMTP_URL, saying what to set', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: SMTP_URL is required in production mode \(DATABASE_URL is set\): set it to your SMTP server, e\.g\. smtps:\/\//,
    );
    expect(loadConfig({ ...production, SMTP_URL: smtp }).mail.smtpUrl).toBe(smtp);
  });

  it('keeps e-mail in the dev outbox on PostgreSQL only with DEV_OUTBOX=on (tests, demos)', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, DEV_OUTBOX: 'on' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, DEV_OUTBOX: 'on', SMTP_URL: smtp }).mail.smtpUrl).toBe(smtp);
  });

  it('logs JSON in production mode, and on a terminal readable lines in embedded mode, unless LOG_FORMAT says', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db', SMTP_URL: smtp };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('serves the dev pages to loopback peers only unless DEV_PAGES=on', () => {
    expect(loadConfig({}).devPagesForAnyPeer).toBe(false);
    expect(loadConfig({ DEV_PAGES: 'off' }).devPagesForAnyPeer).toBe(false);
    expect(loadConfig({ DEV_PAGES: 'on' }).devPagesForAnyPeer).toBe(true);
  });

  it('closes stalled connections after 60 s unless HTTP_IDLE_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).httpIdleTimeoutMs).toBe(60_000);
    expect(loadConfig({ HTTP_IDLE_TIMEOUT_SECONDS: '5' }).httpIdleTimeoutMs).toBe(5_000);
  });

  it("keeps ended orders' files 30 days unless FILE_RETENTION_DAYS says otherwise; 0 keeps them forever", () => {
    expect(loadConfig({}).fileRetentionDays).toBe(30);
    expect(loadConfig({ FILE_RETENTION_DAYS: '7' }).fileRetentionDays).toBe(7);
    expect(loadConfig({ FILE_RETENTION_DAYS: '0' }).fileRetentionDays).toBe(0);
    expect(() => loadConfig({ FILE_RETENTION_DAYS: '-1' })).toThrow(
      /FILE_RETENTION_DAYS must be 0 \(keep forever\) or more/,
    );
    expect(() => loadConfig({ FILE_RETENTION_DAYS: '1.5' })).toThrow(
      /FILE_RETENTION_DAYS must be a whole number/,
    );
  });

  it('believes X-Forwarded-For only with TRUST_PROXY, from TRUSTED_PROXY_HOPS proxies (1 unless set)', () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1', TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: bad }), bad).toThrow(
        /^Invalid configuration: TRUSTED_PROXY_HOPS must be/,
      );
    }
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '2' })).toThrow(
      'TRUSTED_PROXY_HOPS is only read with TRUST_PROXY=true',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).mode).toBe('embedded');
  });

  it.each([
    [{ DATABASE_URL: 'nonsense' }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\//],
    [{ DATABASE_URL: 'mysql://u@h/db' }, /DATABASE_URL must be a postgres/],
    [{ PORT: 'eighty' }, /PORT must be a number/],
    [{ PORT: '70000' }, /PORT must be between 1 and 65535/],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of debug, info, warn, error/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT must be auto, json or pretty/],
    [{ HTTP_IDLE_TIMEOUT_SECONDS: '0' }, /HTTP_IDLE_TIMEOUT_SECONDS must be at least 1/],
    [{ DEV_PAGES: 'yes' }, /DEV_PAGES must be on or off/],
    [{ DEV_OUTBOX: 'yes' }, /DEV_OUTBOX must be auto or on/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a database password in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://user:s3cret@ host/db' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });
});

describe('.env.example', () => {
  it('documents every variable the schema reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const { envSchema } = await import('./config');
    const example = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('serves /metrics to loopback peers in embedded mode, to nobody in production, unless told otherwise', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db', SMTP_URL: smtp };
    const token = 'a-metrics-token-of-32-characters';
    expect(loadConfig({}).metrics).toEqual({ token: undefined, serve: { on: 'app', loopbackOnly: true } });
    expect(loadConfig(production).metrics).toEqual({ token: undefined, serve: { on: 'off' } });
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({
      token,
      serve: { on: 'app', loopbackOnly: false },
    });
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      serve: { on: 'listener', port: 9464, host: '127.0.0.1' },
    });
  });

  it('binds the metrics listener off loopback only with a token, and refuses short tokens', () => {
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      'METRICS_HOST is not a loopback address, so METRICS_TOKEN is required too',
    );
    const token = 'a-metrics-token-of-32-characters';
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics,
    ).toEqual({
      token,
      serve: { on: 'listener', port: 9464, host: '0.0.0.0' },
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });

  it('analyses an order on the engine default threads unless told', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db', SMTP_URL: smtp };
    expect(loadConfig({}).engineThreads).toBeUndefined();
    expect(loadConfig(production).engineThreads).toBeUndefined();
    expect(loadConfig({ ENGINE_THREADS: '2' }).engineThreads).toBe(2);
    expect(loadConfig({ ...production, ENGINE_THREADS: 'auto' }).engineThreads).toBeUndefined();
    for (const wrong of ['0', '9', '1.5', 'many'])
      expect(() => loadConfig({ ENGINE_THREADS: wrong })).toThrow(
        /ENGINE_THREADS must be auto or a whole number/,
      );
  });

  it('drains for 5 s before stopping in production, not at all in embedded mode, unless told otherwise', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db', SMTP_URL: smtp };
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).shutdownDrainMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS must be 0 or more/,
    );
  });
});
