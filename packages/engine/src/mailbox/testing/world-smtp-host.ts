import { createServer, type Server, type Socket } from 'node:net';
import type { HostFlavour, MailboxRule } from './world-plan';

/** How one domain's RCPTs are answered on a host. */
export interface HostedDomain {
  rule: MailboxRule;
  mailboxes: ReadonlySet<string>;
}

/** What a world host does. */
export interface WorldHostOptions {
  ip: string;
  port: number;
  name: string;
  flavour: Exclude<HostFlavour, 'silent' | 'refused'>;
  /** Domains this host takes mail for, by lower-case name. */
  domains: ReadonlyMap<string, HostedDomain>;
  /** Delay before every reply (the greeting included). @default 0 */
  replyDelayMs?: number;
  /** The `slow` flavour's extra wait before its greeting. @default 600 */
  slowGreetingMs?: number;
  /** A greylisting domain accepts an address this long after first refusing it. @default 1500 */
  relentAfterMs?: number;
}

/** What a world host saw. */
export interface WorldHostStats {
  connections: number;
  /** Most connections open at once, as the server counts them. */
  maxOpen: number;
  rcpts: number;
  /** DATA or BDAT commands: a prober must never send one. */
  dataAttempts: number;
}

/** A running world host. */
export interface WorldHost {
  stats: WorldHostStats;
  close(): Promise<void>;
}

const GREETING_421 = '421 4.3.2 Service not available, closing transmission channel';
const RELAY_DENIED = '554 5.7.1 Relay access denied';

/**
 * A mail host of the simulated world on `node:net`, so each flavour says exactly what real servers say: multi-line
 * replies written in fragments, EHLO refused, a greeting late or never, greylisting that relents with time.
 */
export async function startWorldHost(options: WorldHostOptions): Promise<WorldHost> {
  const stats: WorldHostStats = { connections: 0, maxOpen: 0, rcpts: 0, dataAttempts: 0 };
  const sockets = new Set<Socket>();
  const open = new Set<Socket>();
  const firstRefused = new Map<string, number>();
  const delay = options.replyDelayMs ?? 0;
  const relentAfter = options.relentAfterMs ?? 1500;
  const fragmented = options.flavour === 'fragmented';

  const ended = (socket: Socket) => open.delete(socket);

  const rcptReply = (address: string): string => {
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at);
    const hosted = options.domains.get(address.slice(at + 1).toLowerCase());
    if (!hosted) return RELAY_DENIED;
    if (hosted.rule === 'greylist_never' || hosted.rule === 'greylist_relents') {
      const first = firstRefused.get(address) ?? Date.now();
      firstRefused.set(address, first);
      if (hosted.rule === 'greylist_never' || Date.now() - first < relentAfter)
        return '451 4.7.1 Greylisted, please try again later';
    }
    if (hosted.rule === 'catch_all') return '250 2.1.5 Ok';
    if (!hosted.mailboxes.has(local)) {
      return fragmented
        ? '550-5.1.1 The email account that you tried to reach does not exist. Please try\n550-5.1.1 double-checking the address for typos or unnecessary spaces.\n550 5.1.1 Learn more at https://support.example/mail'
        : `550 5.1.1 <${address}>: Recipient address rejected: User unknown`;
    }
    switch (hosted.rule) {
      case 'full':
        return '552 5.2.2 Mailbox full';
      case 'full_temporary':
        return '452 4.2.2 Over quota, try again later';
      case 'disabled':
        return '550 5.2.1 Mailbox disabled, not accepting messages';
      default:
        return fragmented ? '250-2.1.5 Recipient ok\n250 2.1.5 Ok' : '250 2.1.5 Ok';
    }
  };

  const answer = (line: string): string | undefined => {
    const verb = line.slice(0, 4).toUpperCase();
    switch (verb) {
      case 'EHLO':
        if (options.flavour === 'no_ehlo') return '502 5.5.2 Error: command not recognized';
        return `250-${options.name}\n250-PIPELINING\n250-SIZE 10240000\n250-ENHANCEDSTATUSCODES\n250 8BITMIME`;
      case 'HELO':
        return `250 ${options.name}`;
      case 'MAIL':
        return '250 2.1.0 Ok';
      case 'RCPT': {
        stats.rcpts++;
        const match = /^RCPT TO:\s*<([^>]*)>/i.exec(line);
        return match ? rcptReply(match[1]!) : '501 5.5.4 Syntax error';
      }
      case 'RSET':
      case 'NOOP':
        return '250 2.0.0 Ok';
      case 'DATA':
      case 'BDAT':
        stats.dataAttempts++;
        return '554 5.7.0 a prober must never send DATA';
      case 'QUIT':
        return undefined;
      default:
        return '502 5.5.2 Error: command not recognized';
    }
  };

  /** Writes a reply (CRLF line ends), in two or three pieces split mid-line for the fragmented flavour. */
  const send = async (socket: Socket, text: string): Promise<void> => {
    if (delay > 0) await sleep(delay);
    const wire = `${text.replace(/\n/g, '\r\n')}\r\n`;
    if (!fragmented) {
      socket.write(wire);
      return;
    }
    const cuts = [Math.floor(wire.length / 3), Math.floor((wire.length * 2) / 3)];
    const pieces = [wire.slice(0, cuts[0]), wire.slice(cuts[0], cuts[1]), wire.slice(cuts[1])];
    for (const piece of pieces) {
      if (socket.destroyed) return;
      socket.write(piece);
      await sleep(3);
    }
  };

  const serve = async (socket: Socket) => {
    if (options.flavour === 'tarpit' || options.flavour === 'all_421') {
      // Read and drop what the client sends, so its FIN is seen and the connection ends on both sides.
      socket.resume();
    }
    if (options.flavour === 'tarpit') return;
    if (options.flavour === 'slow') await sleep(options.slowGreetingMs ?? 600);
    if (options.flavour === 'all_421') {
      await send(socket, GREETING_421);
      socket.end();
      return;
    }
    await send(
      socket,
      fragmented
        ? `220-${options.name} ESMTP\n220-Unsolicited bulk mail is not welcome here\n220 Ready`
        : `220 ${options.name} ESMTP`,
    );
    let pending = '';
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        // One reply at a time, in order, whatever each one's delay.
        queue = queue.then(async () => {
          if (socket.destroyed) return;
          const reply = answer(line);
          if (reply === undefined) {
            ended(socket);
            await send(socket, '221 2.0.0 Bye');
            socket.end();
            return;
          }
          await send(socket, reply);
        });
      }
    });
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    stats.connections++;
    socket.on('error', () => {});
    socket.on('end', () => ended(socket));
    socket.on('close', () => {
      ended(socket);
      sockets.delete(socket);
    });
    // Counted once this turn's pending events are handled: a client that closed one connection and opened the next
    // has its FIN read in the same turn, and counting first would see one connection too many.
    setImmediate(() => {
      if (socket.destroyed || socket.readableEnded) return;
      open.add(socket);
      stats.maxOpen = Math.max(stats.maxOpen, open.size);
    });
    void serve(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: options.ip, port: options.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
