import { createOutput, formatCredits } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof balance`. */
export type BalanceOptions = CommandOptions;

/** `leadproof balance`: the credits you can spend. */
export async function runBalance(options: BalanceOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const { balance } = await client.users.balance({ signal: options.runtime.signal });
  output.result({ balance }, () => formatCredits(balance));
}
