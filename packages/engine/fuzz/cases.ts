/**
 * Builds fuzz cases: a seed document cut to size, mutated as text, encoded (UTF-8/16 with and
 * without BOM, Windows-1252), mutated as bytes; or plain random bytes. Every case is a pure
 * function of (run seed, index), so one failing case can be rebuilt on its own.
 */
import type { ExplicitMapping } from '../src/columns/detect';
import { FIELD_KINDS } from '../src/columns/fields';
import { Random } from './random';
import type { SeedDocument } from './seeds';

/** How the case reaches the engine: bytes in memory, a file path, or a stream of odd-sized chunks. */
export type InputMode = 'bytes' | 'path' | 'stream';

export interface FuzzCaseOptions {
  mapping?: ExplicitMapping;
  country?: string;
  maxWarnings?: number;
}

export interface FuzzCase {
  /** `seed:index`: `FUZZ_SEED=seed` rebuilds it as case `index`. */
  id: string;
  /** What was done to build it, in order. */
  recipe: string[];
  bytes: Uint8Array;
  mode: InputMode;
  /** Seeds the chunk sizes of `stream` mode. */
  chunkSeed: number;
  options: FuzzCaseOptions;
}

/** Upper bound of a case, so every case stays a few seconds at most on a busy machine. */
const MAX_BYTES = 6 * 1024 * 1024;

const ENCODINGS = [
  'utf-8',
  'utf-8',
  'utf-8',
  'utf-8 bom',
  'utf-16le bom',
  'utf-16le',
  'utf-16be bom',
  'utf-16be',
  'windows-1252',
] as const;
type Encoding = (typeof ENCODINGS)[number];

const CSV_NOISE = [',', ';', '\t', '|', '"', '""', '\n', '\r', '\r\n', ' ', '\0', '\ufeff', "'", '='];

/** Windows-1252 byte of each character it can represent. */
const WINDOWS_1252 = (() => {
  const decoder = new TextDecoder('windows-1252');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return table;
})();

function encode(text: string, encoding: Encoding): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8 bom':
      return Buffer.from(`\ufeff${text}`, 'utf8');
    case 'utf-16le':
    case 'utf-16le bom':
      return Buffer.from(`${encoding.endsWith('bom') ? '\ufeff' : ''}${text}`, 'utf16le');
    case 'utf-16be':
    case 'utf-16be bom':
      return Buffer.from(`${encoding.endsWith('bom') ? '\ufeff' : ''}${text}`, 'utf16le').swap16();
    case 'windows-1252': {
      const out = new Uint8Array(text.length);
      let length = 0;
      for (const char of text) out[length++] = WINDOWS_1252.get(char) ?? 0x3f;
      return out.subarray(0, length);
    }
  }
}

/** A window of whole lines of `text` (always the first line: it is usually the header). */
function cut(random: Random, text: string): string {
  const lines = text.split('\n');
  if (lines.length <= 60) return text;
  const count = random.size(Math.min(lines.length - 1, 4000));
  const from = random.int(1, lines.length - count);
  return [lines[0], ...lines.slice(from, from + count)].join('\n');
}

function insertAt(text: string, at: number, piece: string): string {
  return text.slice(0, at) + piece + text.slice(at);
}

type TextMutation = (random: Random, text: string) => string;

