/**
 * Memoizes a one-argument function of a cell value. Lead files repeat countries, states, companies
 * and e-mail domains thousands of times; the cache is dropped whole when full, so memory stays bounded
 * whatever the file holds.
 */
export function boundedMemo<T>(compute: (value: string) => T, maxEntries = 20_000): (value: string) => T {
  let cache = new Map<string, T>();
  return (value: string) => {
    const hit = cache.get(value);
    if (hit !== undefined || cache.has(value)) return hit as T;
    const result = compute(value);
    if (cache.size >= maxEntries) cache = new Map();
    cache.set(value, result);
    return result;
  };
}
