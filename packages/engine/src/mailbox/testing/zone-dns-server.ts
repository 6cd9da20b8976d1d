import { createUDPServer, Packet } from 'dns2';

// RFC 1035 §4.1.1 response codes (dns2 has them at run time, its types do not).
const SERVFAIL = 2;
const NXDOMAIN = 3;

/** The records of one name; a name missing from the zone is NXDOMAIN, a name with no record of a type is NODATA. */
export interface ZoneEntry {
  mx?: Array<{ exchange: string; priority: number }>;
  a?: string[];
  aaaa?: string[];
  /** Answer every question about this name with SERVFAIL. */
  servfail?: boolean;
}

/** A running test DNS server. */
export interface ZoneDnsServer {
  /** `127.0.0.1:<port>`, for the prober's `dnsServers`. */
  server: string;
  /** Questions asked so far, as `TYPE name`. */
  questions: string[];
  close(): Promise<void>;
}

/** Serves a zone map over UDP on 127.0.0.1 (random port), for tests only. */
export async function startZoneDnsServer(zone: Record<string, ZoneEntry>): Promise<ZoneDnsServer> {
  const questions: string[] = [];
  const server = createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    if (!question) return void send(response);
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const entry = zone[name];
    const type = question.type;
    questions.push(
      `${type === Packet.TYPE.MX ? 'MX' : type === Packet.TYPE.A ? 'A' : type === Packet.TYPE.AAAA ? 'AAAA' : type} ${name}`,
    );
    if (!entry) response.header.rcode = NXDOMAIN;
    else if (entry.servfail) response.header.rcode = SERVFAIL;
    else if (type === Packet.TYPE.MX) {
      for (const mx of entry.mx ?? []) {
        response.answers.push({ name: question.name, type, class: Packet.CLASS.IN, ttl: 60, ...mx } as never);
      }
    } else if (type === Packet.TYPE.A || type === Packet.TYPE.AAAA) {
      for (const address of (type === Packet.TYPE.A ? entry.a : entry.aaaa) ?? []) {
        response.answers.push({
          name: question.name,
          type,
          class: Packet.CLASS.IN,
          ttl: 60,
          address,
        } as never);
      }
    }
    void send(response);
  });
  await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${server.address().port}`,
    questions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