const TEXT_MUTATIONS: Record<string, TextMutation> = {
  noise: (random, text) => {
    let out = text;
    for (let n = random.size(40); n > 0; n--)
      out = insertAt(out, random.int(0, out.length), random.pick(CSV_NOISE));
    return out;
  },
  'delete span': (random, text) => {
    const from = random.int(0, text.length);
    return text.slice(0, from) + text.slice(from + random.size(200));
  },
  'huge field': (random, text) => {
    const size = random.size(3_000_000);
    // One field: delimiters and line breaks only inside quotes (unquoted they would make rows, and
    // a case of 400,000 short rows measures throughput, not robustness).
    const quoted = random.chance(0.5);
    const body = !quoted || random.chance(0.5) ? 'x'.repeat(size) : 'ab,c"d\n'.repeat(Math.ceil(size / 7));
    const field = quoted ? `"${body.replaceAll('"', '""')}${random.chance(0.8) ? '"' : ''}` : body;
    const lines = text.split('\n');
    const row = random.int(0, lines.length - 1);
    lines[row] = `${lines[row]},${field}`;
    return lines.join('\n');
  },
  'many columns': (random, text) => {
    const width = random.size(20_000);
    const rows = random.int(1, 20);
    const header = Array.from({ length: width }, (_, i) => (i === 0 ? 'email' : `c${i}`)).join(',');
    const row = (r: number) =>
      Array.from({ length: width }, (_, i) => (i === 0 ? `p${r}@example.com` : String(i % 10))).join(',');
    return [header, ...Array.from({ length: rows }, (_, r) => row(r)), text].join('\n');
  },
  'bom in the middle': (random, text) => insertAt(text, random.int(0, text.length), '\ufeff'),
  'unbalanced quote at EOF': (random, text) =>
    `${text}${random.pick(['', '\n', 'x,'])}"${random.chance(0.5) ? 'unterminated' : ''}`,
  'repeat rows': (random, text) => {
    const lines = text.split('\n');
    const line = random.pick(lines.slice(1).length > 0 ? lines.slice(1) : lines);
    const times = Math.min(random.size(20_000), Math.floor(MAX_BYTES / (line.length + 1)));
    return `${text}\n${`${line}\n`.repeat(times)}`;
  },
  'swap delimiter': (random, text) => text.replaceAll(',', random.pick([';', '\t', '|', ', ', '",'])),
  'line endings': (random, text) => text.replaceAll('\n', random.pick(['\r\n', '\r', '\n\n', '\r\r\n'])),
  'odd characters': (random, text) => {
    const odd = [
      '\u0000',
      '\u0007',
      '\u001b',
      '\ud800',
      '\udfff',
      '😀',
      'e\u0301',
      '\u202e',
      '\u2028',
      '\uffff',
    ];
    let out = text;
    for (let n = random.size(30); n > 0; n--)
      out = insertAt(out, random.int(0, out.length), random.pick(odd));
    return out;
  },
  'replace header': (random, text) => {
    const names = [
      'email',
      'Email',
      'E-mail',
      'phone',
      'mobile',
      'name',
      '',
      ' ',
      '"',
      'email,email',
      '=1+1',
    ];
    const width = random.int(1, 12);
    const header = Array.from({ length: width }, () => random.pick(names)).join(',');
    const newline = text.indexOf('\n');
    return newline < 0 ? header : header + text.slice(newline);
  },
  'drop header': (_random, text) => {
    const newline = text.indexOf('\n');
    return newline < 0 ? '' : text.slice(newline + 1);
  },
  splice: (random, text) =>
    `${text.slice(0, random.int(0, text.length))}\n${text.slice(random.int(0, text.length))}`,
};

type ByteMutation = (random: Random, bytes: Uint8Array) => Uint8Array;

const BYTE_MUTATIONS: Record<string, ByteMutation> = {
  'bit flips': (random, bytes) => {
    const out = Uint8Array.from(bytes);
    if (out.length === 0) return out;
    for (let n = random.size(64); n > 0; n--) out[random.int(0, out.length - 1)]! ^= 1 << random.int(0, 7);
    return out;
  },
  truncate: (random, bytes) => bytes.subarray(0, random.int(0, bytes.length)),
  'random bytes inside': (random, bytes) => {
    const at = random.int(0, bytes.length);
    return Buffer.concat([bytes.subarray(0, at), random.bytes(random.size(512)), bytes.subarray(at)]);
  },
  'BOM bytes inside': (random, bytes) => {
    const at = random.int(0, bytes.length);
    const bom = random.pick([
      [0xef, 0xbb, 0xbf],
      [0xff, 0xfe],
      [0xfe, 0xff],
    ]);
    return Buffer.concat([bytes.subarray(0, at), Uint8Array.from(bom), bytes.subarray(at)]);
  },
  'NUL bytes inside': (random, bytes) => {
    const out = Uint8Array.from(bytes);
    for (let n = random.size(16); n > 0 && out.length > 0; n--) out[random.int(0, out.length - 1)] = 0;
    return out;
  },
  'binary prefix': (random, bytes) => {
    const magic = random.pick([
      [0x50, 0x4b, 0x03, 0x04],
      [0x25, 0x50, 0x44, 0x46],
      [0x1f, 0x8b],
      [0xd0, 0xcf],
    ]);
    return Buffer.concat([Uint8Array.from(magic), bytes]);
  },
};

