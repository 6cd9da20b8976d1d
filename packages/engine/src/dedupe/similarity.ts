/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), giving up early
 * once the distance exceeds `max`.
 */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  let previous2 = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[m]!;
}

// Reused between calls: Jaro-Winkler runs millions of times per file, and fresh arrays cost more than
// the work. A position counts as matched when it holds the current call's stamp, so nothing is cleared.
let aMatched = new Int32Array(64);
let bMatched = new Int32Array(64);
let stamp = 0;
/** Per ASCII code, the positions in `b` holding it, as bits (all zero between calls). */
const positionsInB = new Int32Array(128);
/** Longest strings the bit-parallel form handles: positions must fit in an int32's 31 low bits. */
const MAX_BITS = 31;

/**
 * Jaro-Winkler similarity in [0, 1]; the standard choice for short strings such as names. With a
 * `floor`, a pair that cannot reach it may stop early and return 0: callers that only sort the
 * result into bands at or above `floor` get the same answer for less work.
 */
export function jaroWinkler(a: string, b: string, floor = 0): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return 0;
  if (n <= MAX_BITS && m <= MAX_BITS) {
    const prefix = commonPrefix(a, b);
    const similarity = jaroWinklerBits(a, b, prefix, matchesNeeded(n, m, prefix, floor));
    if (similarity >= 0) return similarity;
  }
  return jaroWinklerScan(a, b);
}

/** Characters two strings share at their start, up to the four Winkler counts. */
function commonPrefix(a: string, b: string): number {
  let prefix = 0;
  while (
    prefix < 4 &&
    prefix < a.length &&
    prefix < b.length &&
    a.charCodeAt(prefix) === b.charCodeAt(prefix)
  )
    prefix++;
  return prefix;
}

/**
 * Fewest matching characters with which the similarity could still reach `floor`: even with no
 * transpositions, Jaro is at most (M/n + M/m + 1) / 3 for M matches, and the prefix bonus only
 * raises it towards 1. Rounded down by a hair so floating-point error can never stop a pair early
 * that would have reached `floor`.
 */
function matchesNeeded(n: number, m: number, prefix: number, floor: number): number {
  if (floor <= 0) return 0;
  const bonus = prefix * 0.1;
  const jaro = (floor - bonus) / (1 - bonus);
  return Math.ceil(((3 * jaro - 1) * n * m) / (n + m) - 1e-9);
}

/**
 * Jaro-Winkler of two short strings with `b` in ASCII, by bit masks: each character of `a` takes the
 * first unmatched equal character of `b` inside the window in one step, as the scan does in several.
 * Returns -1 when `b` is not ASCII (the scan handles it). Same matches, so the same result as the scan.
 * Returns 0 as soon as fewer than `needed` characters can match.
 */
function jaroWinklerBits(a: string, b: string, prefix: number, needed: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.min(n, m) < needed) return 0;
  for (let j = 0; j < m; j++) {
    const code = b.charCodeAt(j);
    if (code >= 128) {
      for (let k = 0; k < j; k++) positionsInB[b.charCodeAt(k)] = 0;
      return -1;
    }
    positionsInB[code]! |= 1 << j;
  }
  const window = Math.max(0, Math.floor(Math.max(n, m) / 2) - 1);
  let matchedA = 0;
  let matchedB = 0;
  let matches = 0;
  // Matching stops once the characters of `a` still to come could not bring the count up to `needed`.
  const last = n - needed;
  let i = 0;
  for (; i < n && i - matches <= last; i++) {
    const code = a.charCodeAt(i);
    if (code >= 128) continue;
    const start = Math.max(0, i - window);
    const end = Math.min(m, i + window + 1);
    if (start >= end) continue;
    const inWindow = ((1 << end) - 1) & ~((1 << start) - 1);
    const candidates = positionsInB[code]! & inWindow & ~matchedB;
    if (candidates === 0) continue;
    matchedB |= candidates & -candidates;
    matchedA |= 1 << i;
    matches++;
  }
  for (let j = 0; j < m; j++) positionsInB[b.charCodeAt(j)] = 0;
  if (matches === 0 || i < n) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (((matchedA >>> i) & 1) === 0) continue;
    while (((matchedB >>> k) & 1) === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  return winkler(n, m, matches, transpositions, prefix);
}

/** Jaro-Winkler by scanning each character's window; any length and alphabet. */
export function jaroWinklerScan(a: string, b: string): number {
  const n = a.length;
  const m = b.length;
  if (a === b) return n === 0 ? 0 : 1;
  if (n === 0 || m === 0) return 0;
  if (n > aMatched.length || m > bMatched.length) {
    aMatched = new Int32Array(Math.max(n, m) * 2);
    bMatched = new Int32Array(Math.max(n, m) * 2);
    stamp = 0;
  }
  if (stamp === 0x7fffffff) {
    aMatched.fill(0);
    bMatched.fill(0);
    stamp = 0;
  }
  const mark = ++stamp;
  const window = Math.max(0, Math.floor(Math.max(n, m) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < n; i++) {
    const start = Math.max(0, i - window);
    const end = Math.min(m, i + window + 1);
    const code = a.charCodeAt(i);
    for (let j = start; j < end; j++) {
      if (bMatched[j] === mark || code !== b.charCodeAt(j)) continue;
      aMatched[i] = mark;
      bMatched[j] = mark;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (aMatched[i] !== mark) continue;
    while (bMatched[k] !== mark) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  return winkler(n, m, matches, transpositions, commonPrefix(a, b));
}

/** Jaro from the counts, raised for a common prefix of up to four characters. */
function winkler(n: number, m: number, matches: number, transpositions: number, prefix: number): number {
  const jaro = (matches / n + matches / m + (matches - transpositions / 2) / matches) / 3;
  return jaro + prefix * 0.1 * (1 - jaro);
}

const SOUNDEX_CODES: Readonly<Record<string, string>> = {
  b: '1',
  f: '1',
  p: '1',
  v: '1',
  c: '2',
  g: '2',
  j: '2',
  k: '2',
  q: '2',
  s: '2',
  x: '2',
  z: '2',
  d: '3',
  t: '3',
  l: '4',
  m: '5',
  n: '5',
  r: '6',
};

/** American Soundex code (`robert` → `R163`), used as a blocking key so spelling variants meet. */
export function soundex(word: string): string {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!letters) return '';
  let code = letters[0]!.toUpperCase();
  let last = SOUNDEX_CODES[letters[0]!] ?? '';
  for (let i = 1; i < letters.length && code.length < 4; i++) {
    const char = letters[i]!;
    const digit = SOUNDEX_CODES[char] ?? '';
    if (digit && digit !== last) code += digit;
    // h and w do not separate equal codes; vowels do.
    if (char !== 'h' && char !== 'w') last = digit;
  }
  return code.padEnd(4, '0');
}
