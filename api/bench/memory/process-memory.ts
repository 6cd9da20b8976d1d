/**
 * Where a server process's resident memory is, read from outside it: Linux's /proc (the whole process) and its
 * `/metrics` (V8's own figures for the main thread). What neither names is native memory: malloc (glibc's arenas),
 * worker threads' heaps, the node binary's pages.
 */
import { readFile } from 'node:fs/promises';

const MB = 1024 * 1024;
const round = (bytes: number) => Math.round(bytes / MB);

/** Resident memory now (VmRSS), its peak since start or the last reset (VmHWM), in MB, and the thread count. */
export async function residentMemory(
  pid: number,
): Promise<{ rssMb: number; peakMb: number; threads: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return {
    rssMb: Math.round(field('VmRSS') / 1024),
    peakMb: Math.round(field('VmHWM') / 1024),
    threads: field('Threads'),
  };
}

type Mapping = {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rssKb: number;
  anonymousKb: number;
};

async function mappings(pid: number): Promise<Mapping[]> {
  const found: Mapping[] = [];
  for (const line of (await readFile(`/proc/${pid}/smaps`, 'utf8')).split('\n')) {
    const header = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (header) {
      found.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3]!,
        name: header[4]!.trim(),
        rssKb: 0,
        anonymousKb: 0,
      });
      continue;
    }
    const current = found.at(-1);
    const value = line.match(/^(Rss|Anonymous):\s+(\d+) kB/);
    if (current && value) current[value[1] === 'Rss' ? 'rssKb' : 'anonymousKb'] = Number(value[2]);
  }
  return found;
}

/**
 * Resident bytes of the process's WebAssembly memories (PGlite's PostgreSQL): V8 reserves each 32-bit memory as
 * one span of several GB of address space (the memory, then guard pages up to 8 GB and more), so a writable mapping
 * followed by an inaccessible one that together span at least 8 GB is a WebAssembly memory's committed part.
 */
function webAssemblyBytes(all: Mapping[]): number {
  let kb = 0;
  for (let index = 0; index + 1 < all.length; index++) {
    const memory = all[index]!;
    const guard = all[index + 1]!;
    if (!memory.perms.startsWith('rw') || guard.perms !== '---p' || guard.start !== memory.end) continue;
    if (guard.end - memory.start >= 8n * 1024n * BigInt(MB)) kb += memory.rssKb;
  }
  return kb * 1024;
}

/** V8's figures for the main thread, from the server's Prometheus metrics (prom-client's default metrics). */
async function v8Metrics(url: string): Promise<{ heapTotal: number; heapUsed: number; external: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const metric = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? Number.NaN);
  return {
    heapTotal: metric('nodejs_heap_size_total_bytes'),
    heapUsed: metric('nodejs_heap_size_used_bytes'),
    external: metric('nodejs_external_memory_bytes'),
  };
}

export type MemoryBreakdown = {
  rssMb: number;
  /** PGlite's WebAssembly memory, resident part. */
  webAssemblyMb: number;
  /** The main thread's V8 heap: reserved (total) and live (used). */
  v8HeapTotalMb: number;
  v8HeapUsedMb: number;
  /** Memory V8 knows of outside its heap (buffers, the WebAssembly memory too). */
  externalMb: number;
  /** The node binary and libraries' file pages. */
  filesMb: number;
  /** Anonymous memory that is neither: malloc, worker threads' heaps and stacks, JIT code. */
  nativeMb: number;
  threads: number;
};

/** Splits the resident memory of the server at `pid` (serving `url`) into the parts above. */
export async function memoryBreakdown(pid: number, url: string): Promise<MemoryBreakdown> {
  const [all, v8, { threads }] = await Promise.all([mappings(pid), v8Metrics(url), residentMemory(pid)]);
  const rss = all.reduce((sum, mapping) => sum + mapping.rssKb, 0) * 1024;
  const anonymous = all.reduce((sum, mapping) => sum + mapping.anonymousKb, 0) * 1024;
  const webAssembly = webAssemblyBytes(all);
  return {
    rssMb: round(rss),
    webAssemblyMb: round(webAssembly),
    v8HeapTotalMb: round(v8.heapTotal),
    v8HeapUsedMb: round(v8.heapUsed),
    externalMb: round(v8.external),
    filesMb: round(rss - anonymous),
    nativeMb: round(anonymous - webAssembly - v8.heapTotal),
    threads,
  };
}
