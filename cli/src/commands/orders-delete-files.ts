import { ExitError, exitCodes, UsageError } from '../errors';
import { resolveOrderId, shortId } from '../orders';
import { createOutput } from '../output';
import { confirm } from '../prompt';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof orders delete-files`. */
export interface OrdersDeleteFilesOptions extends CommandOptions {
  /** The order's id, or its first characters (at least 4; `orders list` shows 8). */
  id: string;
  /** `--yes`: delete without asking (required when input is not a terminal, and with `--json`). */
  yes: boolean;
}

/**
 * `leadproof orders delete-files ID`: deletes an ended order's files now (the uploaded list and the results), after
 * a confirmation on a terminal; the order, its figures and its receipt stay. Running it again does nothing.
 */
export async function runOrdersDeleteFiles(options: OrdersDeleteFilesOptions): Promise<void> {
  const { runtime } = options;
  // Refused before any call: a script must say --yes to destroy files.
  if (!options.yes && (options.json || runtime.stdin.isTTY !== true)) {
    throw new UsageError(
      'Add --yes to delete the files without being asked (input is not a terminal, or --json).',
    );
  }
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const signal = runtime.signal;
  const id = await resolveOrderId(client, options.id, signal);
  const short = shortId(id);
  if (
    !options.yes &&
    !(await confirm(
      runtime,
      `Delete the files of order ${short} (the uploaded list and the results)? This cannot be undone.`,
    ))
  ) {
    throw new ExitError(exitCodes.error, 'Nothing deleted.', 'declined');
  }
  await client.orders.deleteFiles(id, { signal });
  output.result(
    { id, filesDeleted: true },
    () => `Deleted the files of order ${short}. The order, its figures and its receipt are kept.`,
  );
}
