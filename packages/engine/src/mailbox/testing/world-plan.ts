/**
 * A simulated internet of mail domains for tests and benchmarks of the mailbox check (issue 41): which domains
 * exist, how their DNS and mail servers behave, which addresses a list holds and what each one's verdict must be.
 * A plan is pure data made from a seed, so a world is the same on every run of one seed; `startMailWorld` serves it.
 */

/** What a domain does, seen from a prober. Every behaviour has an expected verdict for each of its addresses. */
export const BEHAVIOURS = [
  'normal',
  'catch_all',
  'full',
  'disabled',
  'greylist_relents',
  'greylist_never',
  'all_421',
  'dead_refused',
  'blackhole_tarpit',
  'blackhole_silent',
  'slow_greeting',
  'fragmented',
  'no_ehlo',
  'backup_mx',
  'implicit_mx',
  'null_mx',
  'no_address',
  'nxdomain',
] as const;

export type Behaviour = (typeof BEHAVIOURS)[number];

/** Domains whose every MX host is dead or blackholed: the ones a "dead first" list puts at its top. */
export const DEAD_BEHAVIOURS: readonly Behaviour[] = ['dead_refused', 'blackhole_tarpit', 'blackhole_silent'];

/**
 * How a mail host answers:
 * - `standard`: a plain MTA; `slow`: greets late; `fragmented`: multi-line replies written in pieces;
 *   `no_ehlo`: refuses EHLO (HELO works); `all_421`: greets with 421 and hangs up;
 * - `tarpit`: accepts the connection and never says a word; `silent`: never completes the TCP handshake;
 *   `refused`: nothing listens (the connection is refused).
 */
export type HostFlavour =
  | 'standard'
  | 'slow'
  | 'fragmented'
  | 'no_ehlo'
  | 'all_421'
  | 'tarpit'
  | 'silent'
  | 'refused';

/** How a domain's mailboxes answer RCPT on a host that talks. */
export type MailboxRule =
  | 'mailboxes'
  | 'catch_all'
  | 'full'
  | 'full_temporary'
  | 'disabled'
  | 'greylist_relents'
  | 'greylist_never';

/** One mail host: an address of its own in the world (127.x.y.z when served). */
export interface HostPlan {
  id: number;
  name: string;
  flavour: HostFlavour;
}

/** One domain: its DNS records (by host id) and how its mailboxes answer. */
export interface DomainPlan {
  name: string;
  behaviour: Behaviour;
  /** MX hosts in preference order; empty with `implicitHost` (no MX record) or for null MX / NXDOMAIN. */
  mx: number[];
  /** The host the domain's own A record points at (implicit MX). */
  implicitHost?: number;
  rule: MailboxRule;
  /** Local parts that exist. */
  mailboxes: Set<string>;
}

/** The verdict an address must end with: `lp_email_status` and the reason it must carry. */
export interface ExpectedVerdict {
  status: 'valid' | 'invalid' | 'risky' | 'unknown';
  reason: string;
}

/** One address of the list. */
export interface PlannedAddress {
  address: string;
  domain: string;
  behaviour: Behaviour;
  expected: ExpectedVerdict;
}

/**
 * How the list is ordered: shuffled, or every dead domain's addresses first (the silent ones, which never answer a
 * SYN, first of all: the order most likely to fool an outage rule).
 */
export type ListOrder = 'shuffled' | 'dead_first';

/** What to build. */
export interface WorldOptions {
  seed: number;
  /** Names the domains, so several lists' worlds can be served together. */
  prefix: string;
  domains: number;
  addresses: number;
  /** Relative weights of the behaviours, by domains; missing behaviours get none. */
  mix: Partial<Record<Behaviour, number>>;
  order: ListOrder;
  /** Domains of a behaviour that share one talking host. @default 6 */
  domainsPerHost?: number;
}

/** A planned world: its hosts, domains and the list. */
export interface WorldPlan {
  options: WorldOptions;
  hosts: HostPlan[];
  domains: DomainPlan[];
  list: PlannedAddress[];
}

/** Every behaviour once (normal four times): the default mix. */
export const EVEN_MIX: Record<Behaviour, number> = Object.fromEntries(
  BEHAVIOURS.map((behaviour) => [behaviour, behaviour === 'normal' ? 4 : 1]),
) as Record<Behaviour, number>;

/** `mix` rescaled so that the dead and blackholed domains are `share` of all domains. */
export function withDeadShare(
  mix: Partial<Record<Behaviour, number>>,
  share: number,
): Partial<Record<Behaviour, number>> {
  const weight = (keys: readonly Behaviour[]) => keys.reduce((sum, key) => sum + (mix[key] ?? 0), 0);
  const dead = weight(DEAD_BEHAVIOURS);
  const alive = weight(BEHAVIOURS.filter((behaviour) => !DEAD_BEHAVIOURS.includes(behaviour)));
  const scaled: Partial<Record<Behaviour, number>> = {};
  for (const behaviour of BEHAVIOURS) {
    const value = mix[behaviour] ?? 0;
    scaled[behaviour] = DEAD_BEHAVIOURS.includes(behaviour)
      ? (value / dead) * share
      : (value / alive) * (1 - share);
  }
  return scaled;
}

