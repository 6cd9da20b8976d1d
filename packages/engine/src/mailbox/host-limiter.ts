/** Thrown to a waiter whose signal aborted before a slot was free. */
export class AbortedError extends Error {
  constructor() {
    super('aborted');
  }
}

/** One connection's place in the limiter. */
export interface Slot {
  /** The server greeted: the connection no longer counts among its owner's unanswered ones. */
  greeted(): void;
  /** Frees the slot; later calls do nothing. */
  release(): void;
}

interface Waiter {
  key: string;
  owner: string;
  grant: (slot: Slot) => void;
}

interface OwnerState {
  active: number;
  /** Connections not greeted yet: where a tarpit holds a slot for a whole greeting timeout. */
  unanswered: number;
  waiting: number;
}

/**
 * Bounds connections: at most `perHost` at once to one MX host, keyed by its IP (many host names may point at one
 * server, and mail servers throttle or block clients that open many), and at most `total` at once overall. Slots are
 * shared fairly between owners (the customers whose probes they are):
 * - while another owner waits, an owner holding its fair share (`total` ÷ owners wanting slots) gets no more, and a
 *   freed slot goes to the waiting owner holding the fewest;
 * - an owner never holds more than `unansweredShare` of `total` in connections that have not been greeted, so
 *   tarpits (which accept and never speak) cannot tie up the whole prober, whoever waits.
 */
export class HostLimiter {
  private active = 0;
  private readonly perKeyActive = new Map<string, number>();
  private readonly owners = new Map<string, OwnerState>();
  private readonly waiters: Waiter[] = [];
  private readonly unansweredCap: number;

  constructor(
    private readonly perHost: number,
    private readonly total: number,
    unansweredShare = 0.5,
  ) {
    this.unansweredCap = Math.max(1, Math.ceil(total * unansweredShare));
  }

  /** Waits for a slot for `key` (an MX host's IP) on behalf of `owner`. */
  acquire(key: string, owner: string, signal?: AbortSignal): Promise<Slot> {
    if (signal?.aborted) return Promise.reject(new AbortedError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        key,
        owner,
        grant: (slot) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(slot);
        },
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) {
          this.waiters.splice(index, 1);
          this.ownerOf(owner).waiting--;
          this.forget(owner);
          // An owner that stops waiting may unblock others held back by the fair share.
          this.dispatch();
        }
        reject(new AbortedError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      this.ownerOf(owner).waiting++;
      this.dispatch();
    });
  }

  /** A slot at once when one fits and nobody waits, else undefined. */
  tryAcquire(key: string, owner: string): Slot | undefined {
    if (this.waiters.length > 0 || !this.fits(key, owner)) return undefined;
    return this.take(key, owner);
  }

  /** True when a slot for `key` is not free right now for `owner` (or others wait first). */
  wouldWait(key: string, owner: string): boolean {
    return this.waiters.length > 0 || !this.fits(key, owner);
  }

  /**
   * True when nobody waits and `key` is below its limit, with a slot free overall or one of `idle` idle
   * connections to give up for it.
   */
  hasRoomFor(key: string, owner: string, idle: number): boolean {
    if (this.waiters.length > 0 || (this.perKeyActive.get(key) ?? 0) >= this.perHost) return false;
    if ((this.owners.get(owner)?.unanswered ?? 0) >= this.unansweredCap) return false;
    return this.active < this.total || idle > 0;
  }

  /** True when some acquire waits for a slot. */
  get hasWaiters(): boolean {
    return this.waiters.length > 0;
  }

  private ownerOf(owner: string): OwnerState {
    let state = this.owners.get(owner);
    if (!state) {
      state = { active: 0, unanswered: 0, waiting: 0 };
      this.owners.set(owner, state);
    }
    return state;
  }

  private forget(owner: string): void {
    const state = this.owners.get(owner);
    if (state && state.active === 0 && state.waiting === 0) this.owners.delete(owner);
  }

  private fits(key: string, owner: string): boolean {
    if (this.active >= this.total || (this.perKeyActive.get(key) ?? 0) >= this.perHost) return false;
    const state = this.owners.get(owner);
    if (!state) return true;
    if (state.unanswered >= this.unansweredCap) return false;
    // The fair share binds only while another owner waits: alone, an owner may use every slot.
    const othersWaiting = [...this.owners].some(([other, s]) => other !== owner && s.waiting > 0);
    return !othersWaiting || state.active < Math.ceil(this.total / this.owners.size);
  }

  private dispatch(): void {
    while (this.active < this.total && this.waiters.length > 0) {
      // Of the waiters that fit, the one whose owner holds the fewest slots; first come first served among equals.
      let chosen = -1;
      let fewest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < this.waiters.length; i++) {
        const waiter = this.waiters[i]!;
        const held = this.owners.get(waiter.owner)?.active ?? 0;
        if (held < fewest && this.fits(waiter.key, waiter.owner)) {
          chosen = i;
          fewest = held;
        }
      }
      if (chosen < 0) return;
      const [waiter] = this.waiters.splice(chosen, 1);
      this.ownerOf(waiter!.owner).waiting--;
      waiter!.grant(this.take(waiter!.key, waiter!.owner));
    }
  }

  private take(key: string, owner: string): Slot {
    const state = this.ownerOf(owner);
    this.active++;
    state.active++;
    state.unanswered++;
    this.perKeyActive.set(key, (this.perKeyActive.get(key) ?? 0) + 1);
    let answered = false;
    let released = false;
    return {
      greeted: () => {
        if (answered || released) return;
        answered = true;
        state.unanswered--;
        this.dispatch();
      },
      release: () => {
        if (released) return;
        released = true;
        this.active--;
        state.active--;
        if (!answered) state.unanswered--;
        const left = (this.perKeyActive.get(key) ?? 1) - 1;
        if (left > 0) this.perKeyActive.set(key, left);
        else this.perKeyActive.delete(key);
        this.forget(owner);
        this.dispatch();
      },
    };
  }
}
