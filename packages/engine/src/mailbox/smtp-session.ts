import { isIP, type Socket } from 'node:net';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import { ReplyBuffer, type SmtpReply } from './smtp-reply';
import { connectTcp, type SocksProxy } from './socks-connect';

/** How a session ended early: no connection, no reply in time, the peer hung up, garbage, or our own abort. */
export type SessionFailure = 'connect' | 'timeout' | 'closed' | 'protocol' | 'aborted';

/** Why a session could not go on; `kind` tells a dead host (`connect`, `timeout`) from a broken session. */
export class SmtpSessionError extends Error {
  constructor(
    readonly kind: SessionFailure,
    message: string,
    /** True once the server had sent its greeting. */
    readonly greeted = false,
  ) {
    super(message);
  }
}

/** Where and how to open a session. */
export interface SessionTarget {
  ip: string;
  port: number;
  /** The MX host name, for the TLS server name. */
  host: string;
  helo: string;
  timeoutMs: number;
  greetingTimeoutMs: number;
  proxy: SocksProxy | undefined;
  signal: AbortSignal | undefined;
}

interface Waiter {
  resolve: (reply: SmtpReply) => void;
  reject: (error: SmtpSessionError) => void;
}

const UNSAFE_LINE = /[\r\n\0]/;

/**
 * One SMTP client connection, driven one command at a time (no pipelining: the prober needs each reply before it
 * decides the next command). It never sends DATA: there is no method that could.
 */
export class SmtpSession {
  private socket: Socket | TLSSocket;
  private readonly buffer = new ReplyBuffer();
  private waiter: Waiter | undefined;
  private failure: SmtpSessionError | undefined;
  private greeted = false;
  private secure = false;
  private signal: AbortSignal | undefined;
  private readonly onData = (chunk: Buffer) => this.receive(chunk);
  private readonly onAbort = () => this.fail(new SmtpSessionError('aborted', 'aborted', this.greeted));
  private markClosed: () => void = () => {};
  /** Settles when the connection's socket has closed. */
  readonly closed = new Promise<void>((resolve) => {
    this.markClosed = resolve;
  });

  private constructor(
    socket: Socket,
    private readonly target: SessionTarget,
  ) {
    this.socket = socket;
    // The plain socket closes last, also under TLS.
    socket.once('close', () => this.markClosed());
    this.attach(socket);
    this.bindSignal(target.signal);
  }

  /** Connects (directly or through the SOCKS proxy); rejects with kind `connect` or `aborted`. */
  static async connect(target: SessionTarget): Promise<SmtpSession> {
    try {
      const socket = await connectTcp(target.ip, target.port, target.timeoutMs, target.proxy, target.signal);
      return new SmtpSession(socket, target);
    } catch (error) {
      if (target.signal?.aborted) throw new SmtpSessionError('aborted', 'aborted');
      const code = (error as { code?: unknown }).code;
      throw new SmtpSessionError('connect', typeof code === 'string' ? code : (error as Error).message);
    }
  }

  /** True while the connection is open and no command failed. */
  get usable(): boolean {
    return this.failure === undefined;
  }

  /** An idle session must not keep the process alive; one in use must. */
  setIdle(idle: boolean): void {
    if (idle) this.socket.unref();
    else this.socket.ref();
  }

