import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from './testDnsServer';

// What node's resolver (c-ares, as the mailbox check uses it) makes of each kind of answer.
describe('the test DNS server', () => {
  let dns: TestDnsServer;
  const resolver = new Resolver({ timeout: 1000, tries: 1 });

  beforeAll(async () => {
    dns = await startTestDnsServer({
      'mail.test': {
        mx: [
          { exchange: 'mx2.mail.test', priority: 20 },
          { exchange: 'mx1.mail.test', priority: 10 },
        ],
        a: ['127.0.0.5'],
      },
      'mx1.mail.test': { a: ['127.0.0.1', '127.0.0.2'], aaaa: ['::1'] },
      'null.test': { nullMx: true },
      'broken.test': { servfail: true },
    });
    resolver.setServers([dns.address]);
  });

  afterAll(async () => {
    await dns?.close();
  });

  it('answers MX, A and AAAA from the zone, names in any case, with or without the trailing dot', async () => {
    expect(dns.address).toBe(`127.0.0.1:${dns.port}`);
    expect(await resolver.resolveMx('Mail.Test.')).toEqual([
      { exchange: 'mx2.mail.test', priority: 20 },
      { exchange: 'mx1.mail.test', priority: 10 },
    ]);
    expect(await resolver.resolve4('mx1.mail.test')).toEqual(['127.0.0.1', '127.0.0.2']);
    expect(await resolver.resolve6('mx1.mail.test')).toEqual(['::1']);
    expect(await resolver.resolve4('mail.test')).toEqual(['127.0.0.5']);
  });

  it('gives ENODATA for a known name without the asked type, ENOTFOUND for an unknown name', async () => {
    await expect(resolver.resolveMx('mx1.mail.test')).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver.resolve6('mail.test')).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver.resolveMx('nowhere.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolve4('nowhere.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('answers a null MX as node reports it, and SERVFAIL as ESERVFAIL', async () => {
    expect(await resolver.resolveMx('null.test')).toEqual([{ exchange: '', priority: 0 }]);
    await expect(resolver.resolveMx('broken.test')).rejects.toMatchObject({ code: 'ESERVFAIL' });
    await expect(resolver.resolve4('broken.test')).rejects.toMatchObject({ code: 'ESERVFAIL' });
  });
});
