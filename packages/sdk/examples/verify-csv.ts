/**
 * The scripted workflow: upload a CSV with an API key, wait for verification, save the results.
 * Exit codes: 0 done, 1 error or order not completed, 4 not enough credits.
 *
 * Run: LEADPROOF_API_KEY=lp_… npx tsx packages/sdk/examples/verify-csv.ts leads.csv results.csv
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { PaymentRequiredError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';

const [input = 'leads.csv', output = 'results.csv'] = process.argv.slice(2);
const client = new Leadproof({
  baseURL: process.env.LEADPROOF_API_URL ?? 'http://localhost:8787',
  apiKey: process.env.LEADPROOF_API_KEY,
});

// Ctrl-C aborts whichever step is running.
const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
const { signal } = controller;

try {
  const { balance } = await client.users.balance({ signal });
  console.error(`Balance: ${balance} credits`);

  // create order → upload URL → signed upload (streamed from disk) → upload-complete
  const order = await client.orders.upload(input, {
    signal,
    requestDetails: { source: 'script' },
    onProgress: ({ loaded, total }) =>
      process.stderr.write(`\rUploading ${Math.round((100 * loaded) / total)}%`),
  });
  console.error(`\nOrder ${order.id.slice(0, 8)}: ${order.rowCount} rows, ${order.creditsUsed} credits`);

  const done = await client.orders.poll(order.id, {
    signal,
    onProgress: ({ status, progress }) =>
      process.stderr.write(
        `\r${status} ${progress ? `${progress.rowsProcessed}/${progress.rowsTotal} rows` : ''}`,
      ),
  });
  if (done.status !== 'completed') {
    console.error(`\nOrder ${done.status}: ${done.statusMessage ?? 'no details'}`);
    process.exit(1);
  }

  // Stream the results to disk: a 50 MB file never sits in memory.
  const results = await client.orders.download(done.id, 'results', { signal });
  await pipeline(Readable.fromWeb(results as NodeReadableStream<Uint8Array>), createWriteStream(output));
  console.error(`\nSaved ${output}`);
} catch (error) {
  if (error instanceof PaymentRequiredError) {
    console.error(`Not enough credits: ${error.message}`);
    process.exit(4);
  }
  throw error;
}
