import { type CsvRecordOptions, CsvRecordReader } from './record-reader';

/**
 * Yields each record of `source` (UTF-8 bytes or text pieces, as a file stream or a fetch body gives them), read
 * with `options`, in constant memory. No Node API: it runs in the browser as well.
 */
export async function* readCsvRecords(
  source: AsyncIterable<Uint8Array | string>,
  options: CsvRecordOptions = {},
): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8');
  const reader = new CsvRecordReader(options);
  for await (const chunk of source) {
    yield* reader.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  }
  yield* reader.push(decoder.decode());
  yield* reader.end();
}
