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

/** Jaro-Winkler similarity in [0, 1]; the standard choice for short strings such as names. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length === 0 ? 0 : 1;
  const n = a.length;
  const m = b.length;
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
  const jaro = (matches / n + matches / m + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < n && prefix < m && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
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
