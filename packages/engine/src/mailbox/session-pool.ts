import type { Slot } from './host-limiter';
import type { SmtpSession } from './smtp-session';

interface IdleSession {
  /** The MX host's IP: any domain it serves may use the session. */
  key: string;
  session: SmtpSession;
  /** The connection's slot in the host limiter; an idle session keeps its slot. */
  slot: Slot;
  timer: NodeJS.Timeout;
}

/** A greeted session and its limiter slot, handed back by {@link SessionPool.take}. */
export interface PooledSession {
  session: SmtpSession;
  slot: Slot;
}

/**
 * Idle sessions kept for the next domain on the same MX host: lists hold many domains hosted by the same few
 * providers, and one connection for all of them (keyed by the server's IP, whatever names point at it) costs each provider one greeting and TLS handshake, not hundreds.
 * An idle session keeps its limiter slot (it is still a connection); it is QUIT after `idleMs`, when a waiting
 * connection needs the slot, or when the server drops it.
 */
export class SessionPool {
  private readonly idle: IdleSession[] = [];

  constructor(private readonly idleMs: number) {}

  /** Keeps a session (after RSET) to the server at `key` (its IP) for reuse. */
  park(key: string, session: SmtpSession, slot: Slot): void {
    const entry: IdleSession = {
      key,
      session,
      slot,
      timer: setTimeout(() => void this.retire(entry), this.idleMs),
    };
    entry.timer.unref();
    session.setIdle(true);
    this.idle.push(entry);
    // A server that hangs up on an idle client frees the slot at once.
    void session.closed.then(() => {
      if (this.remove(entry)) slot.release();
    });
  }

  /** Idle sessions held. */
  get size(): number {
    return this.idle.length;
  }

  /** The most recently parked idle session to the server at `key`, if any. */
  take(key: string): PooledSession | undefined {
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const entry = this.idle[i]!;
      if (entry.key !== key || !entry.session.usable) continue;
      this.remove(entry);
      entry.session.setIdle(false);
      return { session: entry.session, slot: entry.slot };
    }
    return undefined;
  }

  /** QUITs the oldest idle session so its slot goes to a connection that waits; false when none is idle. */
  evictOne(): boolean {
    const oldest = this.idle[0];
    if (!oldest) return false;
    void this.retire(oldest);
    return true;
  }

  /** QUITs every idle session. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.idle].map((entry) => this.retire(entry)));
  }

  private remove(entry: IdleSession): boolean {
    const index = this.idle.indexOf(entry);
    if (index < 0) return false;
    this.idle.splice(index, 1);
    clearTimeout(entry.timer);
    return true;
  }

  private async retire(entry: IdleSession): Promise<void> {
    if (!this.remove(entry)) return;
    await entry.session.quit();
    entry.slot.release();
  }
}
