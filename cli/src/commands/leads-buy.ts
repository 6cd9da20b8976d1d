import path from 'node:path';
import { subtractCredits } from '@leadproof/contract/money';
import type { Order } from '@leadproof/contract/orders';
import { APIUserAbortError } from '@leadproof/sdk';
import type { Leadproof } from '@leadproof/sdk/node';
import { ExitError, exitCodes, NotEnoughCreditsError, UsageError } from '../errors';
import { downloadFileName, exitUnlessCompleted, shortId, statusLabel } from '../orders';
import { createOutput, formatCredits, formatNumber } from '../output';
import { confirm } from '../prompt';
import type { CommandOptions } from '../runtime';
import { saveDownload } from '../save-download';
import { signedInClient } from '../session';
import {
  describeProfile,
  type LeadsPresetOption,
  type LeadsProfileOptions,
  leadsRequest,
  quoteLines,
  quoteWithBalance,
} from './leads-quote';

/** Options of `leadproof leads buy`. */
export interface LeadsBuyOptions extends CommandOptions, LeadsProfileOptions, LeadsPresetOption {
  /** `--wait`: wait for the order, then download the leads. */
  wait: boolean;
  /** `--out PATH`: where `--wait` saves the results (default `order-{short id}-results.csv`). */
  out?: string | undefined;
  /** `--yes`: do not ask on a terminal (scripts are never asked: the command line states the count). */
  yes: boolean;
  /** Pause between polls while waiting. @unit milliseconds @default 2000 */
  pollIntervalMs?: number | undefined;
}

/**
 * `leadproof leads buy`: quotes the profile, refuses when too few leads are available (exit 1) or the
 * balance is short (exit 4), places a `buy_leads` order (debited now), and with `--wait` follows it and
 * saves the verified leads.
 */
export async function runLeadsBuy(options: LeadsBuyOptions): Promise<void> {
  const { runtime } = options;
  const output = createOutput(options);
  if (options.out !== undefined && !options.wait)
    throw new UsageError('--out saves the leads of --wait: add --wait.');
  // Flags alone are checked before signing in; a preset has to be fetched first.
  if (options.preset === undefined) leadsRequest(options);
  const { client } = await signedInClient(options);
  const signal = runtime.signal;
  const { icp, count, quote, balance } = await quoteWithBalance(options, client, signal);
  for (const line of quoteLines(icp, quote, balance)) output.note(line);
  if (quote.available < count) {
    throw new ExitError(
      exitCodes.error,
      `Only ${formatNumber(quote.available)} lead(s) matching ${describeProfile(icp)} are available to you: lower --count or widen the profile.`,
      'not_enough_leads',
    );
  }
  if (balance < quote.cost) {
    throw new NotEnoughCreditsError(
      `Not enough credits: ${formatNumber(count)} lead(s) cost ${formatCredits(quote.cost)} and your balance is ${formatCredits(balance)}. Buy more with \`leadproof buy pack-1k\`.`,
    );
  }
  // On a terminal people confirm; a script's command line already says how many leads to buy.
  if (!options.yes && !options.json && runtime.stdin.isTTY === true) {
    if (!(await confirm(runtime, `Buy ${formatNumber(count)} lead(s) for ${formatCredits(quote.cost)}?`)))
      throw new ExitError(exitCodes.error, 'Nothing bought.', 'declined');
  }
  const { id } = await client.orders.create(
    { type: 'buy_leads', requestDetails: { source: 'icp', icp, count } },
    { signal },
  );
  const short = shortId(id);
  output.note(`Order ${short} created — sourcing and verifying ${formatNumber(count)} lead(s).`);
  if (!options.wait) {
    const order = await client.orders.retrieve(id, { signal });
    output.result({ order, quote, resultsPath: null }, () => [
      `Order ${short} is ${statusLabel(order.status)}.`,
      `Follow it with \`leadproof orders show ${short}\`; when it is completed, \`leadproof download ${short}\` saves the leads.`,
    ]);
    return;
  }
  const order = await waitForLeads(client, options, id);
  exitUnlessCompleted(output, order, { quote });
  const destination = path.resolve(runtime.cwd, options.out ?? downloadFileName(order, 'results'));
  await saveDownload(await client.orders.download(id, 'results', { signal }), destination, signal);
  const delivered = order.rowCount ?? 0;
  output.result({ order, quote, resultsPath: destination }, () => [
    `Order ${short} completed: ${formatNumber(delivered)} verified lead(s) for ${formatCredits(order.creditsUsed ?? 0)}.`,
    ...(delivered < count
      ? [
          `${formatNumber(count - delivered)} of the ${formatNumber(count)} leads were no longer available; ${formatCredits(subtractCredits(quote.cost, order.creditsUsed ?? 0))} refunded.`,
        ]
      : []),
    ...(order.demo ? ['Demo data: these are fictitious people from the demo inventory.'] : []),
    `Leads saved to ${path.relative(runtime.cwd, destination) || destination}.`,
  ]);
}

async function waitForLeads(client: Leadproof, options: LeadsBuyOptions, id: string): Promise<Order> {
  try {
    return await client.orders.poll(id, {
      signal: options.runtime.signal,
      intervalMs: options.pollIntervalMs,
    });
  } catch (error) {
    if (error instanceof APIUserAbortError) {
      throw new ExitError(
        exitCodes.cancelled,
        `Stopped waiting. Order ${shortId(id)} keeps running: follow it with \`leadproof orders show ${shortId(id)}\`.`,
        'cancelled',
      );
    }
    throw error;
  }
}