/** A small seeded generator (mulberry32): the same seed gives the same world. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Whole domain counts for `weights` summing to `total`, every weighted behaviour at least one (largest remainder). */
function apportion(weights: Partial<Record<Behaviour, number>>, total: number): Map<Behaviour, number> {
  const used = BEHAVIOURS.filter((behaviour) => (weights[behaviour] ?? 0) > 0);
  if (used.length > total) throw new Error(`${used.length} behaviours need at least ${used.length} domains`);
  const sum = used.reduce((acc, behaviour) => acc + weights[behaviour]!, 0);
  const counts = new Map<Behaviour, number>();
  const rest = total - used.length;
  const remainders: Array<[Behaviour, number]> = [];
  let given = 0;
  for (const behaviour of used) {
    const exact = (weights[behaviour]! / sum) * rest;
    counts.set(behaviour, 1 + Math.floor(exact));
    given += Math.floor(exact);
    remainders.push([behaviour, exact - Math.floor(exact)]);
  }
  remainders.sort((a, b) => b[1] - a[1]);
  for (let i = 0; given < rest; i++, given++) {
    const behaviour = remainders[i % remainders.length]![0];
    counts.set(behaviour, counts.get(behaviour)! + 1);
  }
  return counts;
}

const FIRST =
  'ada bruno chiara dmitri elena farid greta hiro ingrid jamal keiko luis maren nadia oskar priya rosa sven tamar vera wen yusuf zofia amara cyrus dalia emeka fiona gustav hana idris jonas'.split(
    ' ',
  );
const LAST =
  'abbott becker castillo dubois eriksen fischer guzman haddad ivanova jensen kowalski moreau nakamura okafor petrov quinn rossi schmidt takahashi varga weber yilmaz alvarez bianchi costa ferreira gallo horvat larsen marino novak olsen'.split(
    ' ',
  );
const WORDS =
  'apex birch cobalt delta ember fjord granite harbor iris juniper kestrel lumen maple nimbus orbit pioneer quartz ridge summit tidal umber vector willow yonder zenith'.split(
    ' ',
  );

/** Which flavour of host serves a behaviour's domains (its primary for `backup_mx`). */
function hostFlavourOf(behaviour: Behaviour): HostFlavour | undefined {
  switch (behaviour) {
    case 'all_421':
      return 'all_421';
    case 'dead_refused':
      return 'refused';
    case 'blackhole_tarpit':
      return 'tarpit';
    case 'blackhole_silent':
      return 'silent';
    case 'slow_greeting':
      return 'slow';
    case 'fragmented':
      return 'fragmented';
    case 'no_ehlo':
      return 'no_ehlo';
    case 'null_mx':
    case 'nxdomain':
    case 'no_address':
      return undefined;
    default:
      return 'standard';
  }
}

function ruleOf(behaviour: Behaviour, random: () => number): MailboxRule {
  switch (behaviour) {
    case 'catch_all':
      return 'catch_all';
    case 'full':
      return random() < 0.5 ? 'full' : 'full_temporary';
    case 'disabled':
      return 'disabled';
    case 'greylist_relents':
      return 'greylist_relents';
    case 'greylist_never':
      return 'greylist_never';
    default:
      return 'mailboxes';
  }
}

/** The verdict one address must get: by its domain's behaviour, and whether its mailbox exists. */
export function expectedVerdict(behaviour: Behaviour, exists: boolean): ExpectedVerdict {
  switch (behaviour) {
    case 'catch_all':
      return { status: 'risky', reason: 'catch_all' };
    case 'full':
      return { status: 'risky', reason: 'mailbox_full' };
    case 'disabled':
      return { status: 'invalid', reason: 'mailbox_disabled' };
    case 'greylist_never':
      return { status: 'unknown', reason: 'greylisted' };
    case 'all_421':
    case 'dead_refused':
    case 'blackhole_tarpit':
    case 'blackhole_silent':
    case 'no_address':
      return { status: 'unknown', reason: 'smtp_unavailable' };
    case 'null_mx':
    case 'nxdomain':
      return { status: 'invalid', reason: 'no_mx' };
    default:
      return exists ? { status: 'valid', reason: '' } : { status: 'invalid', reason: 'mailbox_not_found' };
  }
}