/** A text made only of CSV syntax and short words: quotes, delimiters and newlines in random order. */
function csvSoup(random: Random): string {
  const pieces = [...CSV_NOISE, 'email', 'phone', 'a@b.co', '+1 415 555 2671', 'x', '""', ',,,', '\n'];
  let out = '';
  for (let n = random.size(5000); n > 0; n--) out += random.pick(pieces);
  return out;
}

function randomMapping(random: Random, text: string): ExplicitMapping {
  const header = text.slice(0, Math.max(0, text.indexOf('\n'))).split(',');
  const ref = (): string | number =>
    random.chance(0.4)
      ? random.int(-1, header.length + 1)
      : random.chance(0.7)
        ? random.pick(header)
        : 'nope';
  return { [random.pick(FIELD_KINDS)]: random.chance(0.3) ? [ref(), ref()] : ref() };
}

/** A 32-bit seed for case `index` of a run seeded `seed`. */
function caseSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/** Case `index` of the run seeded `seed`. */
export function generateCase(seed: number, index: number, seeds: readonly SeedDocument[]): FuzzCase {
  const random = new Random(caseSeed(seed, index));
  const recipe: string[] = [];
  let bytes: Uint8Array;
  let text = '';
  const kind = random.next();
  if (kind < 0.05) {
    bytes = random.bytes(random.size(100_000) - 1);
    recipe.push(`random bytes (${bytes.length})`);
  } else if (kind < 0.1) {
    text = csvSoup(random);
    recipe.push('csv soup');
    bytes = encode(text, 'utf-8');
  } else if (kind < 0.12) {
    const tiny = random.pick(['', '\ufeff', '\n', '\r\n\r\n', '"', ',', 'email', 'email\n', '"email"\n""']);
    recipe.push(`tiny ${JSON.stringify(tiny)}`);
    text = tiny;
    bytes = encode(tiny, random.pick(ENCODINGS));
  } else {
    const document = random.pick(seeds);
    text = cut(random, document.text);
    recipe.push(`seed ${document.name} (${text.length} chars)`);
    const textNames = Object.keys(TEXT_MUTATIONS);
    for (let n = random.int(0, 3); n > 0 && text.length <= MAX_BYTES; n--) {
      const name = random.pick(textNames);
      text = TEXT_MUTATIONS[name]!(random, text);
      recipe.push(name);
    }
    const encoding = random.pick(ENCODINGS);
    recipe.push(encoding);
    bytes = encode(text, encoding);
    const byteNames = Object.keys(BYTE_MUTATIONS);
    for (let n = random.chance(0.5) ? random.int(1, 2) : 0; n > 0; n--) {
      const name = random.pick(byteNames);
      bytes = BYTE_MUTATIONS[name]!(random, bytes);
      recipe.push(name);
    }
  }
  if (bytes.length > MAX_BYTES) {
    bytes = bytes.subarray(0, MAX_BYTES);
    recipe.push(`capped at ${MAX_BYTES} bytes`);
  }
  const options: FuzzCaseOptions = {};
  if (random.chance(0.1)) options.mapping = randomMapping(random, text);
  if (random.chance(0.2)) options.country = random.pick(['US', 'de', 'United Kingdom', 'Atlantis', '']);
  if (random.chance(0.1)) options.maxWarnings = random.int(0, 3);
  return {
    id: `${seed}:${index}`,
    recipe,
    bytes,
    mode: random.pick(['bytes', 'path', 'stream'] as const),
    chunkSeed: random.int(0, 2 ** 31),
    options,
  };
}
