import path from 'node:path';
import type { OrderFile, OrderResultsFilter, OrderResultsFormat } from '@leadproof/contract/orders';
import { UsageError } from '../errors';
import { downloadFileName, resolveOrderId } from '../orders';
import { createOutput, formatBytes } from '../output';
import type { CommandOptions } from '../runtime';
import { saveDownload, writeDownloadTo } from '../save-download';
import { signedInClient } from '../session';

/** Options of `leadproof download`. */
export interface DownloadOptions extends CommandOptions {
  /** The order's id, or its first characters. */
  id: string;
  /** `--original` or `--results` (the default). */
  file: OrderFile;
  /** `--filter`: only the `clean`, `invalid` or `duplicates` rows of the results. */
  filter?: OrderResultsFilter | undefined;
  /** `--format xlsx`: the results as an Excel workbook instead of CSV. */
  format?: OrderResultsFormat | undefined;
  /**
   * `-o PATH`: where to save; `-` writes to stdout. Default: in the working directory, the uploaded file's name
   * with `.verified`, `.{filter}` or `.original` (`acme-leads.verified.csv`), or
   * `order-{short id}-results.csv` for an order without one.
   */
  output?: string | undefined;
}

/** `leadproof download ID`: streams the results (or one filter's rows of them, or the original) CSV to disk. */
export async function runDownload(options: DownloadOptions): Promise<void> {
  const { runtime } = options;
  const output = createOutput(options);
  if (options.output === '-' && options.json)
    throw new UsageError(
      '-o - writes the CSV to stdout, which --json needs for its result: use one or the other.',
    );
  const { client } = await signedInClient(options);
  const id = await resolveOrderId(client, options.id, runtime.signal);
  const { file, filter, format } = options;
  if (format === 'xlsx' && file !== 'results')
    throw new UsageError('--format xlsx applies to the results only: the original is the file you uploaded.');
  // The order names the saved file (`acme-leads.verified.csv`), unless -o names it.
  const order =
    options.output === undefined ? await client.orders.retrieve(id, { signal: runtime.signal }) : null;
  const body = await client.orders.download(id, file, { signal: runtime.signal, filter, format });
  if (options.output === '-') {
    await writeDownloadTo(body, runtime.stdout as NodeJS.WritableStream, runtime.signal);
    return;
  }
  const destination = path.resolve(
    runtime.cwd,
    options.output ??
      downloadFileName(
        { id, fileName: order?.fileName, originalFormat: order?.originalFormat },
        file,
        filter,
        format,
      ),
  );
  const bytes = await saveDownload(body, destination, runtime.signal);
  output.result(
    {
      orderId: id,
      file,
      ...(filter ? { filter } : {}),
      ...(format ? { format } : {}),
      path: destination,
      bytes,
    },
    () => `Saved ${path.relative(runtime.cwd, destination) || destination} (${formatBytes(bytes)}).`,
  );
}
