import type { Socket } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A reply the script gives: accept, drop the connection, or a code with its text (enhanced code included). */
export type ScriptedReply = 'accept' | 'reset' | { code: number; text: string };

/** How a scripted server behaves. */
export interface ScriptedSmtpOptions {
  /** A 127.0.0.x address: several "MX hosts" share one port on different loopback addresses. */
  host: string;
  /** 0 picks a free port. */
  port: number;
  /**
   * The reply to each RCPT; `attempt` counts this address's RCPTs on this server, from 1. A promise holds the reply
   * until it settles: a test's barrier, to hold a probe mid-batch while something else happens. @default accept all
   */
  rcpt?: (address: string, attempt: number) => ScriptedReply | Promise<ScriptedReply>;
  /** The reply to MAIL FROM. @default accept */
  mailFrom?: () => ScriptedReply;
  /** Wait this long before the greeting. */
  greetingDelayMs?: number;
  /** Wait this long before each RCPT reply, as a slow or distant server does: keeps a probe busy for a while. */
  rcptDelayMs?: number;
  /** Refuse every connection with this greeting (e.g. 421) and close. */
  refuseConnect?: { code: number; text: string };
  /** Offer STARTTLS (with smtp-server's built-in self-signed certificate). @default false */
  starttls?: boolean;
  /** Answer EHLO; false makes it an unknown command (500) so the client must fall back to HELO. @default true */
  ehlo?: boolean;
}

/** What a scripted server saw. */
export interface ScriptedSmtpStats {
  connections: number;
  /** Most connections open at once. */
  maxConcurrent: number;
  /** Every command line received, in order (across connections). */
  commands: string[];
  rcpts: string[];
  /** Sessions that ran over TLS. */
  secureSessions: number;
  /** DATA commands or message bodies received; a prober must never cause one. */
  dataAttempts: number;
}

/** A running scripted server. */
export interface ScriptedSmtpServer {
  host: string;
  port: number;
  stats: ScriptedSmtpStats;
  close(): Promise<void>;
}

function toError(reply: { code: number; text: string }): Error {
  return Object.assign(new Error(reply.text), { responseCode: reply.code });
}

/** Starts an SMTP server on smtp-server whose replies a test scripts, for probing tests only. */
export async function startScriptedSmtpServer(options: ScriptedSmtpOptions): Promise<ScriptedSmtpServer> {
  const stats: ScriptedSmtpStats = {
    connections: 0,
    maxConcurrent: 0,
    commands: [],
    rcpts: [],
    secureSessions: 0,
    dataAttempts: 0,
  };
  const attempts = new Map<string, number>();
  // Sessions open, by id. A session ends at QUIT or when its socket closes, whichever is first: in one process the
  // server may see a client's FIN only after that client's next connection, which would count one too many.
  const open = new Set<string>();
  const opened = (id: string) => {
    stats.connections++;
    open.add(id);
    stats.maxConcurrent = Math.max(stats.maxConcurrent, open.size);
  };
  const record = (meta: { cid?: string } | undefined, format: unknown, line: unknown) => {
    if (format !== 'C:' || typeof line !== 'string') return;
    stats.commands.push(line);
    if (/^QUIT\b/i.test(line) && meta?.cid) open.delete(meta.cid);
    if (/^DATA\b/i.test(line) || /^BDAT\b/i.test(line)) stats.dataAttempts++;
  };
  const quiet = () => {};
  const server: SMTPServer = new SMTPServer({
    name: `mx-${options.host}`,
    authOptional: true,
    // The scripts write their own enhanced codes ("5.1.1 User unknown") so each test controls the whole reply.
    hideENHANCEDSTATUSCODES: true,
    disabledCommands: [
      'AUTH',
      ...(options.starttls ? [] : ['STARTTLS']),
      ...(options.ehlo === false ? ['EHLO'] : []),
    ],
    logger: {
      level: quiet,
      trace: quiet,
      debug: record,
      info: quiet,
      warn: quiet,
      error: quiet,
      fatal: quiet,
    },
    disableReverseLookup: true,
    onConnect(session, callback) {
      opened(session.id);
      if (options.refuseConnect) return callback(toError(options.refuseConnect));
      if (options.greetingDelayMs) setTimeout(() => callback(), options.greetingDelayMs);
      else callback();
    },
    onClose(session) {
      open.delete(session.id);
    },
    onSecure(_socket, _session, callback) {
      stats.secureSessions++;
      callback();
    },
    onMailFrom(_address, session, callback) {
      const reply = options.mailFrom?.() ?? 'accept';
      if (reply === 'accept') return callback();
      if (reply === 'reset') return resetConnection(session);
      callback(toError(reply));
    },
    onRcptTo(address, session, callback) {
      stats.rcpts.push(address.address);
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      const reply = (scripted: ScriptedReply) => {
        const answer = () => {
          if (scripted === 'accept') return callback();
          if (scripted === 'reset') return resetConnection(session);
          callback(toError(scripted));
        };
        if (options.rcptDelayMs) setTimeout(answer, options.rcptDelayMs);
        else answer();
      };
      const scripted = options.rcpt?.(address.address, attempt) ?? 'accept';
      if (scripted instanceof Promise) void scripted.then(reply);
      else reply(scripted);
    },
    onData(stream, _session, callback) {
      stats.dataAttempts++;
      stream.resume();
      stream.on('end', () => callback(toError({ code: 554, text: '5.7.0 a prober must never send DATA' })));
    },
  });
  // The socket behind a session, to drop it mid-session as a crashing server or a middlebox would.
  function resetConnection(session: SMTPServerSession): void {
    for (const connection of server.connections as Set<{ id: string; _socket: Socket }>) {
      if (connection.id === session.id) connection._socket.destroy();
    }
  }
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    host: options.host,
    port,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
