import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`: typing fast sends one request, not one per key. Compare
 * by a primitive (e.g. a JSON key); an object made anew on each render would restart the wait every time.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
