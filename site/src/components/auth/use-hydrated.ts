import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated. Forms keep their submit button
 * disabled until then: a submit before hydration would be the browser's own (a GET with the password in
 * the address), not ours.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
