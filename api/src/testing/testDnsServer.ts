/**
 * A DNS server on 127.0.0.1 (UDP, a free port) that answers from a fixed zone, so the mailbox
 * check's MX and address lookups can be tested without the network: point `EMAIL_DNS_SERVERS` (or
 * a `dns.promises.Resolver`'s `setServers`) at its `address`. What node's resolver makes of each
 * answer (checked with `Resolver.resolveMx` / `resolve4`):
 * - a name not in the zone: NXDOMAIN, rejected with `ENOTFOUND`;
 * - a name in the zone without records of the asked type: NOERROR and no answers, `ENODATA`;
 * - `nullMx` (RFC 7505): one MX with exchange `.` and priority 0, `[{ exchange: '', priority: 0 }]`;
 * - `servfail`: SERVFAIL for every type, `ESERVFAIL`.
 */
import dns2, { type Question, type Resource } from 'dns2';

const { Packet } = dns2;

export type TestDnsRecords = {
  mx?: Array<{ exchange: string; priority: number }>;
  a?: string[];
  aaaa?: string[];
  /** Answer MX with the null MX record (`0 .`): the domain accepts no mail. */
  nullMx?: boolean;
  /** Answer every query for the name with SERVFAIL. */
  servfail?: boolean;
};

/** Names (without the trailing dot; case does not matter) and their records. */
export type TestDnsZone = Record<string, TestDnsRecords>;

export type TestDnsServer = {
  /** `127.0.0.1:PORT`, the form `EMAIL_DNS_SERVERS` and `Resolver.setServers` take. */
  address: string;
  port: number;
  close(): Promise<void>;
};

// RFC 1035 §4.1.1 response codes.
const rcode = { noError: 0, serverFailure: 2, nameError: 3 } as const;
const ttl = 60;

/** Starts a UDP DNS server on 127.0.0.1 answering from `zone`; NXDOMAIN for every other name. */
export async function startTestDnsServer(zone: TestDnsZone): Promise<TestDnsServer> {
  const records = new Map(Object.entries(zone).map(([name, value]) => [normalise(name), value]));
  const server = dns2.createUDPServer({ type: 'udp4' });
  server.on('request', (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    response.header.ra = 1;
    const [question] = request.questions;
    const found = question ? records.get(normalise(question.name)) : undefined;
    if (!question || !found) {
      response.header.rcode = rcode.nameError;
    } else if (found.servfail) {
      response.header.rcode = rcode.serverFailure;
    } else {
      response.answers = answersFor(question, found);
    }
    // A lost reply only makes the client retry; nothing to do here.
    send(response).catch(() => {});
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address();
  return {
    address: `127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answersFor(question: Question, found: TestDnsRecords): Resource[] {
  const resource = (record: Partial<Resource>) =>
    Packet.createResourceFromQuestion(question, { ttl, ...record });
  switch (question.type) {
    case Packet.TYPE.MX:
      // Name encoding drops empty labels, so `.` goes on the wire as the root name.
      if (found.nullMx) return [resource({ type: Packet.TYPE.MX, exchange: '.', priority: 0 })];
      return (found.mx ?? []).map((mx) => resource({ type: Packet.TYPE.MX, ...mx }));
    case Packet.TYPE.A:
      return (found.a ?? []).map((address) => resource({ type: Packet.TYPE.A, address }));
    case Packet.TYPE.AAAA:
      return (found.aaaa ?? []).map((address) => resource({ type: Packet.TYPE.AAAA, address }));
    default:
      return [];
  }
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}
