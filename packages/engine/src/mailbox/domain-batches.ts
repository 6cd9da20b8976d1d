/** How a list's addresses are split for the probe workers: by domain, so one batch asks one set of mail servers. */

/** Addresses in one batch: small enough that a killed worker loses little, large enough to reuse connections. */
export const BATCH_ADDRESSES = 200;

/**
 * Groups `addresses` by domain and packs the groups into batches of at most `size` addresses, in first-seen order. A
 * domain with more addresses than `size` gets batches of its own; smaller domains share one, never split across two.
 */
export function domainBatches(addresses: readonly string[], size = BATCH_ADDRESSES): string[][] {
  const byDomain = new Map<string, string[]>();
  for (const address of addresses) {
    const domain = address.slice(address.lastIndexOf('@') + 1);
    const group = byDomain.get(domain);
    if (group) group.push(address);
    else byDomain.set(domain, [address]);
  }
  const batches: string[][] = [];
  let open: string[] = [];
  for (const group of byDomain.values()) {
    if (group.length >= size) {
      for (let i = 0; i < group.length; i += size) batches.push(group.slice(i, i + size));
      continue;
    }
    if (open.length + group.length > size) {
      batches.push(open);
      open = [];
    }
    open.push(...group);
  }
  if (open.length > 0) batches.push(open);
  return batches;
}
