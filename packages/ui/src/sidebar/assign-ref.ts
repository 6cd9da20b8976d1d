import type { Ref } from 'react';

/**
 * Gives `node` to `ref` (a callback or an object); returns what undoes it: the callback's own cleanup where it
 * returned one (React 19 refs), else a call with null.
 */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) ref.current = node;
  return () => {
    if (ref) ref.current = null;
  };
}
