/**
 * How far V8 lets the heap grow past what its last full collection left alive. Its default is up to 4× on a heap
 * as small as embedded mode's (~55 MB alive), and an order's delivery and downloads make garbage fast enough to use
 * it: the main thread's heap reached 200–280 MB, most of it garbage, at the peak of a 50 MB order. 1.5× collects
 * sooner, for no CPU that a run of orders could show: 39 s against 41 for the same mix, and its peak 559 → 441 MB
 * (docs/decisions/foundation.md, "Embedded server memory").
 */
import { setFlagsFromString } from 'node:v8';

/** Growth allowed past the live size, in percent of it: the heap may reach 1.5× what is alive. */
const HEAP_GROWING_PERCENT = 50;

/** Makes this process's V8 heaps (a V8 flag: every thread's, the engine's too) grow by HEAP_GROWING_PERCENT at most. */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
