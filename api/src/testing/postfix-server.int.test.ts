import { Resolver } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostfixServer, startPostfix } from './postfix-server';

/** A minimal SMTP client: sends one command, resolves with the whole (possibly multi-line) reply. */
function smtpSession(socket: Socket) {
  let buffered = '';
  let waiting: ((reply: string) => void) | undefined;
  // A reply ends with a line whose code is followed by a space ("250 …"); "250-…" lines continue it.
  const complete = () => /(?:^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffered);
  const deliver = () => {
    if (!waiting || !complete()) return;
    const reply = buffered;
    buffered = '';
    waiting(reply);
    waiting = undefined;
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    deliver();
  });
  const next = () =>
    new Promise<string>((resolve) => {
      waiting = resolve;
      // The greeting may have arrived before anyone asked for it.
      deliver();
    });
  return {
    greeting: next,
    send: (command: string) => {
      const reply = next();
      socket.write(`${command}\r\n`);
      return reply;
    },
  };
}

describe('a private Postfix and the test DNS server', () => {
  let dns: ZoneDnsServer;
  let postfix: PostfixServer;

  beforeAll(async () => {
    [dns, postfix] = await Promise.all([
      startZoneDnsServer({
        'reject.test': { mx: [{ exchange: 'mx.reject.test', priority: 10 }] },
        'catchall.test': { mx: [{ exchange: 'mx.catchall.test', priority: 5 }] },
        'mx.reject.test': { a: ['127.0.0.1'] },
        'mx.catchall.test': { a: ['127.0.0.1'] },
      }),
      startPostfix({
        domains: [
          { name: 'reject.test', mailboxes: ['alice', 'bob'] },
          { name: 'catchall.test', mailboxes: [], catchAll: true },
        ],
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([postfix?.stop(), dns?.close()]);
  });

  it('resolves each domain’s MX to the Postfix host', async () => {
    const resolver = new Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([dns.server]);
    for (const domain of ['reject.test', 'catchall.test']) {
      const [mx, ...others] = await resolver.resolveMx(domain);
      expect(others).toEqual([]);
      expect(await resolver.resolve4(mx!.exchange)).toEqual([postfix.host]);
    }
    await expect(resolver.resolveMx('mx.reject.test')).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver.resolveMx('nowhere.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('answers RCPT like a production MX: listed 250, unlisted 550 5.1.1, catch-all 250, no relay', async () => {
    const socket = connect(postfix.port, postfix.host);
    try {
      const smtp = smtpSession(socket);
      expect(await smtp.greeting()).toMatch(/^220 /);
      expect(await smtp.send('EHLO probe.leadproof.test')).toMatch(/^250[- ]/);
      expect(await smtp.send('MAIL FROM:<probe@leadproof.test>')).toMatch(/^250 2\.1\.0/);
      expect(await smtp.send('RCPT TO:<alice@reject.test>')).toMatch(/^250 2\.1\.5/);
      expect(await smtp.send('RCPT TO:<Bob@Reject.test>')).toMatch(/^250 2\.1\.5/);
      expect(await smtp.send('RCPT TO:<carol@reject.test>')).toMatch(
        /^550 5\.1\.1 <carol@reject\.test>: .*User unknown in virtual mailbox table/,
      );
      expect(await smtp.send('RCPT TO:<anyone@catchall.test>')).toMatch(/^250 2\.1\.5/);
      expect(await smtp.send('RCPT TO:<someone@elsewhere.example>')).toMatch(
        /^554 5\.7\.1 .*Relay access denied/,
      );
      // The probe never sends DATA: RSET ends the transaction, and the session stays usable.
      expect(await smtp.send('RSET')).toMatch(/^250 2\.0\.0/);
      expect(await smtp.send('MAIL FROM:<>')).toMatch(/^250 2\.1\.0/);
      expect(await smtp.send('RCPT TO:<bob@reject.test>')).toMatch(/^250 2\.1\.5/);
      expect(await smtp.send('QUIT')).toMatch(/^221 /);
    } finally {
      socket.destroy();
    }
  });
});