/** Plans a world: `domains` domains in `mix`'s proportions holding `addresses` distinct addresses, ordered by `order`. */
export function planWorld(options: WorldOptions): WorldPlan {
  const random = seededRandom(options.seed);
  const perHost = options.domainsPerHost ?? 6;
  if (options.addresses < options.domains) throw new Error('a world needs at least one address per domain');
  const counts = apportion(options.mix, options.domains);
  const hosts: HostPlan[] = [];
  const newHost = (flavour: HostFlavour): number => {
    const id = hosts.length;
    hosts.push({ id, name: `mx${id}.${flavour.replace('_', '')}.${options.prefix}.test`, flavour });
    return id;
  };
  // Talking hosts are shared by several domains, as providers are; dead ones each have their own address, so an
  // outage rule sees as many distinct dead hosts as there are dead domains.
  const shared = new Map<HostFlavour, { id: number; used: number }>();
  const talkingHost = (flavour: HostFlavour): number => {
    const current = shared.get(flavour);
    if (current && current.used < perHost) {
      current.used++;
      return current.id;
    }
    const id = newHost(flavour);
    shared.set(flavour, { id, used: 1 });
    return id;
  };
  const hostFor = (flavour: HostFlavour) =>
    flavour === 'refused' || flavour === 'tarpit' || flavour === 'silent'
      ? newHost(flavour)
      : talkingHost(flavour);

  const behaviours = shuffle(
    [...counts].flatMap(([behaviour, count]) => Array.from({ length: count }, () => behaviour)),
    random,
  );
  const deadPrimaries: HostFlavour[] = ['refused', 'silent', 'tarpit'];
  const domains: DomainPlan[] = behaviours.map((behaviour, index) => {
    // Each domain its own registrable domain, as in real lists (the engine budgets DNS look-ups per registrable domain).
    const name = `${WORDS[index % WORDS.length]}${index}-${options.prefix}.test`;
    const domain: DomainPlan = {
      name,
      behaviour,
      mx: [],
      rule: ruleOf(behaviour, random),
      mailboxes: new Set(),
    };
    const flavour = hostFlavourOf(behaviour);
    if (behaviour === 'backup_mx') {
      domain.mx = [hostFor(deadPrimaries[index % deadPrimaries.length]!), talkingHost('standard')];
    } else if (behaviour === 'implicit_mx') {
      domain.implicitHost = talkingHost('standard');
    } else if (behaviour === 'no_address') {
      domain.mx = [newHost('standard')];
    } else if (flavour) {
      domain.mx = [hostFor(flavour)];
    }
    return domain;
  });
  // Addresses per domain: one each, the rest skewed (a few big domains, many small), as real lists are.
  const sizes = domains.map(() => 1);
  const weights = domains.map(() => random() ** 3);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  let left = options.addresses - domains.length;
  for (let i = 0; i < domains.length && left > 0; i++) {
    const extra = Math.min(
      left,
      Math.floor((weights[i]! / weightSum) * (options.addresses - domains.length)),
    );
    sizes[i]! += extra;
    left -= extra;
  }
  for (let i = 0; left > 0; i = (i + 1) % domains.length, left--) sizes[i]!++;

  const list: PlannedAddress[] = [];
  const taken = new Set<string>();
  domains.forEach((domain, index) => {
    for (let n = 0; n < sizes[index]!; n++) {
      let local: string;
      do {
        local = `${FIRST[Math.floor(random() * FIRST.length)]}.${LAST[Math.floor(random() * LAST.length)]}${Math.floor(random() * 1000)}`;
      } while (taken.has(`${local}@${domain.name}`));
      const address = `${local}@${domain.name}`;
      taken.add(address);
      // Most listed mailboxes exist; the rest were deleted (550 5.1.1 where the server says so). A full or disabled
      // domain's listed mailboxes all exist: those are the states being tested.
      const exists = domain.rule !== 'mailboxes' || random() < 0.7;
      if (exists) domain.mailboxes.add(local);
      list.push({
        address,
        domain: domain.name,
        behaviour: domain.behaviour,
        expected: expectedVerdict(domain.behaviour, exists),
      });
    }
  });

  shuffle(list, random);
  if (options.order === 'dead_first') {
    const rank = (behaviour: Behaviour) =>
      behaviour === 'blackhole_silent' ? 0 : DEAD_BEHAVIOURS.includes(behaviour) ? 1 : 2;
    list.sort((a, b) => rank(a.behaviour) - rank(b.behaviour));
  }
  return { options, hosts, domains, list };
}

/** Hosts that are planned with a name but no address record (the `no_address` behaviour's MX hosts). */
export function addresslessHosts(plan: WorldPlan): Set<number> {
  return new Set(
    plan.domains.filter((domain) => domain.behaviour === 'no_address').flatMap((domain) => domain.mx),
  );
}

/**
 * A world built by hand, for tests of one rule: `hosts` by flavour, and domains naming them by index (`mx`) or
 * pointing their own address at one (`implicitHost`). Every listed mailbox exists.
 */
export function handmadeWorld(
  hosts: readonly HostFlavour[],
  domains: ReadonlyArray<{
    name: string;
    mx?: number[];
    implicitHost?: number;
    mailboxes?: string[];
    rule?: MailboxRule;
  }>,
): WorldPlan {
  return {
    options: {
      seed: 0,
      prefix: 'handmade',
      domains: domains.length,
      addresses: 0,
      mix: {},
      order: 'shuffled',
    },
    hosts: hosts.map((flavour, id) => ({ id, name: `mx${id}.${flavour}.handmade.test`, flavour })),
    domains: domains.map((domain) => ({
      name: domain.name,
      behaviour: 'normal',
      mx: domain.mx ?? [],
      ...(domain.implicitHost !== undefined ? { implicitHost: domain.implicitHost } : {}),
      rule: domain.rule ?? 'mailboxes',
      mailboxes: new Set(domain.mailboxes ?? []),
    })),
    list: [],
  };
}
