/**
 * Reads a customer's bounce log: a platform's CSV export, through the engine's own reader and column detection, or
 * Amazon SES bounce notifications as JSON lines. Yields what each batch of rows says, classified, in bounded memory.
 */
import { type DecodeInfo, decodeText } from '../csv/decode';
import { EngineInputError } from '../errors';
import { WarningLog } from '../report/report';
import { readInputRows } from '../verify/read-input';
import { type CsvInput, openInput } from '../verify/source';
import { type BounceFormatId, detectBounceFormat } from './bounce-formats';
import { type BounceCause, type BounceKind, classifyBounce } from './classify-bounce';

/** One reported bounce of one address. */
export interface BounceEntry {
  /** Lower-cased and trimmed, as results files hold it. */
  email: string;
  kind: BounceKind;
  cause: BounceCause;
}

/** What a batch of the log's rows said: how many rows it read, and the bounces among them. */
export interface BounceBatch {
  rows: number;
  bounces: BounceEntry[];
}

// A cell long enough to be an address, no longer: a malformed line cannot make an entry of megabytes.
const MAX_ADDRESS = 320;

function entry(
  email: string | undefined,
  detail: Parameters<typeof classifyBounce>[0],
): BounceEntry | undefined {
  const address = (email ?? '').trim().toLowerCase();
  if (!address.includes('@') || address.length > MAX_ADDRESS) return undefined;
  return { email: address, ...classifyBounce(detail) };
}

/** Whether the bytes are JSON lines: the first character that is not white space opens an object. */
async function peek(
  bytes: AsyncIterable<Uint8Array>,
): Promise<{ json: boolean; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = bytes[Symbol.asyncIterator]();
  const buffered: Uint8Array[] = [];
  let json = false;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    buffered.push(next.value);
    const text = Buffer.from(next.value)
      .toString('latin1')
      .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
      .trimStart();
    if (text.length > 0) {
      json = text.startsWith('{');
      break;
    }
  }
  async function* replay() {
    yield* buffered;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { json, chunks: replay() };
}

/**
 * Reads `input` as a bounce log; `onFormat` hears its format before the first batch. Rejects with `EngineInputError`
 * for a file that is not CSV or JSON lines, or that has no e-mail column or no column saying how addresses bounced.
 */
export async function* readBounceLog(
  input: CsvInput,
  onFormat: (format: BounceFormatId) => void = () => {},
): AsyncGenerator<BounceBatch> {
  const { json, chunks } = await peek(openInput(input));
  if (json) {
    onFormat('ses_json');
    yield* readSesJsonLines(chunks);
    return;
  }
  let columns: ReturnType<typeof detectBounceFormat> | undefined;
  const rows = readInputRows(chunks, {}, new WarningLog(0), (shape) => {
    columns = detectBounceFormat(shape.header, shape.columns.mapping.email?.[0]);
    onFormat(columns.format);
  });
  for await (const batch of rows) {
    const found = columns;
    if (!found) throw new Error('The bounce log was read before its format was known');
    const bounces: BounceEntry[] = [];
    for (const cells of batch) {
      const type = cells[found.type]?.trim() || undefined;
      if (found.bounceRows && !found.bounceRows.test(type ?? '')) continue;
      const diagnostic = found.diagnostic
        .map((index) => cells[index] ?? '')
        .join(' ')
        .trim();
      // An export of one kind of failure (Mailchimp's cleaned list) is that kind unless a row's code or words say
      // otherwise: the classifier reads the type last.
      const bounce = entry(cells[found.email], {
        type: type ?? found.impliedType,
        status: cells[found.status],
        diagnostic,
      });
      if (bounce) bounces.push(bounce);
    }
    yield { rows: batch.length, bounces };
  }
}

/** The longest JSON line read (1 MiB): SES notifications are a few kilobytes; SNS caps a message at 256 KB. */
const MAX_LINE_CHARS = 1024 * 1024;

type SesRecipient = { emailAddress?: unknown; status?: unknown; diagnosticCode?: unknown };

/** SES bounce notifications, one JSON object a line, raw or inside the SNS envelope that delivered them. */
async function* readSesJsonLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<BounceBatch> {
  const decode: DecodeInfo = { encoding: 'utf-8', bom: false, invalidUtf8Chunks: 0 };
  let partial = '';
  let line = 0;
  const parseLine = (text: string): BounceBatch => {
    line++;
    const trimmed = text.trim();
    if (trimmed === '') return { rows: 0, bounces: [] };
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(trimmed) as Record<string, unknown>;
    } catch {
      throw new EngineInputError(
        'not_csv',
        `Line ${line} of this file is not JSON. Upload Amazon SES bounce notifications one JSON object per line, or a CSV export.`,
      );
    }
    if (value.Type === 'Notification' && typeof value.Message === 'string') {
      try {
        value = JSON.parse(value.Message) as Record<string, unknown>;
      } catch {
        return { rows: 1, bounces: [] };
      }
    }
    const kind = value.notificationType ?? value.eventType;
    const bounce = value.bounce as { bounceType?: unknown; bouncedRecipients?: unknown } | undefined;
    if (kind !== 'Bounce' || !bounce || !Array.isArray(bounce.bouncedRecipients))
      return { rows: 1, bounces: [] };
    const bounces = (bounce.bouncedRecipients as SesRecipient[]).flatMap((recipient) => {
      const found = entry(String(recipient.emailAddress ?? ''), {
        type: typeof bounce.bounceType === 'string' ? bounce.bounceType : undefined,
        status: typeof recipient.status === 'string' ? recipient.status : undefined,
        diagnostic: typeof recipient.diagnosticCode === 'string' ? recipient.diagnosticCode : undefined,
      });
      return found ? [found] : [];
    });
    return { rows: 1, bounces };
  };
  for await (const text of decodeText(chunks, decode)) {
    const lines = (partial + text).split(/\r?\n/);
    partial = lines.pop() ?? '';
    // A line that never ends would be split again with every chunk: refuse it once longer than any notification.
    if (partial.length > MAX_LINE_CHARS) {
      throw new EngineInputError(
        'not_csv',
        `Line ${line + lines.length + 1} is too long: an Amazon SES bounce notification is a few kilobytes. Upload one JSON object per line, or a CSV export.`,
      );
    }
    const batch: BounceBatch = { rows: 0, bounces: [] };
    for (const each of lines) {
      const parsed = parseLine(each);
      batch.rows += parsed.rows;
      batch.bounces.push(...parsed.bounces);
    }
    if (batch.rows > 0) yield batch;
  }
  const last = parseLine(partial);
  if (last.rows > 0) yield last;
}
