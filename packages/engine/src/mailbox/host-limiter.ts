/** Thrown to a waiter whose signal aborted before a slot was free. */
export class AbortedError extends Error {
  constructor() {
    super('aborted');
  }
}

interface Waiter {
  host: string;
  grant: () => void;
}

/**
 * Bounds connections: at most `perHost` at once to one MX host (mail servers throttle or block clients that open
 * many) and at most `total` at once overall. Waiters are served first come first served among those that fit.
 */
export class HostLimiter {
  private active = 0;
  private readonly perHostActive = new Map<string, number>();
  private readonly waiters: Waiter[] = [];

  constructor(
    private readonly perHost: number,
    private readonly total: number,
  ) {}

  /** Waits for a slot for `host`; the returned function frees it (call it exactly once). */
  acquire(host: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(new AbortedError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        host,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser(host));
        },
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new AbortedError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      this.dispatch();
    });
  }

  /** True when a slot for `host` is not free right now (or others wait first). */
  wouldWait(host: string): boolean {
    return this.waiters.length > 0 || !this.fits(host);
  }

  /**
   * True when nobody waits and `host` is below its limit, with a slot free overall or one of `idle` idle
   * connections to give up for it.
   */
  hasRoomFor(host: string, idle: number): boolean {
    if (this.waiters.length > 0 || (this.perHostActive.get(host) ?? 0) >= this.perHost) return false;
    return this.active < this.total || idle > 0;
  }

  /** True when some acquire waits for a slot. */
  get hasWaiters(): boolean {
    return this.waiters.length > 0;
  }

  private fits(host: string): boolean {
    return this.active < this.total && (this.perHostActive.get(host) ?? 0) < this.perHost;
  }

  private dispatch(): void {
    for (let i = 0; i < this.waiters.length && this.active < this.total; ) {
      const waiter = this.waiters[i]!;
      if (!this.fits(waiter.host)) {
        i++;
        continue;
      }
      this.waiters.splice(i, 1);
      this.active++;
      this.perHostActive.set(waiter.host, (this.perHostActive.get(waiter.host) ?? 0) + 1);
      waiter.grant();
    }
  }

  private releaser(host: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      const left = (this.perHostActive.get(host) ?? 1) - 1;
      if (left > 0) this.perHostActive.set(host, left);
      else this.perHostActive.delete(host);
      this.dispatch();
    };
  }
}