  /** Ties the session to another probe's abort signal (a pooled session serves several probes in turn). */
  bindSignal(signal: AbortSignal | undefined): void {
    this.signal?.removeEventListener('abort', this.onAbort);
    this.signal = signal;
    if (signal?.aborted) this.onAbort();
    else signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Reads the greeting; slow greetings are common (anti-spam delays), hence its own, longer timeout. */
  async greet(): Promise<SmtpReply> {
    const reply = await this.read(this.target.greetingTimeoutMs);
    this.greeted = true;
    return reply;
  }

  /**
   * EHLO (HELO when EHLO is refused with 5xx), then STARTTLS when offered and EHLO again over TLS. Certificates are
   * not checked: a probe sends no secret, and many MX hosts have self-signed or mismatched ones.
   */
  async hello(): Promise<SmtpReply> {
    const ehlo = await this.command(`EHLO ${this.target.helo}`);
    if (ehlo.code >= 500) return this.command(`HELO ${this.target.helo}`);
    if (ehlo.code !== 250 || this.secure || !ehlo.lines.some((line) => /^STARTTLS\b/i.test(line)))
      return ehlo;
    const starttls = await this.command('STARTTLS');
    // A server that offers STARTTLS and then refuses it still takes the probe in clear.
    if (starttls.code !== 220) return ehlo;
    await this.upgrade();
    return this.command(`EHLO ${this.target.helo}`);
  }

  /** Sends one command line and waits for its reply. */
  command(line: string): Promise<SmtpReply> {
    if (UNSAFE_LINE.test(line))
      return Promise.reject(new SmtpSessionError('protocol', 'unsafe command line'));
    if (this.failure) return Promise.reject(this.failure);
    this.socket.write(`${line}\r\n`);
    return this.read(this.target.timeoutMs);
  }

  /**
   * Says QUIT, then lets the server hang up first (it does after its 221): the connection only counts as gone for
   * the per-host limit once the server has seen it close. Never throws.
   */
  async quit(): Promise<void> {
    if (!this.failure) {
      const reply = await this.command('QUIT').catch(() => undefined);
      if (reply) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          this.closed,
          new Promise((resolve) => (timer = setTimeout(resolve, Math.min(this.target.timeoutMs, 1000)))),
        ]);
        clearTimeout(timer);
      }
    }
    this.destroy();
    await this.closed;
  }

  /** Closes the connection at once. */
  destroy(): void {
    this.fail(new SmtpSessionError('closed', 'closed by the prober', this.greeted));
  }

  private attach(socket: Socket | TLSSocket): void {
    socket.on('data', this.onData);
    socket.once('close', () => this.fail(new SmtpSessionError('closed', 'connection closed', this.greeted)));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      this.fail(new SmtpSessionError('closed', error.code ?? error.message, this.greeted)),
    );
  }

  private async upgrade(): Promise<void> {
    const plain = this.socket;
    plain.off('data', this.onData);
    // Anything the server sent after its 220 came in clear and could have been injected (CVE-2011-0411 style).
    this.buffer.clear();
    const secure = await new Promise<TLSSocket>((resolve, reject) => {
      const socket = tlsConnect({
        socket: plain,
        rejectUnauthorized: false,
        // Old MX hosts still speak TLS 1.0 with weak ciphers; a probe sends no secret, so it takes what they offer
        // rather than fail the handshake.
        minVersion: 'TLSv1',
        ciphers: 'DEFAULT:@SECLEVEL=0',
        ...(isIP(this.target.host) ? {} : { servername: this.target.host }),
      });
      const timer = setTimeout(
        () => fail(new SmtpSessionError('timeout', 'TLS handshake timed out', true)),
        this.target.timeoutMs,
      );
      const fail = (error: SmtpSessionError) => {
        clearTimeout(timer);
        socket.destroy();
        reject(error);
      };
      socket.once('secureConnect', () => {
        clearTimeout(timer);
        socket.off('error', onError);
        resolve(socket);
      });
      const onError = (error: Error) => fail(new SmtpSessionError('protocol', `TLS: ${error.message}`, true));
      socket.once('error', onError);
    }).catch((error: SmtpSessionError) => {
      this.fail(error);
      throw error;
    });
    this.socket = secure;
    this.secure = true;
    this.attach(secure);
  }

  private read(timeoutMs: number): Promise<SmtpReply> {
    const ready = this.buffer.take();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new SmtpSessionError('timeout', `no reply within ${timeoutMs} ms`, this.greeted)),
        timeoutMs,
      );
      this.waiter = {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  private receive(chunk: Buffer): void {
    try {
      this.buffer.push(chunk.toString('latin1'));
    } catch (error) {
      this.fail(new SmtpSessionError('protocol', (error as Error).message, this.greeted));
      return;
    }
    const waiter = this.waiter;
    if (!waiter) return;
    const reply = this.buffer.take();
    if (!reply) return;
    this.waiter = undefined;
    waiter.resolve(reply);
  }

  private fail(error: SmtpSessionError): void {
    this.failure ??= error;
    this.signal?.removeEventListener('abort', this.onAbort);
    this.socket.destroy();
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(this.failure);
  }
}
